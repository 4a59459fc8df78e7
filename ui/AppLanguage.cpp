// The App's language: chosen at start, switched from Settings (App.hpp).
#include "ui/App.hpp"

#include "language/Language.hpp"
#include "language/Translate.hpp"

#include <cstdlib>

namespace heist::ui {

namespace {
constexpr const char* kSettingKey = "language";
}

void App::chooseLanguage() {
    std::optional<std::string> chosen;
    try {
        chosen = m_store.setting(kSettingKey);
    } catch (const std::exception&) {
        // A file that cannot be read yet speaks the system's language; its verdict follows.
    }
    language::setLanguage(language::startingLanguage(chosen));
}

void App::setLanguage(const std::string& code) {
    if (!language::known(code) || code == language::current())
        return;
    language::setLanguage(code);
    try {
        m_store.setSetting(kSettingKey, code);
    } catch (const std::exception& e) {
        toast(tr("Could not save the setting: {why}", {{"why", e.what()}}), true);
    }
    // Every frame kept is in the old language: the next one is drawn whole, and the screens
    // that keep words made earlier make them again.
    for (auto& screen : m_stack)
        screen->languageChanged();
    forgetFrame();
    m_needsLayout = true;
}

std::string App::language() const { return language::current(); }

} // namespace heist::ui
