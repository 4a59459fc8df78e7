// What a Thief in the Night event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): the castle's walls, traps and rooms, the sides, turns and
// rounds, the gem, a capture from the guards who see the thief to the hands shown and the
// verdict, and the winner. Entered hands stay hidden: the public view only says that one is in.
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "engine/ViewChanges.hpp"
#include "language/Translate.hpp"

namespace heist::games::thief_night {

namespace {

using engine::changes::field;
using engine::changes::number;
using engine::changes::plain;

} // namespace

std::vector<std::string> ThiefNightGame::describeChanges(const Json& before, const Json& after,
                                                         const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto name = [&](const Json& seat) { return engine::changes::seatName(setup, seat); };

    // The castle.
    const Json castle = field(after, "setup"), oldCastle = field(before, "setup");
    if (field(castle, "wall_edges") != field(oldCastle, "wall_edges"))
        out.add(trn("The castle has {n} wall edge marked", "The castle has {n} wall edges marked",
                    number(castle["wall_edges"])));
    if (field(castle, "traps") != field(oldCastle, "traps"))
        out.add(trn("The castle has {n} trap marked", "The castle has {n} traps marked", number(castle["traps"])));
    if (field(castle, "rooms") != field(oldCastle, "rooms"))
        out.add(trn("The castle has {n} room", "The castle has {n} rooms", number(castle["rooms"])));
    if (field(castle, "ready") != field(oldCastle, "ready"))
        out.add(castle["ready"] == true ? tr("The castle is ready: the sides can be drawn")
                                        : tr("The castle is not ready yet"));
    if (field(after, "phase") == "building" && field(castle, "next_builder") != field(oldCastle, "next_builder"))
        out.add(tr("It is {name}\u2019s turn to build", {{"name", name(castle["next_builder"])}}));

    // The sides, turns and rounds.
    const Json sides = field(after, "sides"), oldSides = field(before, "sides");
    if (sides.is_object() && !oldSides.is_object())
        out.add(tr("{thief} is the thief and {captain} the guard captain",
                   {{"thief", name(sides["thief"])}, {"captain", name(sides["captain"])}}));
    else if (sides.is_object()) {
        if (field(after, "round") != field(before, "round"))
            out.add(tr("Round {round} began", {{"round", plain(field(after, "round"))}}));
        if (field(after, "turn") != field(before, "turn") && field(after, "phase") == "playing")
            out.add(after["turn"] == "thief"
                        ? tr("It is the thief\u2019s turn ({name})", {{"name", name(sides["thief"])}})
                        : tr("It is the guard captain\u2019s turn ({name})", {{"name", name(sides["captain"])}}));
    }

    // The gem.
    if (field(after, "gem_taken") != field(before, "gem_taken"))
        out.add(after["gem_taken"] == true ? tr("The thief has the gem") : tr("The gem is back in its room"));

    // A capture under way: who sees the thief, the cards drawn from behind, the hands entered.
    const Json open = field(after, "open_capture"), oldOpen = field(before, "open_capture");
    if (open.is_object()) {
        if (!oldOpen.is_object()) {
            const int guards = number(open["guards"]);
            if (open["behind"] == true)
                out.add(trn("{n} guard sees the thief, from behind: {cards} from the thief\u2019s face-down cards "
                            "must go into the escape hand",
                            "{n} guards see the thief, from behind: {cards} from the thief\u2019s face-down cards "
                            "must go into the escape hand",
                            guards, {{"cards", trn("{n} card", "{n} cards", number(open["forced_count"]))}}));
            else
                out.add(trn("{n} guard sees the thief", "{n} guards see the thief", guards));
        }
        if (open["drawn"] == true && field(oldOpen, "drawn") != true) {
            std::vector<std::string> positions;
            for (const auto& x : field(open, "forced_positions"))
                positions.push_back(plain(x));
            // {total} is at least five (a hand is judged from five cards).
            out.add(trn("Position {positions} of {total} face-down cards goes into the escape hand",
                        "Positions {positions} of {total} face-down cards go into the escape hand",
                        static_cast<long long>(positions.size()),
                        {{"positions", listAnd(positions)}, {"total", number(open["hand_size"])}}));
        }
        if (open["escape_entered"] == true && field(oldOpen, "escape_entered") != true)
            out.add(tr("The thief\u2019s escape hand is in (hidden until both hands are in)"));
        if (open["capture_entered"] == true && field(oldOpen, "capture_entered") != true)
            out.add(tr("The guard captain\u2019s capture hand is in (hidden until both hands are in)"));
    } else if (oldOpen.is_object() && field(after, "captures").size() == field(before, "captures").size()) {
        out.add(tr("The capture was called off"));
    }

    // Hands shown and judged.
    const Json captures = field(after, "captures"), oldCaptures = field(before, "captures");
    for (std::size_t i = oldCaptures.is_array() ? oldCaptures.size() : 0; captures.is_array() && i < captures.size();
         ++i) {
        const Json& c = captures[i];
        // The hands' names keep their capitals (German nouns): each stands after a colon, never
        // lowercased mid-sentence.
        out.add(tr("The hands were shown (the thief\u2019s escape hand: {escape}; the guard captain\u2019s capture "
                   "hand: {capture})",
                   {{"escape", plain(field(field(c, "escape"), "name"))},
                    {"capture", plain(field(field(c, "capture"), "name"))}}));
        out.add(plain(field(c, "verdict")));
    }
    if (field(after, "escape_reminder").is_string() && field(before, "escape_reminder") != after["escape_reminder"])
        out.add(after["escape_reminder"].get<std::string>());

    // The end.
    if (field(after, "phase") == "finished" && field(before, "phase") != "finished") {
        const Json r = field(after, "results");
        if (field(r, "winner_side") == "thief")
            out.add(tr("The game is over: {name}, the thief, escaped with the gem and wins",
                       {{"name", name(field(sides, "thief"))}}));
        else
            out.add(tr("The game is over: {name}, the guard captain, caught the thief and wins",
                       {{"name", name(field(sides, "captain"))}}));
    } else if (field(before, "phase") == "finished" && field(after, "phase") != "finished") {
        out.add(tr("The game goes on again"));
    }
    return out.take();
}

} // namespace heist::games::thief_night
