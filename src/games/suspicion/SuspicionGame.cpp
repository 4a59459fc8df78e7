// Suspicion: the setup check, applying events, the history's lines, what each screen may see
// and the scores. The intents, a table of small handlers, are in SuspicionIntents.cpp.
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "engine/EnumIds.hpp"
#include "engine/ViewChanges.hpp"
#include "engine/Standings.hpp"

#include "components/GemStacks.hpp"
#include "games/suspicion/SuspicionWords.hpp"
#include "language/Translate.hpp"

#include <algorithm>
#include <stdexcept>

namespace heist::games::suspicion {

using engine::Event;
using engine::EventDraft;
using engine::RuleError;
using engine::changes::seatName;

namespace {

// The phase as the public view spells it.
constexpr engine::EnumIds<Phase, 4> kSuspicionPhaseIds{{{{Phase::Dealing, "dealing"},
                                                         {Phase::Playing, "playing"},
                                                         {Phase::Guessing, "guessing"},
                                                         {Phase::Finished, "finished"}}}};

} // namespace

Json SuspicionGame::defaultHouseRules() const {
    return Json{{"other_printing_stacks", false}, {"guest_names", Json::object()}, {"offer_pin", true}};
}

std::optional<RuleError> SuspicionGame::validateSetup(const engine::SessionSetup& setup) const {
    const int n = static_cast<int>(setup.players.size());
    if (n < m_rules.info.minPlayers || n > m_rules.info.maxPlayers)
        return RuleError{"player_count", tr("{game} is for {min} to {max} players; this table has {n}.",
                                            {{"game", m_rules.info.title},
                                             {"min", m_rules.info.minPlayers},
                                             {"max", m_rules.info.maxPlayers},
                                             {"n", n}})};
    for (const auto& p : setup.players)
        if (p.name.empty())
            return RuleError{"empty_name", tr("Every player needs a name.")};
    for (std::size_t i = 0; i < setup.players.size(); ++i)
        for (std::size_t j = i + 1; j < setup.players.size(); ++j)
            if (setup.players[i].name == setup.players[j].name)
                return RuleError{"duplicate_name", tr("Two players are called {name}; give one of them another name.",
                                                      {{"name", setup.players[i].name}})};
    const auto& hr = setup.houseRules;
    if (!hr.is_object())
        return RuleError{"house_rules", "House rules must be an object."};
    for (const auto& [key, value] : hr.items()) {
        if (engine::isSessionOption(key)) {
            if (!value.is_boolean())
                return RuleError{"house_rules", "\"" + key + "\" is true or false."};
            continue;
        }
        if (key == "other_printing_stacks" && !value.is_boolean())
            return RuleError{"house_rules", "\"other_printing_stacks\" is true or false."};
        if (key == "guest_names") {
            if (!value.is_object())
                return RuleError{"house_rules", "\"guest_names\" maps guest ids to names."};
            for (const auto& [id, name] : value.items())
                if (m_rules.guestIndex(id) < 0 || !name.is_string() || name.get<std::string>().empty())
                    return RuleError{"house_rules", "\"guest_names\" has an unknown guest or an "
                                                    "empty name: \"" +
                                                        id + "\"."};
        } else if (key != "other_printing_stacks") {
            return RuleError{"house_rules", "Unknown house rule \"" + key + "\"."};
        }
    }
    return std::nullopt;
}

std::unique_ptr<engine::GameState> SuspicionGame::initialState(const engine::SessionSetup& setup) const {
    auto s = std::make_unique<SuspicionState>();
    const int n = static_cast<int>(setup.players.size());
    s->players = n;
    for (const auto& p : setup.players)
        s->names.push_back(p.name);
    for (const auto& g : m_rules.guests)
        s->guestNames.push_back(g.name);
    if (setup.houseRules.contains("guest_names"))
        for (const auto& [id, name] : setup.houseRules["guest_names"].items())
            if (int i = m_rules.guestIndex(id); i >= 0)
                s->guestNames[static_cast<std::size_t>(i)] = name.get<std::string>();
    const bool other = setup.houseRules.value("other_printing_stacks", false);
    const auto& table = other ? m_rules.stackSizesOtherPrinting : m_rules.stackSizes;
    const auto it = table.find(n);
    s->stackStart = it == table.end() ? 0 : it->second;
    s->stacks.assign(m_rules.gemIds.size(), s->stackStart);
    s->gems.assign(static_cast<std::size_t>(n), std::vector<int>(m_rules.gemIds.size(), 0));
    s->peeked.assign(static_cast<std::size_t>(n), {});
    s->guesses.assign(static_cast<std::size_t>(n), std::nullopt);
    s->turn.players = n;
    s->actionLimit = n == 2 ? m_rules.actionsPerTurnTwoPlayers : m_rules.actionsPerTurn;
    return s;
}

std::vector<EventDraft> SuspicionGame::openingEvents(const engine::SessionSetup&, components::Rng& rng) const {
    const auto order = components::HiddenDeal::shuffledOrder(rng, static_cast<int>(m_rules.guests.size()));
    return {EventDraft{"suspicion.identities_dealt", Json{{"order", order}}}};
}

void SuspicionGame::apply(engine::GameState& gs, const Event& e) const {
    auto& s = static_cast<SuspicionState&>(gs);
    const auto& p = e.payload;
    // Events come from the saved file, which may be damaged or forged: an event that the
    // rules could never have written is an error the loader reports, never a state that
    // the views would read out of bounds (found by fuzzing the session loader).
    const auto guests = static_cast<int>(s.guestNames.size());
    const auto check = [](bool ok, const char* what) {
        if (!ok)
            throw std::runtime_error(std::string("the saved log has ") + what);
    };
    if (e.type == "suspicion.identities_dealt") {
        auto order = p.at("order").get<std::vector<int>>();
        auto sorted = order;
        std::sort(sorted.begin(), sorted.end());
        bool permutation = static_cast<int>(sorted.size()) == guests;
        for (int i = 0; permutation && i < guests; ++i)
            permutation = sorted[static_cast<std::size_t>(i)] == i;
        check(permutation, "a deal that is not the guest cards");
        s.deal = components::HiddenDeal::fromOrder(order, s.players);
    } else if (e.type == "suspicion.identity_seen") {
        s.deal.seen.at(p.at("seat").get<std::size_t>()) = true;
        if (s.deal.nextUnseen() < 0)
            s.phase = Phase::Playing;
    } else if (e.type == "suspicion.dice_rolled") {
        auto faces = p.at("faces").get<std::vector<int>>();
        check(faces.size() == m_rules.dice.size(), "a roll with the wrong number of dice");
        for (std::size_t d = 0; d < faces.size(); ++d)
            check(faces[d] >= 0 && static_cast<std::size_t>(faces[d]) < m_rules.dice[d].size(),
                  "a die face that does not exist");
        s.dice = std::move(faces);
    } else if (e.type == "suspicion.gem_taken") {
        const int gi = m_rules.gemIndex(p.at("gem").get<std::string>());
        const auto seat = p.at("seat").get<std::size_t>();
        check(gi >= 0 && s.stacks.at(static_cast<std::size_t>(gi)) > 0, "a gem taken from no stack");
        s.stacks.at(static_cast<std::size_t>(gi)) -= 1;
        s.gems.at(seat).at(static_cast<std::size_t>(gi)) += 1;
        s.actionsThisTurn += 1;
        if (s.stacks[static_cast<std::size_t>(gi)] == 0) {
            s.phase = Phase::Guessing; // the game ends the moment a stack is empty
            s.endedBySeat = static_cast<int>(seat);
            s.endedByGem = gi;
        }
    } else if (e.type == "suspicion.invitation_peeked") {
        const auto seat = p.at("seat").get<std::size_t>();
        check(seat < s.peeked.size() && !s.deal.deck.empty(), "a peek at an empty deck");
        s.peeked[seat].push_back(s.deal.peekTopToBottom());
        s.actionsThisTurn += 1;
    } else if (e.type == "suspicion.turn_ended") {
        s.turn.advance();
        s.dice.clear();
        s.actionsThisTurn = 0;
    } else if (e.type == "suspicion.guesses_submitted") {
        auto guesses = p.at("guesses").get<std::vector<int>>();
        check(static_cast<int>(guesses.size()) == s.players, "guesses for the wrong number of seats");
        for (int g : guesses)
            check(g >= -1 && g < guests, "a guess of a guest who does not exist");
        s.guesses.at(p.at("seat").get<std::size_t>()) = std::move(guesses);
    } else if (e.type == "suspicion.identities_revealed") {
        check(!s.deal.hands.empty(), "a reveal before the deal");
        for (const auto& g : s.guesses)
            check(g.has_value(), "a reveal before every guess");
        s.phase = Phase::Finished;
    }
}

bool SuspicionGame::isUndoable(const Event& e) const {
    // Deals, rolls, peeks, guesses and the reveal are barriers: undo never re-rolls and never
    // re-opens a secret.
    return e.type == "suspicion.gem_taken" || e.type == "suspicion.turn_ended";
}

std::string SuspicionGame::describe(const Event& e, const engine::SessionSetup& setup) const {
    const auto& p = e.payload;
    const auto who = [&] { return seatName(setup, p.at("seat").get<int>()); };
    if (e.type == "suspicion.identities_dealt")
        return tr("Invitations dealt face down, one to each player");
    if (e.type == "suspicion.identity_seen")
        return tr("{name} looked at their invitation", {{"name", who()}});
    if (e.type == "suspicion.dice_rolled") {
        std::vector<std::string> shown;
        const auto faces = p.at("faces").get<std::vector<int>>();
        for (std::size_t d = 0; d < faces.size() && d < m_rules.dice.size(); ++d) {
            const auto& id = m_rules.dice[d][static_cast<std::size_t>(faces[d])];
            const int gi = m_rules.guestIndex(id);
            std::string face =
                gi < 0 ? trc("suspicion", "? (any guest)") : m_rules.guests[static_cast<std::size_t>(gi)].name;
            if (gi >= 0 && setup.houseRules.contains("guest_names") && setup.houseRules["guest_names"].contains(id))
                face = setup.houseRules["guest_names"][id].get<std::string>();
            shown.push_back(face);
        }
        return tr("{name} rolled {faces}", {{"name", who()}, {"faces", heist::listAnd(shown)}});
    }
    if (e.type == "suspicion.gem_taken") {
        const int gi = m_rules.gemIndex(p.at("gem").get<std::string>());
        return gemTakenLine(m_rules, gi, who(), p.at("method").get<std::string>());
    }
    if (e.type == "suspicion.invitation_peeked")
        return tr("{name} peeked at an invitation", {{"name", who()}});
    if (e.type == "suspicion.turn_ended") {
        const int seat = p.at("seat").get<int>();
        return tr("{name} ended their turn; {next} is next",
                  {{"name", who()}, {"next", seatName(setup, (seat + 1) % static_cast<int>(setup.players.size()))}});
    }
    if (e.type == "suspicion.guesses_submitted")
        return tr("{name} entered their guesses", {{"name", who()}});
    if (e.type == "suspicion.identities_revealed")
        return tr("The invitations were turned over");
    return e.type;
}

Json SuspicionGame::publicPayload(const Event& e) const {
    if (e.type == "suspicion.identities_dealt")
        return Json::object();
    if (e.type == "suspicion.invitation_peeked" || e.type == "suspicion.guesses_submitted")
        return Json{{"seat", e.payload.at("seat")}};
    return e.payload;
}

Json SuspicionGame::publicView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    Json v;
    v["phase"] = kSuspicionPhaseIds.id(s.phase);
    v["round"] = s.turn.round;
    v["turn"] = s.turn.current;
    v["stack_start"] = s.stackStart;
    v["stacks"] = Json::object();
    for (std::size_t g = 0; g < m_rules.gemIds.size(); ++g)
        v["stacks"][m_rules.gemIds[g]] = s.stacks[g];
    v["deck_size"] = s.deal.deck.size();
    v["actions_this_turn"] = s.actionsThisTurn;
    v["action_limit"] = s.actionLimit;
    v["two_player_reminder"] = s.players == 2;
    v["next_to_see"] = s.deal.nextUnseen();
    Json dice = Json::array();
    for (std::size_t d = 0; d < s.dice.size(); ++d)
        dice.push_back(m_rules.dice[d][static_cast<std::size_t>(s.dice[d])]);
    v["dice"] = dice;
    if (s.endedBySeat >= 0)
        v["ended_by"] = Json{{"seat", s.endedBySeat}, {"gem", m_rules.gemIds[static_cast<std::size_t>(s.endedByGem)]}};
    Json players = Json::array();
    for (int seat = 0; seat < s.players; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        Json pl{{"seat", seat}};
        Json gems = Json::object();
        int total = 0;
        for (std::size_t g = 0; g < m_rules.gemIds.size(); ++g) {
            gems[m_rules.gemIds[g]] = s.gems[i][g];
            total += s.gems[i][g];
        }
        pl["gems"] = gems;
        pl["gem_total"] = total;
        pl["has_seen"] = s.deal.seen.empty() ? false : static_cast<bool>(s.deal.seen[i]);
        pl["has_guessed"] = s.guesses[i].has_value();
        if (s.phase == Phase::Finished) {
            pl["identity"] = s.guestNames[static_cast<std::size_t>(s.deal.hands[i])];
            Json g = Json::array();
            for (int other : *s.guesses[i])
                g.push_back(other < 0 ? Json() : Json(s.guestNames[static_cast<std::size_t>(other)]));
            pl["guesses"] = g;
        }
        players.push_back(pl);
    }
    v["players"] = players;
    if (s.phase == Phase::Finished)
        v["results"] = results(gs);
    return v;
}

SuspicionTableView SuspicionGame::tableView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    SuspicionTableView v;
    v.phase = s.phase;
    v.finished = s.phase == Phase::Finished;
    v.turn = s.turn.current;
    v.nextToSee = s.deal.nextUnseen();
    v.guestNames = s.guestNames;
    for (const auto& g : s.guesses)
        v.hasGuessed.push_back(g.has_value());
    return v;
}

SuspicionSeatView SuspicionGame::seatView(const engine::GameState& gs, int seat) const {
    const auto& s = cast(gs);
    SuspicionSeatView v;
    if (seat < 0 || seat >= s.players || s.deal.hands.empty())
        return v;
    const auto i = static_cast<std::size_t>(seat);
    v.seat = seat;
    v.identity = s.deal.hands[i];
    v.peeked = s.peeked[i];
    return v;
}

// Written from the seat's view, so that the phone and the screens say the same.
Json SuspicionGame::privateView(const engine::GameState& gs, int seat) const {
    const auto& s = cast(gs);
    const auto sv = seatView(gs, seat);
    Json v;
    if (sv.identity < 0)
        return v;
    v["identity"] = s.guestNames[static_cast<std::size_t>(sv.identity)];
    Json peeked = Json::array();
    for (int card : sv.peeked)
        peeked.push_back(s.guestNames[static_cast<std::size_t>(card)]);
    v["peeked"] = peeked;
    return v;
}

Json SuspicionGame::secretsView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    Json v;
    Json ids = Json::array();
    for (int seat = 0; seat < s.players && !s.deal.hands.empty(); ++seat)
        ids.push_back(privateView(gs, seat));
    v["players"] = ids;
    Json deck = Json::array();
    for (int card : s.deal.deck)
        deck.push_back(s.guestNames[static_cast<std::size_t>(card)]);
    v["deck_top_first"] = deck;
    Json guesses = Json::array();
    for (const auto& g : s.guesses) {
        Json row = Json::array();
        if (g)
            for (int other : *g)
                row.push_back(other < 0 ? Json() : Json(s.guestNames[static_cast<std::size_t>(other)]));
        guesses.push_back(g ? row : Json());
    }
    v["guesses"] = guesses;
    return v;
}

// The play ends when a stack runs out, before the guesses: that gem is the tap to ask about.
std::string SuspicionGame::endingNotice(const engine::GameState& before, const engine::GameState& after,
                                        const engine::SessionSetup&) const {
    const auto& a = cast(after);
    if (cast(before).phase != Phase::Playing || a.phase != Phase::Guessing || a.endedByGem < 0)
        return {};
    return lastGemNotice(m_rules, a.endedByGem);
}

bool SuspicionGame::isFinished(const engine::GameState& gs) const { return cast(gs).phase == Phase::Finished; }

std::vector<SuspicionScore> SuspicionGame::scores(const SuspicionState& s) const {
    std::vector<SuspicionScore> out;
    for (int seat = 0; seat < s.players; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        SuspicionScore r;
        r.seat = seat;
        const auto gem = components::scoreGems(s.gems[i], m_rules.pointsPerSet, m_rules.pointsPerSingle);
        r.sets = gem.sets;
        r.singles = gem.singles;
        r.gemPoints = gem.points;
        for (int g : s.gems[i])
            r.gemsTaken += g;
        if (s.guesses[i])
            for (int other = 0; other < s.players; ++other)
                if (other != seat &&
                    (*s.guesses[i])[static_cast<std::size_t>(other)] == s.deal.hands[static_cast<std::size_t>(other)])
                    ++r.correctGuesses;
        for (int other = 0; other < s.players; ++other)
            if (other != seat && s.guesses[static_cast<std::size_t>(other)] &&
                (*s.guesses[static_cast<std::size_t>(other)])[i] == s.deal.hands[i])
                ++r.guessedBy;
        r.guessPoints = r.correctGuesses * m_rules.pointsPerCorrectGuess;
        r.score = r.gemPoints + r.guessPoints;
        out.push_back(r);
    }
    return out;
}

namespace {

// Most points; then kept secret from the most opponents (fewest guessed it); then most gems.
bool better(const SuspicionScore& a, const SuspicionScore& b) {
    if (a.score != b.score)
        return a.score > b.score;
    if (a.guessedBy != b.guessedBy)
        return a.guessedBy < b.guessedBy;
    return a.gemsTaken > b.gemsTaken;
}

} // namespace

std::vector<std::size_t> SuspicionGame::resultsOrder(const Json& results) {
    std::vector<SuspicionScore> rows;
    if (results.is_object() && results.contains("scores"))
        for (const auto& r : results["scores"])
            rows.push_back({.seat = r.value("seat", 0),
                            .score = r.value("score", 0),
                            .guessedBy = r.value("guessed_by", 0),
                            .gemsTaken = r.value("gems_taken", 0)});
    std::vector<std::size_t> order(rows.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return better(rows[a], rows[b]); });
    return order;
}

std::vector<int> SuspicionGame::winners(const SuspicionState& s) const {
    const auto rs = scores(s);
    std::vector<int> best;
    for (const auto& r : rs) {
        if (best.empty() || better(r, rs[static_cast<std::size_t>(best.front())])) {
            best = {r.seat};
        } else if (!better(rs[static_cast<std::size_t>(best.front())], r)) {
            best.push_back(r.seat);
        }
    }
    return best;
}

Json SuspicionGame::results(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    if (s.phase != Phase::Finished)
        return Json();
    Json rows = Json::array();
    const auto rs = scores(s);
    for (const auto& r : rs)
        rows.push_back(Json{{"seat", r.seat},
                            {"sets", r.sets},
                            {"singles", r.singles},
                            {"gem_points", r.gemPoints},
                            {"correct_guesses", r.correctGuesses},
                            {"guess_points", r.guessPoints},
                            {"score", r.score},
                            {"guessed_by", r.guessedBy},
                            {"gems_taken", r.gemsTaken}});
    const auto w = winners(s);
    std::string decidedBy = "score";
    if (w.size() == 1) {
        int sameScore = 0, sameGuessed = 0;
        const auto& win = rs[static_cast<std::size_t>(w[0])];
        for (const auto& r : rs) {
            if (r.seat == win.seat || r.score != win.score)
                continue;
            ++sameScore;
            if (r.guessedBy == win.guessedBy)
                ++sameGuessed;
        }
        if (sameGuessed > 0)
            decidedBy = "most_gems";
        else if (sameScore > 0)
            decidedBy = "fewest_guessed";
    } else {
        decidedBy = "shared";
    }
    // What decided the game, in public words (Game nights shows it on the game's card), in the
    // language current when the results are read (they are worked out again, never stored).
    const std::string deciding = decidedBy == "fewest_guessed"
                                     ? tr("A gem stack ran out; the tie went to the one fewest guessed")
                                 : decidedBy == "most_gems" ? tr("A gem stack ran out; the tie went to the most gems")
                                 : decidedBy == "shared"    ? tr("A gem stack ran out; a shared win")
                                                            : tr("A gem stack ran out");
    return Json{{"scores", rows}, {"winners", w}, {"decided_by", decidedBy}, {"deciding", deciding}};
}

std::vector<std::string> SuspicionGame::unrevealedSecrets(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    std::vector<std::string> out;
    if (s.phase == Phase::Finished || s.deal.hands.empty())
        return out;
    for (int card : s.deal.hands)
        out.push_back(s.guestNames[static_cast<std::size_t>(card)]);
    return out;
}

// Scores and the tie-breaks of results(); the role is the guest each player was, which
// the reveal made public.
std::vector<engine::Standing> SuspicionGame::standings(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    std::vector<engine::Standing> out;
    if (s.phase != Phase::Finished)
        return out;
    const auto w = winners(s);
    for (const auto& r : scores(s)) {
        engine::Standing row;
        row.seat = r.seat;
        row.score = r.score;
        row.winner = std::find(w.begin(), w.end(), r.seat) != w.end();
        row.startPlayer = r.seat == 0;
        const auto seat = static_cast<std::size_t>(r.seat);
        if (seat < s.deal.hands.size())
            row.role = s.guestNames.at(static_cast<std::size_t>(s.deal.hands[seat]));
        out.push_back(row);
    }
    engine::rankStandings(out);
    return out;
}

} // namespace heist::games::suspicion

namespace heist::games::suspicion {

std::vector<engine::PlayerInfo> SuspicionGame::seatsForPlayAgain(std::vector<engine::PlayerInfo> seats) const {
    if (seats.size() > 1)
        std::rotate(seats.begin(), seats.begin() + 1, seats.end());
    for (std::size_t i = 0; i < seats.size(); ++i)
        seats[i].seat = static_cast<int>(i);
    return seats;
}

} // namespace heist::games::suspicion
