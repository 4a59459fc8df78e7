// Settings' language row (SettingsScreen.hpp): English · Español · Français · Deutsch.
#include "ui/screens/SettingsScreen.hpp"

#include "ui/App.hpp"
#include "language/Language.hpp"

namespace heist::ui {

float SettingsScreen::drawLanguages(Painter& p, const sf::FloatRect& row) {
    const auto& all = language::languages();
    const float gap = p.theme().px(12);
    const float each = (row.width - gap * static_cast<float>(all.size() - 1)) / static_cast<float>(all.size());
    const std::string now = m_app.language();
    float x = row.left;
    for (const auto& l : all) {
        // Each named in itself, never translated: whoever reads only that language finds it.
        p.button("language-" + l.code, {x, row.top, each, row.height}, l.name,
                 l.code == now ? ButtonStyle::Selected : ButtonStyle::Normal,
                 [this, code = l.code] { m_app.setLanguage(code); });
        x += each + gap;
    }
    return row.height;
}

} // namespace heist::ui
