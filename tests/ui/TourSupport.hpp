#pragma once
// Helpers the UI tours share: typing a name on the app's keyboard, and Secret Night's state,
// roles and turns as a tour needs them.
#include "UiHarness.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "screens/KeyboardScreen.hpp"

#include <catch2/catch.hpp>

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

} // namespace heist::test
