// Shadow House Masquerade: the setup check, the intents (a table of small functions reading
// their arguments through typed helpers), the round scoring and the match.
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/shadow_house/ShadowHouseState.hpp"
#include "engine/Standings.hpp"

#include "engine/Args.hpp"
#include "engine/SetupChecks.hpp"
#include "language/Translate.hpp"

#include <algorithm>
#include <stdexcept>
#include <map>

namespace heist::games::shadow_house {

using engine::Event;
using engine::EventDraft;
using engine::Intent;
using engine::Resolved;
using engine::RuleError;

namespace {

constexpr const char* kStarted = "shm.round_started";
constexpr const char* kScored = "shm.round_scored";

std::string nameOf(const std::vector<engine::PlayerInfo>& players, int seat) {
    if (seat >= 0 && seat < static_cast<int>(players.size()))
        return players[static_cast<std::size_t>(seat)].name;
    return tr("Seat {n}", {{"n", seat + 1}});
}

using Handler = Resolved (*)(const ShadowHouseGame&, const ShadowHouseState&, const engine::Args&);

// shm.start_round: the deck is built and dealt; the holder of First on the scene starts.
Resolved startRound(const ShadowHouseGame&, const ShadowHouseState& s, const engine::Args& a) {
    if (s.phase == Phase::Playing)
        return RuleError{"round_in_progress",
                         tr("Round {round} is still being played: score it first.", {{"round", s.round}})};
    if (auto e = a.only({"first"}))
        return *e;
    const auto first = a.seat("first", s.players, tr("who holds First on the scene"));
    if (!first)
        return first.error();
    return EventDraft{kStarted, Json{{"round", s.round + 1}, {"first", *first}}};
}

Json toJson(const RoundScore& r) {
    Json reasons = Json::array();
    for (auto reason : r.reasons)
        reasons.push_back(reasonId(reason));
    return Json{{"round", r.round},
                {"first", r.first},
                {"ending", endingId(r.ending)},
                {"by", r.by < 0 ? Json() : Json(r.by)},
                {"culprit", r.culprit},
                {"accomplices", r.accomplices},
                {"forced_discard", r.forcedDiscard},
                {"points", r.points},
                {"reasons", reasons},
                {"culprit_side_won", r.culpritSideWon}};
}

RoundScore fromJson(const Json& p) {
    RoundScore r;
    r.round = p.at("round").get<int>();
    r.first = p.at("first").get<int>();
    r.ending = endingFromId(p.at("ending").get<std::string>()).value();
    r.by = p.at("by").is_null() ? -1 : p.at("by").get<int>();
    r.culprit = p.at("culprit").get<int>();
    r.accomplices = p.at("accomplices").get<std::vector<int>>();
    r.forcedDiscard = p.at("forced_discard").get<bool>();
    r.points = p.at("points").get<std::vector<int>>();
    for (const auto& id : p.at("reasons"))
        r.reasons.push_back(reasonFromId(id.get<std::string>()).value());
    r.culpritSideWon = p.at("culprit_side_won").get<bool>();
    return r;
}

// shm.score_round: how the round ended, who did it, the culprit and the accomplices; the
// points are worked out here (see preview) and stored in the event.
Resolved scoreRound(const ShadowHouseGame& game, const ShadowHouseState& s, const engine::Args& a) {
    auto scored = game.preview(s, a.json());
    if (auto* error = std::get_if<RuleError>(&scored))
        return *error;
    return EventDraft{kScored, toJson(std::get<RoundScore>(scored))};
}

const std::map<std::string, Handler>& handlers() {
    static const std::map<std::string, Handler> table = {
        {"shm.start_round", &startRound},
        {"shm.score_round", &scoreRound},
    };
    return table;
}

} // namespace

bool RoundScore::onCulpritSide(int seat) const {
    return seat == culprit || std::binary_search(accomplices.begin(), accomplices.end(), seat);
}

// Every step of a round may be taken back: nothing is drawn at random or revealed.
bool ShadowHouseGame::isUndoable(const Event&) const { return true; }

Json ShadowHouseGame::defaultHouseRules() const { return Json{{"lightning", false}}; }

std::optional<RuleError> ShadowHouseGame::validateSetup(const engine::SessionSetup& setup) const {
    if (auto problem = engine::checkPlayers(setup, m_rules.info))
        return problem;
    if (!setup.houseRules.is_object())
        return RuleError{"house_rules", tr("House rules must be an object.")};
    for (const auto& [key, value] : setup.houseRules.items()) {
        if (!engine::isSessionOption(key) && key != "lightning")
            return RuleError{"house_rules", tr("Unknown house rule \"{key}\".", {{"key", key}})};
        if (!value.is_boolean())
            return RuleError{"house_rules", tr("\"{key}\" is true or false.", {{"key", key}})};
    }
    return std::nullopt;
}

std::unique_ptr<engine::GameState> ShadowHouseGame::initialState(const engine::SessionSetup& setup) const {
    auto s = std::make_unique<ShadowHouseState>();
    s->players = static_cast<int>(setup.players.size());
    s->lightning = setup.houseRules.value("lightning", false);
    s->totals.assign(static_cast<std::size_t>(s->players), 0);
    return s;
}

std::vector<EventDraft> ShadowHouseGame::openingEvents(const engine::SessionSetup&, components::Rng&) const {
    return {}; // the deck is shuffled and dealt by hand: nothing is drawn here
}

Resolved ShadowHouseGame::resolve(const engine::GameState& gs, const Intent& intent, components::Rng&) const {
    const auto& s = cast(gs);
    const auto it = handlers().find(intent.type);
    if (it == handlers().end())
        return RuleError{"unknown_intent",
                         tr("Shadow House Masquerade has no action called \"{action}\".", {{"action", intent.type}})};
    if (s.phase == Phase::Finished)
        return RuleError{"game_over", s.lightning
                                          ? tr("The Lightning investigation is over.")
                                          : trn("The match is over: someone reached {n} point.",
                                                "The match is over: someone reached {n} points.", m_rules.matchTarget)};
    if (!intent.args.is_object())
        return RuleError{"bad_intent", tr("The arguments must be an object.")};
    return it->second(*this, s, engine::Args(intent.args));
}

std::variant<RoundScore, RuleError> ShadowHouseGame::preview(const engine::GameState& gs, const Json& args) const {
    const auto& s = cast(gs);
    if (s.phase == Phase::Finished)
        return RuleError{"game_over", tr("The match is over.")};
    if (s.phase != Phase::Playing)
        return RuleError{"no_round", tr("Start the round first: say who holds First on the scene.")};
    if (!args.is_object())
        return RuleError{"bad_intent", tr("The arguments must be an object.")};
    // There is one culprit card: a list of two culprits is an impossible entry.
    Json fixed = args;
    if (fixed.contains("culprit") && fixed["culprit"].is_array()) {
        if (fixed["culprit"].size() > 1)
            return RuleError{"two_culprits", tr("There is only one culprit card: name one culprit.")};
        fixed["culprit"] = fixed["culprit"].empty() ? Json() : fixed["culprit"][0];
    }
    const engine::Args a(fixed);
    if (auto e = a.only({"ending", "by", "culprit", "accomplices", "forced_discard"}))
        return *e;
    std::vector<std::string> endings;
    for (const auto& [ending, id] : kEndingIds)
        endings.emplace_back(id);
    const auto endingText = a.choice("ending", endings, std::nullopt, "bad_ending");
    if (!endingText)
        return endingText.error();
    RoundScore r;
    r.round = s.round;
    r.first = s.first;
    r.ending = *endingFromId(*endingText);
    const auto culprit = a.seat("culprit", s.players, tr("who is the culprit"));
    if (!culprit)
        return culprit.error();
    r.culprit = *culprit;
    const auto accomplices = a.seats("accomplices", s.players, true);
    if (!accomplices)
        return accomplices.error();
    r.accomplices = *accomplices;
    const auto forced = a.flag("forced_discard", false);
    if (!forced)
        return forced.error();
    r.forcedDiscard = *forced;
    const auto by = a.optionalSeat("by", s.players);
    if (!by)
        return by.error();
    r.by = by->value_or(-1);
    if (std::binary_search(r.accomplices.begin(), r.accomplices.end(), r.culprit))
        return RuleError{"culprit_accomplice", tr("The culprit cannot also be listed as an accomplice: take the "
                                                  "culprit out of the accomplices.")};
    if (r.forcedDiscard && r.ending != Ending::LastCard)
        return RuleError{"bad_argument", tr("\"forced_discard\" belongs to the last_card ending only.")};
    switch (r.ending) {
    case Ending::Detective:
    case Ending::Toby: {
        const bool detective = r.ending == Ending::Detective;
        if (r.by < 0)
            return RuleError{"no_finder", detective
                                              ? tr("Say whose detective found the culprit (\"by\": a seat number).")
                                              : tr("Say whose Toby found the culprit (\"by\": a seat number).")};
        if (r.by == r.culprit)
            return RuleError{"finder_is_culprit",
                             detective ? tr("The same player cannot be both the culprit and the one whose detective "
                                            "found the culprit.")
                                       : tr("The same player cannot be both the culprit and the one whose Toby found "
                                            "the culprit.")};
        break;
    }
    case Ending::LastCard:
        if (r.forcedDiscard) {
            if (r.by < 0)
                return RuleError{"no_finder", tr("Say whose accomplice card made the culprit discard their last card "
                                                 "(\"by\": a seat number).")};
            if (r.by == r.culprit)
                return RuleError{"finder_is_culprit", tr("The culprit cannot make themselves discard: \"by\" is the "
                                                         "accomplice who played the card.")};
            // Playing the accomplice card made them an accomplice.
            if (!std::binary_search(r.accomplices.begin(), r.accomplices.end(), r.by)) {
                r.accomplices.push_back(r.by);
                std::sort(r.accomplices.begin(), r.accomplices.end());
            }
        } else {
            if (r.by >= 0 && r.by != r.culprit)
                return RuleError{"finder_is_culprit", tr("The culprit plays their own last card: leave \"by\" out, or "
                                                         "set \"forced_discard\": true if an accomplice forced it.")};
            r.by = r.culprit;
        }
        break;
    case Ending::Handcuffs:
        if (r.by == r.culprit)
            return RuleError{"finder_is_culprit", tr("The sheriff gives the handcuffs to another player: \"by\" cannot "
                                                     "be the culprit.")};
        break;
    }

    const auto& pts = m_rules.points;
    const auto n = static_cast<std::size_t>(s.players);
    r.points.assign(n, 0);
    r.reasons.assign(n, Reason::Bystander);
    r.culpritSideWon = r.ending == Ending::LastCard;
    for (int seat = 0; seat < s.players; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        const bool accomplice = std::binary_search(r.accomplices.begin(), r.accomplices.end(), seat);
        int points = 0;
        Reason why = Reason::Bystander;
        if (r.ending == Ending::LastCard) {
            if (seat == r.culprit)
                why = Reason::CulpritEscaped, points = pts.culpritWins;
            else if (accomplice)
                why = Reason::AccompliceWon, points = pts.accompliceWins;
            else
                why = Reason::LeftBehind;
        } else if (seat == r.culprit) {
            why = Reason::CulpritCaught;
        } else if (r.ending != Ending::Handcuffs && seat == r.by) {
            // A finder with an accomplice card in front of them is an accomplice.
            if (accomplice)
                why = Reason::FinderAccomplice;
            else if (r.ending == Ending::Detective)
                why = Reason::DetectiveFinder, points = pts.detectiveFinder;
            else
                why = Reason::TobyFinder, points = pts.tobyFinder;
        } else if (accomplice) {
            why = Reason::AccompliceLost;
        } else if (r.ending == Ending::Handcuffs) {
            why = Reason::CuffsBystander, points = pts.handcuffsOthers;
        } else {
            why = Reason::Bystander, points = pts.othersWhenFound;
        }
        r.points[i] = s.lightning ? 0 : points;
        r.reasons[i] = why;
    }
    return r;
}

void ShadowHouseGame::apply(engine::GameState& gs, const Event& e) const {
    auto& s = static_cast<ShadowHouseState&>(gs);
    // Events come from the saved file, which may be damaged or forged: a seat that does not
    // exist is an error the loader reports, never an index the views would read out of bounds.
    const auto seat = [&](int v, bool noneAllowed) {
        if ((v < 0 || v >= s.players) && !(noneAllowed && v == -1))
            throw std::runtime_error("the saved log has a seat that does not exist");
        return v;
    };
    if (e.type == kStarted) {
        s.round = e.payload.at("round").get<int>();
        s.first = seat(e.payload.at("first").get<int>(), false);
        s.phase = Phase::Playing;
    } else if (e.type == kScored) {
        RoundScore r = fromJson(e.payload);
        (void)seat(r.first, true);
        (void)seat(r.by, true);
        (void)seat(r.culprit, true);
        for (int a : r.accomplices)
            (void)seat(a, false);
        if (static_cast<int>(r.points.size()) != s.players)
            throw std::runtime_error("the saved log has points for the wrong number of seats");
        for (std::size_t i = 0; i < s.totals.size() && i < r.points.size(); ++i)
            s.totals[i] += r.points[i];
        s.rounds.push_back(std::move(r));
        s.first = -1;
        const bool reached =
            std::any_of(s.totals.begin(), s.totals.end(), [&](int t) { return t >= m_rules.matchTarget; });
        s.phase = s.lightning || reached ? Phase::Finished : Phase::Building;
    }
}

bool ShadowHouseGame::isFinished(const engine::GameState& gs) const { return cast(gs).phase == Phase::Finished; }

// The totals are public, so the round that ends the match can say who wins before it is saved.
std::string ShadowHouseGame::endingNotice(const engine::GameState& before, const engine::GameState& after,
                                          const engine::SessionSetup& setup) const {
    const auto& a = cast(after);
    if (isFinished(before) || !isFinished(a))
        return {};
    if (a.lightning)
        return tr("the Lightning round is the whole match.");
    std::vector<std::string> names;
    const auto won = leaders(a);
    for (int seat : won)
        names.push_back(nameOf(setup.players, seat));
    const int points = a.totals[static_cast<std::size_t>(won.front())];
    return won.size() == 1 ? trn("{name} reaches {n} point and wins the match.",
                                 "{name} reaches {n} points and wins the match.", points, {{"name", names.front()}})
                           : trn("{names} share the win with {n} point.", "{names} share the win with {n} points.",
                                 points, {{"names", listAnd(names)}});
}

std::vector<int> ShadowHouseGame::leaders(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    std::vector<int> out;
    const int best = s.totals.empty() ? 0 : *std::max_element(s.totals.begin(), s.totals.end());
    for (int seat = 0; seat < s.players; ++seat)
        if (s.totals[static_cast<std::size_t>(seat)] == best)
            out.push_back(seat);
    return out;
}

std::string ShadowHouseGame::endingTitle(Ending e) {
    switch (e) {
    case Ending::Detective: return tr("A detective found the culprit");
    case Ending::Toby: return tr("Toby exposed the culprit");
    case Ending::LastCard: return tr("The culprit\u2019s last card was played");
    case Ending::Handcuffs: return tr("The culprit held the handcuffs");
    }
    return "";
}

std::string ShadowHouseGame::endingSentence(const RoundScore& r, const std::vector<engine::PlayerInfo>& players) {
    const Placeholder by{"by", nameOf(players, r.by)};
    const Placeholder culprit{"culprit", nameOf(players, r.culprit)};
    switch (r.ending) {
    case Ending::Detective: return tr("{by}\u2019s detective found the culprit, {culprit}", {by, culprit});
    case Ending::Toby: return tr("{by}\u2019s Toby exposed the culprit, {culprit}", {by, culprit});
    case Ending::LastCard:
        return r.forcedDiscard ? tr("{by}\u2019s accomplice card made the culprit, {culprit}, discard their last card",
                                    {by, culprit})
                               : tr("The culprit, {culprit}, played their last card", {culprit});
    case Ending::Handcuffs:
        return r.by >= 0
                   ? tr("The culprit, {culprit}, was holding the handcuffs from {by}\u2019s sheriff", {by, culprit})
                   : tr("The culprit, {culprit}, was holding the handcuffs", {culprit});
    }
    return "";
}

std::string ShadowHouseGame::roundEndedSentence(const RoundScore& r, const std::vector<engine::PlayerInfo>& players) {
    const Placeholder round{"round", r.round};
    const Placeholder by{"by", nameOf(players, r.by)};
    const Placeholder culprit{"culprit", nameOf(players, r.culprit)};
    switch (r.ending) {
    case Ending::Detective:
        return tr("Round {round} ended: {by}\u2019s detective found the culprit, {culprit}", {round, by, culprit});
    case Ending::Toby:
        return tr("Round {round} ended: {by}\u2019s Toby exposed the culprit, {culprit}", {round, by, culprit});
    case Ending::LastCard:
        return r.forcedDiscard
                   ? tr("Round {round} ended: {by}\u2019s accomplice card made the culprit, {culprit}, "
                        "discard their last card",
                        {round, by, culprit})
                   : tr("Round {round} ended: the culprit, {culprit}, played their last card", {round, culprit});
    case Ending::Handcuffs:
        return r.by >= 0
                   ? tr("Round {round} ended: the culprit, {culprit}, was holding the handcuffs from "
                        "{by}\u2019s sheriff",
                        {round, by, culprit})
                   : tr("Round {round} ended: the culprit, {culprit}, was holding the handcuffs", {round, culprit});
    }
    return "";
}

std::string ShadowHouseGame::reasonText(Reason r, bool forcedDiscard) {
    switch (r) {
    case Reason::DetectiveFinder: return tr("their detective found the culprit");
    case Reason::TobyFinder: return tr("their Toby exposed the culprit");
    case Reason::FinderAccomplice:
        return tr("accomplice: they found the culprit with an accomplice card in front of them");
    case Reason::Bystander: return tr("not on the culprit\u2019s side");
    case Reason::CulpritCaught: return tr("the culprit, found out");
    case Reason::AccompliceLost: return trc("shadow-house-masquerade", "accomplice");
    case Reason::CulpritEscaped:
        return forcedDiscard ? tr("the culprit, whose last card was discarded")
                             : tr("the culprit, who played their last card");
    case Reason::AccompliceWon: return tr("accomplice of the culprit, who got away");
    case Reason::LeftBehind: return tr("the culprit got away");
    case Reason::CuffsBystander: return tr("the culprit held the handcuffs");
    }
    return "";
}

std::string ShadowHouseGame::sideName(const std::string& side) {
    if (side == kCulpritSide)
        return trc("shadow-house-masquerade", "culprit\u2019s side");
    if (side == kAgainstSide)
        return trc("shadow-house-masquerade", "against the culprit");
    return side;
}

std::string ShadowHouseGame::pointsLine(const RoundScore& r, int seat, const std::vector<engine::PlayerInfo>& players,
                                        bool lightning) const {
    const auto i = static_cast<std::size_t>(seat);
    const Placeholder name{"name", nameOf(players, seat)};
    const Placeholder reason{"reason", reasonText(r.reasons.at(i), r.forcedDiscard)};
    if (lightning)
        return r.onCulpritSide(seat) == r.culpritSideWon ? tr("{name}: won, {reason}", {name, reason})
                                                         : tr("{name}: lost, {reason}", {name, reason});
    return tr("{name}: {n}, {reason}", {name, {"n", r.points.at(i)}, reason});
}

std::string ShadowHouseGame::describe(const Event& e, const engine::SessionSetup& setup) const {
    const auto& players = setup.players;
    if (e.type == kStarted)
        return tr(
            "Round {round} begins: {name} holds First on the scene and starts",
            {{"round", e.payload.at("round").get<int>()}, {"name", nameOf(players, e.payload.at("first").get<int>())}});
    if (e.type == kScored) {
        const RoundScore r = fromJson(e.payload);
        if (setup.houseRules.value("lightning", false))
            return r.culpritSideWon
                       ? tr("Lightning round: {how}; the culprit\u2019s side wins",
                            {{"how", endingSentence(r, players)}})
                       : tr("Lightning round: {how}; everyone else wins", {{"how", endingSentence(r, players)}});
        std::string points;
        for (int seat = 0; seat < static_cast<int>(r.points.size()); ++seat)
            points += (seat ? ", " : "") + nameOf(players, seat) + " " +
                      std::to_string(r.points[static_cast<std::size_t>(seat)]);
        return tr("Round {round}: {how} ({points})",
                  {{"round", r.round}, {"how", endingSentence(r, players)}, {"points", points}});
    }
    return e.type;
}

Json ShadowHouseGame::publicView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    Json v;
    v["phase"] = kPhaseIds.id(s.phase);
    v["lightning"] = s.lightning;
    v["round"] = s.round;
    v["rounds_scored"] = s.rounds.size();
    v["target"] = m_rules.matchTarget;
    v["first"] = s.first < 0 ? Json() : Json(s.first);
    Json deck{{"players", s.players}};
    if (const auto it = m_rules.deck.find(s.players); it != m_rules.deck.end()) {
        Json cards = Json::array();
        for (std::size_t c = 0; c < m_rules.cardTypes.size(); ++c)
            cards.push_back(Json{
                {"id", m_rules.cardTypes[c].id}, {"name", m_rules.cardTypes[c].name}, {"count", it->second.counts[c]}});
        deck["cards"] = cards;
        deck["random"] = it->second.random;
        deck["total"] = it->second.total;
    }
    deck["reminders"] = m_rules.setupReminders;
    v["deck"] = deck;
    v["totals"] = s.totals;
    Json rounds = Json::array();
    for (const auto& r : s.rounds)
        rounds.push_back(toJson(r));
    v["rounds"] = rounds;
    v["leaders"] = leaders(s);
    if (s.phase == Phase::Finished)
        v["results"] = results(gs);
    return v;
}

Json ShadowHouseGame::results(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    if (s.phase != Phase::Finished)
        return Json();
    Json out{{"totals", s.totals}, {"rounds", s.rounds.size()}, {"lightning", s.lightning}};
    if (s.lightning && !s.rounds.empty()) {
        const auto& r = s.rounds.back();
        Json culpritSide = Json::array(), others = Json::array(), winners = Json::array();
        for (int seat = 0; seat < s.players; ++seat) {
            (r.onCulpritSide(seat) ? culpritSide : others).push_back(seat);
            if (r.onCulpritSide(seat) == r.culpritSideWon)
                winners.push_back(seat);
        }
        out["winning_side"] = r.culpritSideWon ? "culprit" : "others";
        out["culprit_side"] = culpritSide;
        out["other_side"] = others;
        out["winners"] = winners;
    } else {
        out["winners"] = leaders(s);
        out["shared"] = leaders(s).size() > 1;
    }
    // What decided it, in public words (Game nights shows it on the game's card): how the one
    // round of Lightning ended, or the round in which the match target was reached.
    if (s.lightning && !s.rounds.empty())
        out["deciding"] = endingTitle(s.rounds.back().ending);
    else
        out["deciding"] = trn("{n} point reached in round {round}", "{n} points reached in round {round}",
                              m_rules.matchTarget, {{"round", static_cast<int>(s.rounds.size())}});
    return out;
}

// Totals and results()' winners; Lightning keeps no points but names each player's side.
std::vector<engine::Standing> ShadowHouseGame::standings(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    std::vector<engine::Standing> out;
    if (s.phase != Phase::Finished)
        return out;
    const Json r = results(gs);
    for (int seat = 0; seat < s.players; ++seat) {
        engine::Standing row;
        row.seat = seat;
        if (!s.lightning)
            row.score = s.totals.at(static_cast<std::size_t>(seat));
        for (const auto& w : r["winners"])
            row.winner = row.winner || w.get<int>() == seat;
        row.startPlayer = !s.rounds.empty() && s.rounds.front().first == seat;
        // The side is kept in the statistics' records: a fixed key, worded where it is shown
        // (sideName); the role is read again from the replayed game each time it is shown.
        if (s.lightning && !s.rounds.empty()) {
            row.side = s.rounds.back().onCulpritSide(seat) ? kCulpritSide : kAgainstSide;
            row.role = sideName(row.side);
        }
        out.push_back(row);
    }
    engine::rankStandings(out);
    return out;
}

RoundScore roundFromJson(const Json& j) { return fromJson(j); }

ShadowHouseTableView ShadowHouseGame::tableView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    ShadowHouseTableView v;
    v.phase = s.phase;
    v.finished = s.phase == Phase::Finished;
    v.players = s.players;
    v.lightning = s.lightning;
    v.round = s.round;
    v.first = s.first;
    v.totals = s.totals;
    v.rounds = s.rounds;
    v.leaders = leaders(s);
    return v;
}

} // namespace heist::games::shadow_house
