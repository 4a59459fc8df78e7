// Events folded into the state, their public sentences and payloads, and the views.
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "engine/ViewChanges.hpp"
#include "engine/Standings.hpp"
#include "language/Translate.hpp"

#include <algorithm>
#include <stdexcept>

namespace heist::games::thief_night {

using components::Card;
using engine::Event;
using engine::changes::seatName;

namespace {

EnteredHand handFrom(const Json& j) {
    EnteredHand h;
    const auto cards = j.at("cards");
    // A card the log cannot name (a damaged or forged file) is an error, not a guess.
    const auto card = [](const Json& code) {
        const auto c = components::parseCard(code.get<std::string>());
        if (!c)
            throw std::runtime_error("the saved log names a card that does not exist");
        return *c;
    };
    if (cards.size() != 5)
        throw std::runtime_error("the saved log has a hand without five cards");
    for (std::size_t i = 0; i < 5; ++i)
        h.cards[i] = card(cards[i]);
    for (const auto& f : j.at("forced"))
        h.forced.push_back(card(f));
    h.proposed = j.value("proposed", false);
    return h;
}

Json cardsJson(const components::Five& cards) {
    Json out = Json::array();
    for (const Card& c : cards)
        out.push_back(components::cardCode(c));
    return out;
}

Json cardsJson(const std::vector<Card>& cards) {
    Json out = Json::array();
    for (const Card& c : cards)
        out.push_back(components::cardCode(c));
    return out;
}

// "2, 5 and 7": 0-based positions as counted at the table.
std::string positionsText(const std::vector<int>& positions) {
    std::vector<std::string> out;
    for (int p : positions)
        out.push_back(std::to_string(p + 1));
    return listAnd(out);
}

// The verdict of a judged hand_entered event, worded now from the cards it carries (the
// payload's own "verdict" is the English of the day it was played, kept for older readers).
std::string verdictOf(const ThiefNightGame& game, const Json& judged) {
    const auto escape = handFrom(judged.at("escape")), capture = handFrom(judged.at("capture"));
    return game.verdictText(components::evaluate(escape.cards), components::evaluate(capture.cards));
}

} // namespace

namespace {
// The capture a hand belongs to. A log read from a file could hold a hand with no capture
// open (a damaged or forged file, found by fuzz/FuzzSessionFile.cpp): that is an error
// the loader reports, never undefined behaviour.
Capture& openCapture(ThiefNightState& s) {
    if (!s.open)
        throw std::runtime_error("the saved log has a hand with no capture open");
    return *s.open;
}
} // namespace

void ThiefNightGame::apply(engine::GameState& gs, const Event& e) const {
    auto& s = static_cast<ThiefNightState&>(gs);
    const auto& p = e.payload;
    if (e.type == "tn.built") {
        s.buildTurns.push_back(p.at("kind").get<std::string>() == "traps" ? 1 : 0);
    } else if (e.type == "tn.rooms_counted") {
        s.rooms = p.at("rooms").get<int>();
    } else if (e.type == "tn.sides_drawn") {
        s.thiefSeat = p.at("thief").get<int>();
        if (s.thiefSeat != 0 && s.thiefSeat != 1) // a damaged or forged log
            throw std::runtime_error("the saved log has a seat that does not exist");
        s.phase = Phase::Playing;
        s.turn = Side::Thief;
        s.round = 1;
    } else if (e.type == "tn.turn_ended") {
        if (s.turn == Side::Thief) {
            s.turn = Side::Captain;
        } else {
            s.turn = Side::Thief;
            ++s.round;
        }
    } else if (e.type == "tn.spotted") {
        Capture c;
        c.round = s.round;
        c.during = s.turn;
        c.guards = p.at("guards").get<int>();
        if (p.contains("captain"))
            c.captain = p.at("captain").get<bool>();
        // Older logs did not say who moved: then whoever's turn it was.
        c.guardMoved = p.contains("moved") ? p.at("moved").get<std::string>() == "guard" : s.turn == Side::Captain;
        c.behind = p.at("behind").get<bool>();
        s.open = c;
    } else if (e.type == "tn.forced_drawn") {
        auto& open = openCapture(s);
        open.handSize = p.at("hand_size").get<int>();
        open.forcedPositions = p.at("positions").get<std::vector<int>>();
        // A damaged or forged log: the positions index the face-down cards.
        if (open.handSize < m_rules.judged || open.handSize > m_rules.largestPool ||
            static_cast<int>(open.forcedPositions.size()) > m_rules.judged ||
            std::any_of(open.forcedPositions.begin(), open.forcedPositions.end(),
                        [&](int x) { return x < 0 || x >= open.handSize; }))
            throw std::runtime_error("the saved log has a forced draw that does not fit the hand");
        open.drawn = true;
    } else if (e.type == "tn.hand_entered") {
        auto& open = openCapture(s);
        const bool thief = kSideIds.from(p.at("side").get<std::string>()) == Side::Thief;
        (thief ? open.escape : open.capture) = handFrom(p);
        if (p.contains("judged")) {
            const auto& j = p["judged"];
            open.outcome = j.at("outcome").get<std::string>();
            open.verdict = verdictOf(*this, j);
            s.captures.push_back(*s.open);
            s.open.reset();
            if (s.captures.back().outcome == "capture") {
                s.phase = Phase::Finished;
                s.winner = "captain";
                s.endReason = "capture";
            }
        }
    } else if (e.type == "tn.gem_taken") {
        s.gemTaken = true;
    } else if (e.type == "tn.thief_escaped") {
        s.phase = Phase::Finished;
        s.winner = "thief";
        s.endReason = "escaped";
    }
}

bool ThiefNightGame::isUndoable(const Event& e) const {
    // The sides draw, the cards behind the thief and the hands shown are barriers: undo never
    // draws again and never hides what both players have seen.
    if (e.type == "tn.sides_drawn" || e.type == "tn.forced_drawn")
        return false;
    if (e.type == "tn.hand_entered")
        return !e.payload.contains("judged");
    return true;
}

std::string ThiefNightGame::describe(const Event& e, const engine::SessionSetup& setup) const {
    const auto& p = e.payload;
    if (e.type == "tn.built") {
        const bool traps = p.at("kind").get<std::string>() == "traps";
        const std::string who = seatName(setup, p.at("seat").get<int>());
        const int amount = p.at("amount").get<int>();
        return traps ? trn("{name} marked {n} trap", "{name} marked {n} traps", amount, {{"name", who}})
                     : trn("{name} marked {n} wall edge", "{name} marked {n} wall edges", amount, {{"name", who}});
    }
    if (e.type == "tn.rooms_counted")
        return trn("The castle has {n} room", "The castle has {n} rooms", p.at("rooms").get<int>());
    if (e.type == "tn.sides_drawn") {
        const int thief = p.at("thief").get<int>();
        return tr("Sides drawn: {thief} is the thief, {captain} the guard captain",
                  {{"thief", seatName(setup, thief)}, {"captain", seatName(setup, 1 - thief)}});
    }
    if (e.type == "tn.turn_ended")
        return kSideIds.from(p.at("side").get<std::string>()) == Side::Thief
                   ? tr("The thief's turn ended; the guard captain moves all six pieces")
                   : tr("The guard captain's turn ended; round {round}, the thief's turn",
                        {{"round", p.at("round").get<int>() + 1}});
    if (e.type == "tn.spotted") {
        const int g = p.at("guards").get<int>();
        // Who sees the thief, a whole clause; then how it came about, one frame per case.
        std::string seen = trn("{n} guard sees the thief", "{n} guards see the thief", g);
        if (p.contains("captain") && p.at("captain").get<bool>())
            seen = g == 1 ? tr("The captain sees the thief")
                          : trn("The captain and {n} guard see the thief", "The captain and {n} guards see the thief",
                                g - 1);
        const bool behind = p.at("behind").get<bool>();
        const std::string moved = p.contains("moved") ? p.at("moved").get<std::string>() : std::string();
        // TRANSLATORS: {seen} is a whole clause, "2 guards see the thief".
        if (moved == "guard")
            return behind ? tr("{seen} after a guard moved, from behind", {{"seen", seen}})
                          : tr("{seen} after a guard moved", {{"seen", seen}});
        if (moved == "thief")
            return behind ? tr("{seen} after the thief moved, from behind", {{"seen", seen}})
                          : tr("{seen} after the thief moved", {{"seen", seen}});
        return behind ? tr("{seen}, from behind", {{"seen", seen}}) : seen;
    }
    if (e.type == "tn.forced_drawn") {
        const auto pos = p.at("positions").get<std::vector<int>>();
        return trn("Behind the thief: position {positions} of {total} face-down cards goes into the escape hand",
                   "Behind the thief: positions {positions} of {total} face-down cards go into the escape hand",
                   static_cast<long long>(pos.size()),
                   {{"positions", positionsText(pos)}, {"total", p.at("hand_size").get<int>()}});
    }
    if (e.type == "tn.hand_entered") {
        const bool thief = kSideIds.from(p.at("side").get<std::string>()) == Side::Thief;
        if (!p.contains("judged"))
            return thief ? tr("The thief entered an escape hand (hidden until both are in)")
                         : tr("The guard captain entered a capture hand (hidden until both are in)");
        return tr("Hands shown: {verdict}", {{"verdict", verdictOf(*this, p["judged"])}});
    }
    if (e.type == "tn.gem_taken")
        return tr("The thief picked up the gem");
    if (e.type == "tn.thief_escaped")
        return tr("The thief escaped the castle with the gem");
    return e.type;
}

Json ThiefNightGame::publicPayload(const Event& e) const {
    if (e.type == "tn.hand_entered" && !e.payload.contains("judged"))
        return Json{{"side", e.payload.at("side")}};
    return e.payload;
}

namespace {

Json captureJson(const ThiefNightGame& game, const Capture& c, bool showHands) {
    Json j{{"round", c.round},
           {"during", kSideIds.id(c.during)},
           {"guards", c.guards},
           {"behind", c.behind},
           {"captain", c.captain ? Json(*c.captain) : Json()},
           {"moved", c.guardMoved ? "guard" : "thief"},
           {"forced_count", c.forcedCount()},
           {"drawn", c.drawn},
           {"escape_entered", c.escape.has_value()},
           {"capture_entered", c.capture.has_value()}};
    if (c.drawn) {
        j["hand_size"] = c.handSize;
        Json pos = Json::array();
        for (int p : c.forcedPositions)
            pos.push_back(p + 1);
        j["forced_positions"] = pos; // 1-based, as counted at the table
    }
    if (showHands && c.escape && c.capture) {
        const auto er = components::evaluate(c.escape->cards), cr = components::evaluate(c.capture->cards);
        j["escape"] = Json{{"cards", cardsJson(c.escape->cards)},
                           {"name", components::handName(er)},
                           {"forced", cardsJson(c.escape->forced)}};
        j["capture"] = Json{{"cards", cardsJson(c.capture->cards)}, {"name", components::handName(cr)}};
        j["outcome"] = c.outcome;
        j["verdict"] = game.verdictText(er, cr); // in today's language
    }
    return j;
}

} // namespace

ThiefNightTableView ThiefNightGame::tableView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    ThiefNightTableView v;
    v.phase = s.phase;
    v.finished = s.phase == Phase::Finished;
    v.mixedDecks = s.mixedDecks;
    v.ace = s.ace;
    v.thiefSeat = s.thiefSeat;
    v.captainSeat = s.captainSeat();
    v.turn = s.turn;
    v.round = s.round;
    v.gemTaken = s.gemTaken;
    v.winner = s.winner;
    v.endReason = s.endReason;
    if (s.open) {
        const auto& c = *s.open;
        v.open = OpenCaptureView{c.during,
                                 c.guards,
                                 c.behind,
                                 c.drawn,
                                 c.handSize,
                                 c.forcedPositions,
                                 capturePoolLimit(c),
                                 c.escape.has_value(),
                                 c.capture.has_value()};
    }
    v.judgedCaptures = s.captures.size();
    return v;
}

ThiefNightSeatView ThiefNightGame::seatView(const engine::GameState& gs, int seat) const {
    const auto& s = cast(gs);
    ThiefNightSeatView v;
    v.seat = seat;
    if (s.open && s.thiefSeat >= 0 && (seat == s.thiefSeat || seat == s.captainSeat())) {
        const auto& mine = seat == s.thiefSeat ? s.open->escape : s.open->capture;
        if (mine)
            v.hand = mine->cards;
    }
    return v;
}

Json ThiefNightGame::publicView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    const auto tv = tableView(gs);
    Json v;
    v["phase"] = tv.phase == Phase::Building ? "building" : tv.phase == Phase::Playing ? "playing" : "finished";
    v["house_rules"] = Json{{"mixed_decks", tv.mixedDecks}, {"ace", m_rules.aceRuleId(tv.ace)}};
    v["setup"] = Json{{"build_turns", s.buildTurns.size()},
                      {"wall_edges", wallEdges(s)},
                      {"traps", traps(s)},
                      {"rooms", s.rooms},
                      {"ready", castleReady(s)},
                      {"next_builder", nextBuilder(s)},
                      {"ready_rooms", m_rules.readyRooms},
                      {"ready_traps", m_rules.readyTraps},
                      {"min_room", std::to_string(m_rules.minRoomWidth) + "x" + std::to_string(m_rules.minRoomHeight)}};
    if (tv.thiefSeat >= 0) {
        v["sides"] = Json{{"thief", tv.thiefSeat}, {"captain", tv.captainSeat}};
        v["turn"] = kSideIds.id(tv.turn);
        v["round"] = tv.round;
    }
    v["gem_taken"] = tv.gemTaken;
    if (s.open) {
        v["open_capture"] = captureJson(*this, *s.open, false);
        v["open_capture"]["pool_limit"] = tv.open->poolLimit;
    }
    v["thief_hand_limit"] = m_rules.thiefHand;
    Json caps = Json::array();
    for (const auto& c : s.captures)
        caps.push_back(captureJson(*this, c, true));
    v["captures"] = caps;
    if (!s.captures.empty() && s.captures.back().outcome == "escape")
        v["escape_reminder"] = escapeReminder();
    if (tv.finished)
        v["results"] = results(gs);
    return v;
}

Json ThiefNightGame::privateView(const engine::GameState& gs, int seat) const {
    const auto sv = seatView(gs, seat);
    Json v = Json::object();
    if (sv.hand) {
        v["cards"] = cardsJson(*sv.hand);
        v["name"] = components::handName(components::evaluate(*sv.hand));
    }
    return v;
}

Json ThiefNightGame::secretsView(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    Json v = Json::object();
    if (s.open && s.thiefSeat >= 0) {
        v["escape"] = privateView(gs, s.thiefSeat);
        v["capture"] = privateView(gs, s.captainSeat());
    }
    return v;
}

bool ThiefNightGame::isFinished(const engine::GameState& gs) const { return cast(gs).phase == Phase::Finished; }

// Only the escape is a plain tap: a capture is judged from hands entered in private (a
// barrier), so it never asks.
std::string ThiefNightGame::endingNotice(const engine::GameState& before, const engine::GameState& after,
                                         const engine::SessionSetup& setup) const {
    const auto& a = cast(after);
    if (isFinished(before) || !isFinished(a))
        return {};
    const int seat = a.winner == "thief" ? a.thiefSeat : a.captainSeat();
    const std::string who = seatName(setup, seat);
    if (a.winner != "thief")
        return tr("{name}, the guard captain, wins.", {{"name", who}});
    return a.endReason == "escaped" ? tr("the thief gets out with the gem: {name}, the thief, wins.", {{"name", who}})
                                    : tr("{name}, the thief, wins.", {{"name", who}});
}

Json ThiefNightGame::results(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    if (s.phase != Phase::Finished)
        return Json();
    const int seat = s.winner == "thief" ? s.thiefSeat : s.captainSeat();
    int escapes = 0, ties = 0;
    for (const auto& c : s.captures) {
        escapes += c.outcome == "escape";
        ties += c.outcome == "tie";
    }
    return Json{{"winners", Json::array({seat})},
                {"winner_side", s.winner},
                {"reason", s.endReason},
                // What decided it, in public words (Game nights shows it on the game's card).
                {"deciding", s.endReason == "capture" ? tr("The guard captain caught the thief")
                             : s.gemTaken             ? tr("The thief escaped with the gem")
                                                      : tr("The thief escaped")},
                {"rounds", s.round},
                {"captures_judged", s.captures.size()},
                {"escapes", escapes},
                {"ties", ties},
                {"gem_taken", s.gemTaken}};
}

std::vector<std::string> ThiefNightGame::unrevealedSecrets(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    std::vector<std::string> out;
    if (!s.open)
        return out;
    for (const auto* h : {&s.open->escape, &s.open->capture})
        if (*h)
            out.push_back(components::handName(components::evaluate((*h)->cards)));
    return out;
}

// The thief against the captain; the thief plays first once the sides are drawn.
std::vector<engine::Standing> ThiefNightGame::standings(const engine::GameState& gs) const {
    const auto& s = cast(gs);
    std::vector<engine::Standing> out;
    if (s.phase != Phase::Finished)
        return out;
    for (int seat = 0; seat < 2; ++seat) {
        engine::Standing row;
        row.seat = seat;
        const bool thief = seat == s.thiefSeat;
        row.role = row.side = thief ? "thief" : "captain";
        row.winner = row.role == s.winner;
        row.startPlayer = thief;
        out.push_back(row);
    }
    engine::rankStandings(out);
    return out;
}

} // namespace heist::games::thief_night
