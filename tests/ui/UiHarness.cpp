#include "tests/ui/UiHarness.hpp"

#include "tests/ui/ColourVision.hpp"
#include "cli/Commands.hpp"
#include "language/Language.hpp"

#include <cstdio>
#include <fstream>
#include <set>

#include <SQLiteCpp/SQLiteCpp.h>
#include "tests/support/Catch.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <map>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <unistd.h>

namespace heist::test {

UiHarness::UiHarness(unsigned width, unsigned height, std::optional<std::filesystem::path> db,
                     std::optional<std::string> resume) {
    m_db = db ? *db : m_dir / "sessions.db";
    m_store = std::make_unique<store::SessionStore>(m_db);
    m_options.width = width;
    m_options.height = height;
    m_options.seed = 4242;
    m_options.mute = true;
    if (resume) {
        m_options.resume = true;
        m_options.resumeId = cli::resolveResume(*m_store, *resume);
    }
    REQUIRE(m_target.create(width, height));
    m_app = std::make_unique<ui::App>(*m_store, m_options);
    // The tests speak English unless HEIST_LANGUAGE asks for another language or the file has
    // one chosen (the App has taken either already), whatever the system's locale. A test in
    // another language sets it after making its harness (App::setLanguage).
    const char* forced = std::getenv("HEIST_LANGUAGE");
    bool chosen = false;
    try {
        chosen = m_store->setting("language").has_value();
    } catch (const std::exception&) {
        // a file the store cannot read yet: nothing chosen in it
    }
    if ((!forced || !language::known(forced)) && !chosen)
        language::setLanguage("en");
    m_inEnglish = language::current() != "en";
    language::recordEnglish(m_inEnglish);
    m_app->setClock([this] { return m_now; });
    m_app->resize({static_cast<float>(width), static_cast<float>(height)});
    m_app->start();
    frame();
}

namespace {
// The screens the UI tests of this process drew, written at exit to $HEIST_VISITED_SCREENS
// (one name per line) for the registry's coverage test.
struct VisitedScreens {
    std::set<std::string> names;
    ~VisitedScreens() {
        if (const char* path = std::getenv("HEIST_VISITED_SCREENS"); path && *path && !names.empty()) {
            // One write to a file opened for appending: ctest -j runs two UI processes that
            // note into the same file, and their lines must not interleave.
            std::string all;
            for (const auto& n : names)
                all += n + "\n";
            const int fd = ::open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
            if (fd >= 0) {
                [[maybe_unused]] const auto written = ::write(fd, all.data(), all.size());
                ::close(fd);
            }
        }
    }
};
VisitedScreens& visitedScreens() {
    static VisitedScreens v;
    return v;
}
} // namespace

const ui::TextLog& UiHarness::frame() {
    visitedScreens().names.insert(screen());
    m_text.reset();
    // Another language (chosen by HEIST_LANGUAGE or a tap in Settings): its texts are read back
    // in English, so the catalogue remembers how each one it makes reads in English.
    if (language::current() != "en")
        language::recordEnglish(true);
    m_app->update(0.0);
    m_app->render(m_target, &m_text);
    m_target.display();
    visitedScreens().names.insert(screen());
    m_inEnglish = language::current() != "en";
    if (m_inEnglish) {
        m_read = m_text;
        m_readings.assign(m_text.size(), {});
        for (std::size_t i = 0; i < m_text.size(); ++i) {
            // A paragraph is one message, drawn a line at a time: its first line reads as the
            // whole paragraph in English, its other lines as nothing more.
            const auto& t = m_text[i];
            if (!t.paragraph.empty() && t.paragraph != t.text) {
                if (auto whole = englishReadBack(t.paragraph); !whole.empty()) {
                    m_read[i].text = t.firstLine ? whole.front() : std::string();
                    if (t.firstLine)
                        m_readings[i] = std::move(whole);
                    continue;
                }
            }
            // Where the layout is listed, not held (the pseudo-language), a shortened text reads
            // as the words it was asked to show.
            m_readings[i] = englishReadBack(t.shortened && !t.whole.empty() && !layoutHeld() ? t.whole : t.text);
            if (!m_readings[i].empty())
                m_read[i].text = m_readings[i].front();
        }
    }
    if (m_everyFrame) {
        const auto problems = textProblems();
        if (!problems.empty()) {
            std::ostringstream out;
            for (const auto& p : problems)
                out << "\n  " << p;
            INFO("screen " << screen() << " at " << m_target.getSize().x << "x" << m_target.getSize().y << out.str());
            CHECK(problems.empty());
        }
    }
    return lastText();
}

void UiHarness::untilRecordsKept() {
    for (int i = 0; i < 2000 && !m_app->recordsAhead().done(); ++i) {
        if (m_store->integrityPending())
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        frame();
    }
    REQUIRE(m_app->recordsAhead().done());
    frame();
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
    if (m_inEnglish)
        for (const auto& readings : m_readings)
            for (const auto& r : readings)
                if (r.find(text) != std::string::npos)
                    return true;
    // HEIST_DEBUG_SHOWS=1: a text not found prints the frame's texts and their English readings
    // (for a test that fails in another language).
    if (std::getenv("HEIST_DEBUG_SHOWS")) {
        std::fprintf(stderr, "frameShows(%s) missing; frame:\n", text.c_str());
        for (std::size_t i = 0; i < m_text.size(); ++i)
            std::fprintf(stderr, "  [%s] -> [%s]\n", m_text[i].text.c_str(),
                         i < m_readings.size() && !m_readings[i].empty() ? m_readings[i].front().c_str() : "");
    }
    return false;
}

namespace {

double linear(double c) {
    c /= 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(sf::Color c) { return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b); }

double contrast(sf::Color a, sf::Color b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

int distance(sf::Color a, sf::Color b) {
    return std::max({std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b)});
}

// The colour behind a text: the commonest colour around and between its glyphs, leaving
// out pixels of the ink itself. Sampled from what was rendered, so gradients, dimming and
// translucent panels count as they look.
sf::Color behind(const sf::Image& img, const sf::IntRect& box, sf::Color ink, unsigned size) {
    const int pad = std::max(3, static_cast<int>(size) / 6);
    const auto dims = img.getSize();
    const int x0 = std::max(0, box.left - pad), y0 = std::max(0, box.top - pad);
    const int x1 = std::min(static_cast<int>(dims.x), box.left + box.width + pad);
    const int y1 = std::min(static_cast<int>(dims.y), box.top + box.height + pad);
    std::map<int, std::pair<int, std::array<long, 3>>> bins;
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x) {
            const sf::Color c = img.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y));
            if (distance(c, ink) <= 12)
                continue;
            auto& bin = bins[(c.r >> 3) << 10 | (c.g >> 3) << 5 | (c.b >> 3)];
            ++bin.first;
            bin.second[0] += c.r;
            bin.second[1] += c.g;
            bin.second[2] += c.b;
        }
    if (bins.empty())
        return ink; // nothing but ink: as unreadable as it gets
    const auto best = std::max_element(bins.begin(), bins.end(),
                                       [](const auto& a, const auto& b) { return a.second.first < b.second.first; });
    const int n = best->second.first;
    return sf::Color(static_cast<sf::Uint8>(best->second.second[0] / n),
                     static_cast<sf::Uint8>(best->second.second[1] / n),
                     static_cast<sf::Uint8>(best->second.second[2] / n));
}

// The least sizes of SPEC.md section 1 for a window: 24 px text, 28 px names and 64 px targets at
// 1280x800 and larger, scaled down with the window's shorter side (against 800) on a smaller
// panel, never below 16 px, 16 px and 44 px (at 800x480).
float panelScale(sf::Vector2u size) { return static_cast<float>(std::min(size.x, size.y)) / 800.f; }
unsigned leastText(sf::Vector2u size) {
    return static_cast<unsigned>(std::clamp(std::round(24.f * panelScale(size)), 16.f, 24.f));
}
unsigned leastName(sf::Vector2u size) {
    return static_cast<unsigned>(std::clamp(std::round(28.f * panelScale(size)), 16.f, 28.f));
}
float leastTarget(sf::Vector2u size) { return std::clamp(std::round(64.f * panelScale(size)), 44.f, 64.f); }

const char* useName(ui::TextUse use) {
    switch (use) {
    case ui::TextUse::PlayerName: return "player name";
    case ui::TextUse::Role: return "role";
    case ui::TextUse::NextStep: return "next step";
    case ui::TextUse::Code: return "code";
    case ui::TextUse::Other: break;
    }
    return "text";
}

} // namespace

std::vector<std::string> UiHarness::textProblems() const {
    std::vector<std::string> problems;
    auto say = [&](const ui::DrawnText& t, const std::string& what) {
        std::ostringstream out;
        out << useName(t.use) << " \"" << t.text << "\" (" << t.size << " px): " << what;
        problems.push_back(out.str());
    };
    // The secrecy sweep, on every frame of every UI test: unless the screen on top is a
    // private one showing its secret, no drawn text may hold a secret the game has not made
    // public (the game names them: unrevealedSecrets()).
    // Suspicion is the exception: its secrets are guest names that its dice faces show in
    // public too; its two-deal test (SecrecyTests.cpp) checks it instead.
    if (m_app->live() && !(m_app->top() && m_app->top()->showsSecret()) &&
        m_app->live()->session().setup().game != "suspicion") {
        const auto& session = m_app->live()->session();
        for (const auto& secret : session.game().unrevealedSecrets(session.state()))
            for (std::size_t i = 0; i < m_text.size(); ++i) {
                const auto& t = m_text[i];
                bool holds = !secret.empty() && t.text.find(secret) != std::string::npos;
                // In another language, what the text says in English too.
                if (m_inEnglish && i < m_readings.size())
                    for (const auto& r : m_readings[i])
                        holds = holds || (!secret.empty() && r.find(secret) != std::string::npos);
                if (holds)
                    say(t, "holds the unrevealed secret \"" + secret + "\" on the " + screen() + " screen");
            }
    }
    const std::string ellipsis = "\u2026";
    std::vector<std::string> names;
    if (m_app->live())
        for (const auto& p : m_app->live()->session().setup().players)
            names.push_back(p.name);
    // The rules on what the frame's layout made of the words: failed in every language, listed
    // in the pseudo-language (layoutHeld).
    std::vector<std::string> secrecy;
    secrecy.swap(problems);
    const unsigned least = leastText(m_target.getSize()), leastAsked = leastName(m_target.getSize());
    for (const auto& t : m_text) {
        // (b) sizes
        if (t.size < least)
            say(t, "smaller than " + std::to_string(least) + " px");
        const bool mustShow = t.use != ui::TextUse::Other;
        if (mustShow && t.use != ui::TextUse::Code && t.asked < leastAsked)
            say(t, "asked for at " + std::to_string(t.asked) + " px; names, roles and the next step need " +
                       std::to_string(leastAsked));
        // (a) cut-offs
        const bool endsCut = t.text.size() >= ellipsis.size() &&
                             t.text.compare(t.text.size() - ellipsis.size(), ellipsis.size(), ellipsis) == 0;
        if (mustShow && (t.shortened || endsCut))
            say(t, "cut off with an ellipsis");
        else if (t.control && t.shortened)
            say(t, "a button's label cut off with an ellipsis");
        if (!mustShow && t.shortened) {
            const std::string stem = t.text.substr(0, t.text.size() - ellipsis.size());
            for (const auto& n : names)
                for (std::size_t k = 2; k < n.size(); ++k)
                    if (stem.size() >= k && stem.compare(stem.size() - k, k, n, 0, k) == 0) {
                        say(t, "cuts off the name " + n);
                        break;
                    }
        }
    }
    for (const auto& p : layoutProblems())
        problems.push_back(p);
    if (!layoutHeld()) {
        layoutStress(stressWhere(), problems);
        problems.clear();
    }
    problems.insert(problems.begin(), secrecy.begin(), secrecy.end());
    for (const auto& p : pseudoProblems())
        problems.push_back(p);
    return problems;
}

namespace {

// Overlap of two boxes that counts: at least 3 px both ways (antialiasing and the rounding of
// glyph bounds are not an overlap).
bool overlaps(const sf::IntRect& a, const sf::IntRect& b) {
    sf::IntRect both;
    return a.intersects(b, both) && both.width >= 3 && both.height >= 3;
}

bool inside(const sf::IntRect& inner, const sf::IntRect& outer, int slack) {
    return inner.left >= outer.left - slack && inner.top >= outer.top - slack &&
           inner.left + inner.width <= outer.left + outer.width + slack &&
           inner.top + inner.height <= outer.top + outer.height + slack;
}

std::string at(const sf::IntRect& r) {
    return std::to_string(r.width) + "x" + std::to_string(r.height) + " at " + std::to_string(r.left) + "," +
           std::to_string(r.top);
}

} // namespace

std::vector<std::string> UiHarness::layoutProblems() const {
    std::vector<std::string> problems;
    auto say = [&](const ui::DrawnText& t, const std::string& what) {
        std::ostringstream out;
        out << useName(t.use) << " \"" << t.text << "\" (" << t.size << " px, " << at(t.box) << "): " << what;
        problems.push_back(out.str());
    };
    const auto dims = m_target.getSize();
    const sf::IntRect window(0, 0, static_cast<int>(dims.x), static_cast<int>(dims.y));
    for (const auto& t : m_text) {
        if (t.covered || t.box.width <= 0 || t.box.height <= 0)
            continue;
        if (!inside(t.box, window, 2))
            say(t, "drawn outside the window");
        if (t.room && !inside(t.box, *t.room, 2))
            say(t, "leaves its box (" + at(*t.room) + ")");
        // A line may end between words or after a hyphen, never inside a word: a box too
        // narrow for its longest word is laid out again, not broken between two letters.
        for (const auto& w : t.brokenWords)
            say(t, "breaks the word \"" + w + "\" between two lines");
        for (const auto& s : m_text.shapes) {
            if (s.covered || !overlaps(s.box, t.box))
                continue;
            if (s.order > t.order && !inside(t.box, s.hole, 0)) {
                say(t, std::string("drawn over by ") + (s.object ? "an object" : "a shape") + " (" + at(s.box) + ")");
                break;
            }
            if (s.order < t.order && s.object) {
                say(t, "drawn over an object (" + at(s.box) + ")");
                break;
            }
        }
    }
    for (std::size_t i = 0; i < m_text.size(); ++i)
        for (std::size_t j = i + 1; j < m_text.size(); ++j) {
            const auto& a = m_text[i];
            const auto& b = m_text[j];
            if (!a.covered && !b.covered && overlaps(a.box, b.box))
                say(b, "drawn over \"" + a.text + "\"");
        }
    // Nothing the table needs left out: on a game's table in play, every player's name, every
    // public character, and the next step.
    const std::string name = screen();
    if (m_app->live() && name.size() > 6 && name.compare(name.size() - 6, 6, "-table") == 0) {
        const auto& session = m_app->live()->session();
        const Json v = session.game().publicView(session.state());
        if (v.value("phase", std::string("playing")) == "playing") {
            auto shown = [&](const std::string& what) {
                return std::any_of(m_text.begin(), m_text.end(), [&](const ui::DrawnText& t) {
                    return !t.covered && t.text.find(what) != std::string::npos;
                });
            };
            for (const auto& p : session.setup().players)
                if (!shown(p.name))
                    problems.push_back("the player name \"" + p.name + "\" is missing from the " + name + " screen");
            if (v.contains("players") && v["players"].is_array())
                for (const auto& pv : v["players"])
                    if (pv.contains("character_name") && pv["character_name"].is_string() &&
                        !shown(pv["character_name"].get<std::string>()))
                        problems.push_back("the character \"" + pv["character_name"].get<std::string>() +
                                           "\" is missing from the " + name + " screen");
            if (std::none_of(m_text.begin(), m_text.end(),
                             [](const ui::DrawnText& t) { return !t.covered && t.use == ui::TextUse::NextStep; }))
                problems.push_back("no next step on the " + name + " screen");
        }
    }
    return problems;
}

std::vector<std::string> UiHarness::frameProblems() {
    std::vector<std::string> problems;
    auto say = [&](const ui::DrawnText& t, const std::string& what) {
        std::ostringstream out;
        out << useName(t.use) << " \"" << t.text << "\" (" << t.size << " px): " << what;
        problems.push_back(out.str());
    };
    problems = textProblems();
    const std::size_t textCount = problems.size();
    const sf::Image img = image();
    for (const auto& t : m_text) {
        if (t.covered || t.box.width <= 0 || t.box.height <= 0)
            continue;
        // (c) contrast against what is behind it
        const sf::Color back = behind(img, t.box, t.colour, t.size);
        const float a = t.colour.a / 255.f;
        const sf::Color ink(static_cast<sf::Uint8>(t.colour.r * a + back.r * (1 - a)),
                            static_cast<sf::Uint8>(t.colour.g * a + back.g * (1 - a)),
                            static_cast<sf::Uint8>(t.colour.b * a + back.b * (1 - a)));
        const double ratio = contrast(ink, back);
        if (ratio < 4.5) {
            std::ostringstream out;
            out << "contrast " << std::fixed << std::setprecision(2) << ratio << ":1 (ink " << int(ink.r) << ","
                << int(ink.g) << "," << int(ink.b) << " on " << int(back.r) << "," << int(back.g) << "," << int(back.b)
                << ")";
            say(t, out.str());
            continue;
        }
        // The same rule as the frame looks with each colour vision deficiency (ColourVision.hpp):
        // ink and background simulated, as every pixel of the frame would be.
        for (const auto d : kDeficiencies) {
            const sf::Color si = simulate(ink, d), sb = simulate(back, d);
            const double seen = contrast(si, sb);
            if (seen < 4.5) {
                std::ostringstream out;
                out << "contrast " << std::fixed << std::setprecision(2) << seen << ":1 with " << deficiencyName(d)
                    << " (ink " << int(si.r) << "," << int(si.g) << "," << int(si.b) << " on " << int(sb.r) << ","
                    << int(sb.g) << "," << int(sb.b) << ")";
                say(t, out.str());
            }
        }
    }
    if (!layoutHeld() && problems.size() > textCount) {
        layoutStress(stressWhere(), {problems.begin() + static_cast<std::ptrdiff_t>(textCount), problems.end()});
        problems.resize(textCount);
    }
    // (d) targets
    const float leastSide = leastTarget(m_target.getSize());
    for (const auto& id : m_app->regionIds()) {
        auto r = m_app->regionRect(id);
        if (std::min(r->width, r->height) < leastSide)
            problems.push_back("target " + id + " is smaller than " + std::to_string(int(leastSide)) + " px");
    }
    // Secrets only on a held reveal.
    if (!(m_app->top() && m_app->top()->showsSecret()))
        for (const auto& t : m_text)
            if (t.kind == ui::TextKind::Secret)
                say(t, "a secret on a public screen");
    return problems;
}

void UiHarness::checkFrameRules() {
    std::ostringstream problems;
    for (const auto& p : frameProblems())
        problems << "\n  " << p;
    INFO("screen " + screen() + " at " + std::to_string(m_target.getSize().x) + "x" +
         std::to_string(m_target.getSize().y) + problems.str());
    CHECK(problems.str().empty());
}

void UiHarness::save(const std::string& name) {
    const char* dir = std::getenv("HEIST_SCREENS_DIR");
    if (!dir || !*dir)
        return;
    std::filesystem::create_directories(dir);
    const auto size = m_target.getSize();
    const auto path = std::filesystem::path(dir) /
                      (m_shotPrefix + name + "-" + std::to_string(size.x) + "x" + std::to_string(size.y) + ".png");
    REQUIRE(image().saveToFile(path.string()));
}

void UiHarness::saveSimulated(const std::string& name) {
    const char* dir = std::getenv("HEIST_SCREENS_DIR");
    if (!dir || !*dir)
        return;
    std::filesystem::create_directories(dir);
    const auto size = m_target.getSize();
    const sf::Image frame = image();
    for (const auto d : kDeficiencies) {
        const auto path = std::filesystem::path(dir) / (m_shotPrefix + name + "-" + deficiencyName(d) + "-" +
                                                        std::to_string(size.x) + "x" + std::to_string(size.y) + ".png");
        REQUIRE(simulate(frame, d).saveToFile(path.string()));
    }
}

// What zbarimg (Debian's zbar-tools) reads from a frame: the text of its one QR code.
std::string readQrCode(const sf::Image& frame) {
    TempDir dir;
    const auto png = dir / "frame.png";
    REQUIRE(frame.saveToFile(png.string()));
    const std::string command = "zbarimg --quiet --raw -Sdisable -Sqrcode.enable '" + png.string() + "' 2>/dev/null";
    std::string out;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buf[4096];
        std::size_t n;
        while ((n = fread(buf, 1, sizeof buf, pipe)) > 0)
            out.append(buf, n);
        INFO("zbarimg: " << out);
        REQUIRE(pclose(pipe) == 0);
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r'))
        out.pop_back();
    return out;
}

std::int64_t finishedSuspicion(const std::filesystem::path& db, std::vector<std::string> names, std::uint64_t seed,
                               const std::string& began) {
    std::int64_t id = 0;
    {
        Table t(std::move(names), seed, Json::object(), db);
        t.everyoneSees();
        playSuspicionToTheEnd(t);
        id = t.live->id();
    }
    SQLite::Database file(db.string(), SQLite::OPEN_READWRITE);
    SQLite::Statement set(file, "UPDATE sessions SET created_at = ? WHERE id = ?");
    set.bind(1, began);
    set.bind(2, static_cast<int64_t>(id));
    REQUIRE(set.exec() == 1);
    return id;
}

} // namespace heist::test
