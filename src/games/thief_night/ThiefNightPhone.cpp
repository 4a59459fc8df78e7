// Thief in the Night on a seat's own phone: the hand that seat entered for the open capture and,
// while its side's hand is not in and may be entered, the hand form's frame (docs/phones.md,
// "Entries").
#include "engine/PhoneView.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "language/Translate.hpp"

namespace heist::games::thief_night {

namespace {

// The deck as the form lays it out: suits and ranks in the order a hand is read.
Json deckJson() {
    Json suits = Json::array();
    for (int suit : {3, 2, 1, 0}) {
        const components::Card c{14, static_cast<std::uint8_t>(suit)};
        const std::string code = components::cardCode(c), label = components::cardLabel(c);
        suits.push_back(Json{{"code", code.substr(1)},
                             {"symbol", label.substr(1)},
                             {"name", components::suitName(suit)},
                             {"red", suit == 1 || suit == 2}});
    }
    Json ranks = Json::array();
    for (int rank = 14; rank >= 2; --rank) {
        const std::string code = components::cardCode(components::Card{static_cast<std::uint8_t>(rank), 0});
        ranks.push_back(code.substr(0, code.size() - 1));
    }
    return Json{{"suits", suits}, {"ranks", ranks}};
}

} // namespace

Json ThiefNightGame::phoneView(const engine::GameState& gs, int seat, const engine::SessionSetup&) const {
    const auto& s = cast(gs);
    Json lines = Json::array();
    Json entry;
    if (s.open && s.thiefSeat >= 0 && (seat == s.thiefSeat || seat == s.captainSeat())) {
        const bool thief = seat == s.thiefSeat;
        const auto& mine = thief ? s.open->escape : s.open->capture;
        if (mine) {
            std::vector<std::string> cards;
            for (const auto& c : mine->cards)
                cards.push_back(components::cardLabel(c));
            lines.push_back(
                engine::phoneLine(thief ? tr("Your escape hand") : tr("Your capture hand"), listAnd(cards)));
            lines.push_back(engine::phoneLine(tr("It makes"), components::handName(components::evaluate(mine->cards))));
        } else if (!thief || !s.open->behind || s.open->drawn) {
            // The thief's hand waits for the draw behind the thief (tn.enter_escape refuses it).
            const bool forced = thief && s.open->drawn;
            const int limit = thief ? m_rules.thiefHand : capturePoolLimit(*s.open);
            // The form's words are the entry's: the page knows the form, not the game.
            std::string hint;
            if (forced) {
                std::vector<std::string> positions;
                for (int at : s.open->forcedPositions)
                    positions.push_back(std::to_string(at + 1));
                hint = trc("phone",
                           "Lay your {n} cards face down in a row and enter them left to right. Positions {positions} "
                           "(marked) must be used.",
                           {{"n", s.open->handSize}, {"positions", listAnd(positions)}});
            } else if (thief) {
                hint = trc("phone",
                           "Cover your phone. Tap your five cards, or your whole hand (up to {n}) for the best five.",
                           {{"n", limit}});
            } else {
                hint = trc("phone",
                           "Cover your phone. Tap the capture hand, or the cards of all who see the thief (up to {n}) "
                           "for the best five.",
                           {{"n", limit}});
            }
            entry = Json{{"form", "choose_cards"},
                         {"intent", thief ? "tn.enter_escape" : "tn.enter_capture"},
                         {"ask", thief ? trc("phone", "The tablet asks for your escape hand.")
                                       : trc("phone", "The tablet asks for your capture hand.")},
                         {"open", thief ? trc("phone", "Enter my escape hand") : trc("phone", "Enter my capture hand")},
                         {"accepted", tr("Your hand is in.")},
                         {"hint", hint},
                         {"poolKey", thief ? "hand" : "pool"},
                         {"poolLimit", limit},
                         {"handSize", forced ? s.open->handSize : 0},
                         {"forced", forced ? Json(s.open->forcedPositions) : Json::array()},
                         {"mixedDecks", s.mixedDecks},
                         {"deck", deckJson()}};
        }
    }
    Json view{{"title", trData("thief-in-the-night", info().title)}, {"lines", lines}};
    if (!entry.is_null())
        view["entry"] = entry;
    return view;
}

} // namespace heist::games::thief_night
