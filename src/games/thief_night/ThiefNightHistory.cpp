// What a Thief in the Night event changed, in words, from the public views before and after it
// (GameDefinition::describeChanges): the castle's walls, traps and rooms, the sides, turns and
// rounds, the gem, a capture from the guards who see the thief to the hands shown and the
// verdict, and the winner. Entered hands stay hidden: the public view only says that one is in.
#include "games/thief_night/ThiefNightGame.hpp"
#include "engine/ViewChanges.hpp"

namespace heist::games::thief_night {

namespace {

using engine::changes::field;
using engine::changes::number;
using engine::changes::plain;

std::string sideName(const Json& side) { return side == "thief" ? "the thief" : "the guard captain"; }

} // namespace

std::vector<std::string> ThiefNightGame::describeChanges(const Json& before, const Json& after,
                                                         const engine::SessionSetup& setup) const {
    engine::changes::Sentences out;
    const auto name = [&](const Json& seat) { return engine::changes::seatName(setup, seat); };
    const auto count = [](const Json& n, const char* what) { return engine::words::count(number(n), what); };

    // The castle.
    const Json castle = field(after, "setup"), oldCastle = field(before, "setup");
    if (field(castle, "wall_edges") != field(oldCastle, "wall_edges"))
        out.add("The castle has " + count(castle["wall_edges"], "wall edge") + " marked");
    if (field(castle, "traps") != field(oldCastle, "traps"))
        out.add("The castle has " + count(castle["traps"], "trap") + " marked");
    if (field(castle, "rooms") != field(oldCastle, "rooms"))
        out.add("The castle has " + count(castle["rooms"], "room"));
    if (field(castle, "ready") != field(oldCastle, "ready"))
        out.add(castle["ready"] == true ? "The castle is ready: the sides can be drawn"
                                        : "The castle is not ready yet");
    if (field(after, "phase") == "building" && field(castle, "next_builder") != field(oldCastle, "next_builder"))
        out.add("It is " + name(castle["next_builder"]) + "\u2019s turn to build");

    // The sides, turns and rounds.
    const Json sides = field(after, "sides"), oldSides = field(before, "sides");
    if (sides.is_object() && !oldSides.is_object())
        out.add(name(sides["thief"]) + " is the thief and " + name(sides["captain"]) + " the guard captain");
    else if (sides.is_object()) {
        if (field(after, "round") != field(before, "round"))
            out.add("Round " + plain(field(after, "round")) + " began");
        if (field(after, "turn") != field(before, "turn") && field(after, "phase") == "playing")
            out.add("It is " + sideName(after["turn"]) + "\u2019s turn (" + name(sides[plain(after["turn"])]) + ")");
    }

    // The gem.
    if (field(after, "gem_taken") != field(before, "gem_taken"))
        out.add(after["gem_taken"] == true ? "The thief has the gem" : "The gem is back in its room");

    // A capture under way: who sees the thief, the cards drawn from behind, the hands entered.
    const Json open = field(after, "open_capture"), oldOpen = field(before, "open_capture");
    if (open.is_object()) {
        if (!oldOpen.is_object()) {
            const int guards = number(open["guards"]);
            std::string seen = (guards == 1 ? std::string("1 guard sees") : std::to_string(guards) + " guards see") +
                               " the thief";
            if (open["behind"] == true)
                seen += ", from behind: " + count(open["forced_count"], "card") +
                        " from the thief\u2019s face-down cards must go into the escape hand";
            out.add(seen);
        }
        if (open["drawn"] == true && field(oldOpen, "drawn") != true) {
            std::vector<std::string> positions;
            for (const auto& x : field(open, "forced_positions"))
                positions.push_back(plain(x));
            out.add(std::string(positions.size() == 1 ? "Position " : "Positions ") +
                    engine::words::listAnd(positions) + " of " + count(open["hand_size"], "face-down card") +
                    (positions.size() == 1 ? " goes" : " go") + " into the escape hand");
        }
        if (open["escape_entered"] == true && field(oldOpen, "escape_entered") != true)
            out.add("The thief\u2019s escape hand is in (hidden until both hands are in)");
        if (open["capture_entered"] == true && field(oldOpen, "capture_entered") != true)
            out.add("The guard captain\u2019s capture hand is in (hidden until both hands are in)");
    } else if (oldOpen.is_object() && field(after, "captures").size() == field(before, "captures").size()) {
        out.add("The capture was called off");
    }

    // Hands shown and judged.
    const Json captures = field(after, "captures"), oldCaptures = field(before, "captures");
    for (std::size_t i = oldCaptures.is_array() ? oldCaptures.size() : 0; captures.is_array() && i < captures.size();
         ++i) {
        const Json& c = captures[i];
        out.add("The hands were shown: the thief\u2019s escape hand is " +
                engine::words::lowercase(plain(field(field(c, "escape"), "name"))) +
                "; the guard captain\u2019s capture hand is " +
                engine::words::lowercase(plain(field(field(c, "capture"), "name"))));
        out.add(plain(field(c, "verdict")));
    }
    if (field(after, "escape_reminder").is_string() && field(before, "escape_reminder") != after["escape_reminder"])
        out.add(after["escape_reminder"].get<std::string>());

    // The end.
    if (field(after, "phase") == "finished" && field(before, "phase") != "finished") {
        const Json r = field(after, "results");
        if (field(r, "winner_side") == "thief")
            out.add("The game is over: " + name(field(sides, "thief")) + ", the thief, escaped with the gem and wins");
        else
            out.add("The game is over: " + name(field(sides, "captain")) +
                    ", the guard captain, caught the thief and wins");
    } else if (field(before, "phase") == "finished" && field(after, "phase") != "finished") {
        out.add("The game goes on again");
    }
    return out.take();
}

} // namespace heist::games::thief_night
