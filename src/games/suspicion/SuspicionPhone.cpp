// Suspicion on a seat's own phone: the guest the player is, the invitations they peeked at, the
// deduction sheet's public frame (opponents and guests; its ticks stay on the phone) and, in the
// guessing phase until the seat has guessed, the entry form's frame (docs/phones.md, "Entries").
#include "engine/PhoneView.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "language/Translate.hpp"

#include <algorithm>

namespace heist::games::suspicion {

namespace {

// The final guesses: one guest per other seat, the seat's own guest and peeked ones marked.
Json guessEntry(const SuspicionState& s, const SuspicionRules& rules, int seat, const engine::SessionSetup& setup) {
    const auto i = static_cast<std::size_t>(seat);
    // The form's rows are the other players, its options the guests; every word the form shows is
    // the entry's (the page knows the form's shape, no game's words): docs/phones.md, "Entries".
    Json rows = Json::array();
    for (int k = 1; k < s.players; ++k) {
        const int other = (seat + k) % s.players;
        const std::string& name = setup.players.at(static_cast<std::size_t>(other)).name;
        rows.push_back(
            Json{{"seat", other}, {"name", name}, {"question", trc("phone", "Who is {name}?", {{"name", name}})}});
    }
    Json options = Json::array();
    for (std::size_t g = 0; g < rules.guests.size() && g < s.guestNames.size(); ++g) {
        const int gi = static_cast<int>(g);
        const bool peeked = std::find(s.peeked[i].begin(), s.peeked[i].end(), gi) != s.peeked[i].end();
        const std::string mark = s.deal.hands[i] == gi ? trc("phone", "you")
                                 : peeked              ? trc("phone", "peeked: not them")
                                                       : std::string();
        options.push_back(Json{{"id", rules.guests[g].id}, {"name", s.guestNames[g]}, {"mark", mark}});
    }
    return Json{{"form", "one_per_row"},
                {"intent", "suspicion.submit_guesses"},
                {"answer", "guesses"}, // the argument the intent reads: one option id (or null) a seat
                {"ask", trc("phone", "The tablet asks for your guesses.")},
                {"open", trc("phone", "Enter my guesses")},
                {"hint", trc("phone", "Cover your phone. For each player, tap the guest you think they are.")},
                {"incomplete", trc("phone", "Name a guest for every player")},
                {"confirm", trc("phone", "Lock in your guesses? They cannot be changed.")},
                {"accepted", tr("Your guesses are in.")},
                {"not_yours", tr("Your phone can enter only your own guesses.")},
                {"seat", seat},
                {"seats", s.players},
                {"rows", rows},
                {"options", options}};
}

} // namespace

Json SuspicionGame::phoneView(const engine::GameState& gs, int seat, const engine::SessionSetup& setup) const {
    const auto& s = cast(gs);
    Json lines = Json::array();
    Json opponents = Json::array();
    for (int other = 0; other < s.players; ++other)
        if (other != seat)
            opponents.push_back(setup.players.at(static_cast<std::size_t>(other)).name);
    const bool dealt = seat >= 0 && seat < s.players && !s.deal.hands.empty();
    if (dealt) {
        const auto i = static_cast<std::size_t>(seat);
        lines.push_back(engine::phoneLine(tr("You are"), s.guestNames[static_cast<std::size_t>(s.deal.hands[i])]));
        std::vector<std::string> peeked;
        for (int card : s.peeked[i])
            peeked.push_back(s.guestNames[static_cast<std::size_t>(card)]);
        if (!peeked.empty())
            lines.push_back(
                engine::phoneLine(tr("Invitations you peeked at (nobody plays them)"), heist::listAnd(peeked)));
    }
    Json view{
        {"title", info().title}, {"lines", lines}, {"sheet", Json{{"opponents", opponents}, {"guests", s.guestNames}}}};
    if (dealt && s.phase == Phase::Guessing && !s.guesses[static_cast<std::size_t>(seat)])
        view["entry"] = guessEntry(s, rules(), seat, setup);
    return view;
}

} // namespace heist::games::suspicion
