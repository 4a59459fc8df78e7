#include "UiHarness.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

namespace heist::test {

UiHarness::UiHarness(unsigned width, unsigned height, std::optional<std::filesystem::path> db,
                     std::optional<std::string> resume) {
    m_db = db ? *db : m_dir / "sessions.db";
    m_store = std::make_unique<store::SessionStore>(m_db);
    m_options.width = width;
    m_options.height = height;
    m_options.db = m_db;
    m_options.seed = 4242;
    m_options.mute = true;
    m_options.resume = resume;
    REQUIRE(m_target.create(width, height));
    m_app = std::make_unique<ui::App>(*m_store, m_options);
    m_app->setClock([this] { return m_now; });
    m_app->resize({static_cast<float>(width), static_cast<float>(height)});
    m_app->start();
    frame();
}

const ui::TextLog& UiHarness::frame() {
    m_text.clear();
    m_app->update(0.0);
    m_app->render(m_target, &m_text);
    m_target.display();
    return m_text;
}

void UiHarness::resize(unsigned width, unsigned height) {
    REQUIRE(m_target.create(width, height));
    m_app->resize({static_cast<float>(width), static_cast<float>(height)});
    frame();
}

bool UiHarness::has(const std::string& id) {
    const auto ids = m_app->regionIds();
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

void UiHarness::tap(const std::string& id) {
    INFO("screen " << screen() << ", tapping " << id);
    REQUIRE(m_app->tap(id));
    frame();
}

void UiHarness::press(const std::string& id) {
    INFO("screen " << screen() << ", pressing " << id);
    auto rect = m_app->regionRect(id);
    REQUIRE(rect);
    m_heldAt = {rect->left + rect->width / 2, rect->top + rect->height / 2};
    m_app->pressAt(m_heldAt);
    frame();
}

void UiHarness::release() {
    m_app->releaseAt(m_heldAt);
    frame();
}

bool UiHarness::frameShows(const std::string& text) const {
    for (const auto& t : m_text)
        if (t.text.find(text) != std::string::npos)
            return true;
    return false;
}

void UiHarness::checkFrameRules() {
    INFO("screen " << screen());
    for (const auto& t : m_text)
        CHECK(t.size >= 24u);
    for (const auto& id : m_app->regionIds()) {
        auto r = m_app->regionRect(id);
        INFO("region " << id);
        CHECK(std::min(r->width, r->height) >= 64.f);
    }
    if (!(m_app->top() && m_app->top()->showsSecret()))
        for (const auto& t : m_text)
            CHECK(t.kind != ui::TextKind::Secret);
}

void UiHarness::save(const std::string& name) {
    const char* dir = std::getenv("HEIST_SCREENS_DIR");
    if (!dir || !*dir)
        return;
    std::filesystem::create_directories(dir);
    const auto size = m_target.getSize();
    const auto path = std::filesystem::path(dir) / (name + "-" + std::to_string(size.x) + "x" + std::to_string(size.y) + ".png");
    REQUIRE(image().saveToFile(path.string()));
}

} // namespace heist::test
