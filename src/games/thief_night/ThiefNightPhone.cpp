// Thief in the Night on a seat's own phone: the hand that seat entered for the open capture.
#include "engine/PhoneView.hpp"
#include "engine/Words.hpp"
#include "games/thief_night/ThiefNightGame.hpp"

namespace heist::games::thief_night {

Json ThiefNightGame::phoneView(const engine::GameState& gs, int seat, const engine::SessionSetup&) const {
    const auto& s = cast(gs);
    Json lines = Json::array();
    if (s.open && s.thiefSeat >= 0 && (seat == s.thiefSeat || seat == s.captainSeat())) {
        const auto& mine = seat == s.thiefSeat ? s.open->escape : s.open->capture;
        if (mine) {
            std::vector<std::string> cards;
            for (const auto& c : mine->cards)
                cards.push_back(components::cardLabel(c));
            lines.push_back(engine::phoneLine(seat == s.thiefSeat ? "Your escape hand" : "Your capture hand",
                                              engine::words::listAnd(cards)));
            lines.push_back(engine::phoneLine("It makes", components::handName(components::evaluate(mine->cards))));
        }
    }
    return Json{{"title", info().title}, {"lines", lines}};
}

} // namespace heist::games::thief_night
