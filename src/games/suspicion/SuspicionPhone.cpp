// Suspicion on a seat's own phone: the guest the player is, the invitations they peeked at, and
// the deduction sheet's public frame (opponents and guests; its ticks stay on the phone).
#include "engine/PhoneView.hpp"
#include "engine/Words.hpp"
#include "games/suspicion/SuspicionGame.hpp"

namespace heist::games::suspicion {

Json SuspicionGame::phoneView(const engine::GameState& gs, int seat,
                              const engine::SessionSetup& setup) const {
    const auto& s = cast(gs);
    Json lines = Json::array();
    Json opponents = Json::array();
    for (int other = 0; other < s.players; ++other)
        if (other != seat)
            opponents.push_back(setup.players.at(static_cast<std::size_t>(other)).name);
    if (seat >= 0 && seat < s.players && !s.deal.hands.empty()) {
        const auto i = static_cast<std::size_t>(seat);
        lines.push_back(engine::phoneLine("You are", s.guestNames[static_cast<std::size_t>(s.deal.hands[i])]));
        std::vector<std::string> peeked;
        for (int card : s.peeked[i])
            peeked.push_back(s.guestNames[static_cast<std::size_t>(card)]);
        if (!peeked.empty())
            lines.push_back(engine::phoneLine("Invitations you peeked at (nobody plays them)",
                                              engine::words::listAnd(peeked)));
    }
    return Json{{"title", info().title},
                {"lines", lines},
                {"sheet", Json{{"opponents", opponents}, {"guests", s.guestNames}}}};
}

} // namespace heist::games::suspicion
