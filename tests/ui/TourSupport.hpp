#pragma once
// Helpers the UI tours share: typing a name on the app's keyboard, and Secret Night's state,
// roles and turns as a tour needs them, up to the thieves' escape that ends a night.
#include "tests/ui/UiHarness.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "ui/screens/KeyboardScreen.hpp"

#include "tests/support/Catch.hpp"

#include <string>

namespace heist::test {

// Types name key by key (shift for capitals, the accents panel for letters such as á and ’).
inline void typeName(UiHarness& ui, const std::string& name) {
    const sf::String text = sf::String::fromUtf8(name.begin(), name.end());
    for (std::size_t i = 0; i < text.getSize(); ++i) {
        sf::Uint32 c = text[i];
        auto* kb = dynamic_cast<ui::KeyboardScreen*>(ui.app().top());
        REQUIRE(kb);
        if (c == ' ') {
            ui.tap("space");
            continue;
        }
        const bool upper = (c >= 'A' && c <= 'Z');
        if (upper) {
            c += 32;
            if (!kb->shiftOn())
                ui.tap("shift");
        } else if (kb->shiftOn()) {
            ui.tap("shift");
        }
        const auto bytes = sf::String(c).toUtf8();
        const std::string id = "key-" + std::string(bytes.begin(), bytes.end());
        if (!ui.has(id)) {
            ui.tap("accents");
            if (!ui.has(id))
                ui.tap("accent-page"); // the other page of accented letters
            REQUIRE(ui.has(id));
            ui.tap(id);
            ui.tap("accents");
        } else {
            ui.tap(id);
        }
    }
}

inline const games::secret_night::SecretNightState& sn(UiHarness& ui) {
    return games::secret_night::SecretNightGame::cast(ui.app().live()->session().state());
}

// The seat dealt this role (tests may look; the table never does).
inline int seatWithRole(UiHarness& ui, const std::string& role) {
    const auto& game = static_cast<const games::secret_night::SecretNightGame&>(ui.app().live()->session().game());
    for (int s = 0; s < sn(ui).players; ++s)
        if (game.rules().roles[static_cast<std::size_t>(sn(ui).seats[static_cast<std::size_t>(s)].role)].id == role)
            return s;
    return -1;
}

// Taps End turn, letting each message go, until it is this seat's turn; every frame checked.
inline void playUntil(UiHarness& ui, int seat) {
    for (int guard = 0; guard < 20 && sn(ui).current() != seat; ++guard) {
        ui.tap("end-turn");
        ui.checkFrameRules();
        ui.app().update(10.0);
        ui.frame();
    }
    REQUIRE(sn(ui).current() == seat);
}

// A tap, and the table's rules on the frame it leads to.
inline void tapChecked(UiHarness& ui, const std::string& id) {
    ui.tap(id);
    ui.checkFrameRules();
}

// The frame's text joined by spaces (paragraphs wrap a sentence over lines) holds these words.
inline bool frameSays(UiHarness& ui, const std::string& words) {
    std::string all;
    for (const auto& t : ui.lastText())
        all += t.text + " ";
    return all.find(words) != std::string::npos;
}

// The live Secret Night from its deal (every role seen) to 6 a.m. and the Thief's escape by
// car with 2 Money (5 + 5), which takes the thieves to 10 and ends the game; returns the
// Thief's seat. The last steps are tapped, every frame checked.
inline int thievesEscapeAtSix(UiHarness& ui) {
    auto play = [&](const std::string& type, Json args = Json::object()) {
        auto r = ui.app().live()->dispatch(intent(type, std::move(args)));
        REQUIRE(std::holds_alternative<engine::Event>(r));
    };
    const int n = static_cast<int>(ui.app().live()->session().setup().players.size());
    for (int s = 0; s < n; ++s)
        play("sn.see_role", Json{{"seat", s}});
    ui.app().showTable();
    ui.frame();
    while (sn(ui).hoursElapsed < 8)
        play("sn.end_turn");
    const int thief = seatWithRole(ui, "thief");
    while (sn(ui).current() != thief)
        play("sn.end_turn");
    ui.frame();
    for (const char* id : {"escape", "choice-car", "ok", "choice-yes", "plus", "ok"})
        tapChecked(ui, id);
    REQUIRE(ui.app().live()->session().finished());
    return thief;
}

} // namespace heist::test
