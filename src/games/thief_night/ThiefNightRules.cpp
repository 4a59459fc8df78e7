#include "games/thief_night/ThiefNightRules.hpp"

#include "components/PokerHand.hpp"
#include "language/Translate.hpp"

namespace heist::games::thief_night {
namespace {

int intIn(const engine::DataFile& file, const char* table, const Json& object, const char* key) {
    if (!object.contains(key) || !object[key].is_number_integer() || object[key].get<int>() <= 0)
        file.fail(table, std::string("needs a positive whole number for \"") + key + "\"");
    return object[key].get<int>();
}

PieceMoves movesIn(const engine::DataFile& file, const Json& table, const char* piece) {
    if (!table.contains(piece) || !table[piece].is_object())
        file.fail("movement", std::string("needs an entry for \"") + piece + "\"");
    PieceMoves m;
    for (const char* key : {"number", "face", "then"})
        if (!table[piece].contains(key) || !table[piece][key].is_string())
            file.fail("movement", std::string("\"") + piece + "\" needs a text for \"" + key + "\"");
    m.number = table[piece]["number"].get<std::string>();
    m.face = table[piece]["face"].get<std::string>();
    m.then = table[piece]["then"].get<std::string>();
    return m;
}

} // namespace

// A card of a rank, with its article, as the subject of a sentence: "a 9", "an ace".
std::string ThiefNightRules::aCard(int rank) {
    // TRANSLATORS: a card named by its rank, with the article, as the subject of a sentence
    // (the nominative): "Yes: {next} is one rank above {last}", "On {card} (...)".
    switch (rank) {
    case 2: return trc("cards", "a 2");
    case 3: return trc("cards", "a 3");
    case 4: return trc("cards", "a 4");
    case 5: return trc("cards", "a 5");
    case 6: return trc("cards", "a 6");
    case 7: return trc("cards", "a 7");
    case 8: return trc("cards", "an 8");
    case 9: return trc("cards", "a 9");
    case 10: return trc("cards", "a 10");
    case 11: return trc("cards", "a jack");
    case 12: return trc("cards", "a queen");
    case 13: return trc("cards", "a king");
    default: return trc("cards", "an ace");
    }
}

ThiefNightRules ThiefNightRules::fromData(const engine::DataFile& file) try {
    using VT = Json::value_t;
    ThiefNightRules r;
    r.info = file.gameInfo();
    const Json& b = file.require("building", VT::object, "an object");
    r.wallsPerTurn = intIn(file, "building", b, "walls_per_turn");
    r.trapsPerTurn = intIn(file, "building", b, "traps_per_turn");
    r.readyRooms = intIn(file, "building", b, "ready_rooms");
    r.readyTraps = intIn(file, "building", b, "ready_traps");
    r.boardSquares = intIn(file, "building", b, "board_squares");
    if (!b.contains("min_room") || !b["min_room"].is_array() || b["min_room"].size() != 2 ||
        !b["min_room"][0].is_number_integer() || !b["min_room"][1].is_number_integer())
        file.fail("building", "needs \"min_room\": [width, height]");
    r.minRoomWidth = b["min_room"][0].get<int>();
    r.minRoomHeight = b["min_room"][1].get<int>();
    if (r.minRoomWidth <= 0 || r.minRoomHeight <= 0 || r.minRoomWidth > r.boardSquares)
        file.fail("building", "\"min_room\" must fit on the board");

    const Json& h = file.require("hands", VT::object, "an object");
    r.thiefHand = intIn(file, "hands", h, "thief");
    r.captainHand = intIn(file, "hands", h, "captain");
    r.guardHand = intIn(file, "hands", h, "guard");
    r.guards = intIn(file, "hands", h, "guards");
    r.judged = intIn(file, "hands", h, "judged");
    r.largestPool = intIn(file, "hands", h, "largest_pool");
    r.escapeDiscard = intIn(file, "hands", h, "escape_discard");
    r.escapeMove = intIn(file, "hands", h, "escape_move");
    if (r.judged != 5)
        file.fail("hands", "\"judged\" must be 5: the hands are judged as poker hands");
    if (r.largestPool < r.guards * r.guardHand + r.captainHand)
        file.fail("hands", "\"largest_pool\" must hold every guard's and the captain's cards");

    const Json& m = file.require("movement", VT::object, "an object");
    r.thief = movesIn(file, m, "thief");
    r.captain = movesIn(file, m, "captain");
    r.guard = movesIn(file, m, "guard");
    const Json& v = file.require("vision", VT::object, "an object");
    r.guardVision = v.value("guard", std::string());
    r.captainVision = v.value("captain", std::string());

    for (const auto& id : file.require("ace_rules", VT::array, "an array"))
        r.aceRules.push_back(id.get<std::string>());
    if (r.aceRules != std::vector<std::string>{"face_both", "high", "low"})
        file.fail("ace_rules", "must be [\"face_both\", \"high\", \"low\"] (the app knows these three)");
    const auto def = r.aceRule(file.require("ace_default", VT::string, "a string").get<std::string>());
    if (!def)
        file.fail("ace_default", "must be one of \"ace_rules\"");
    r.aceDefault = *def;
    return r;
} catch (const engine::DataError&) {
    throw;
} catch (const std::exception& e) {
    // A field of the wrong type, out of range or missing deeper in the file: the same kind
    // of message, naming the file.
    engine::failData(file, e.what());
}

ThiefNightRules ThiefNightRules::loadDefault() {
    return fromData(engine::DataFile::load(engine::dataDirectory() / "games" / "thief-in-the-night.json"));
}

std::optional<AceRule> ThiefNightRules::aceRule(const std::string& id) const {
    for (std::size_t i = 0; i < aceRules.size(); ++i)
        if (aceRules[i] == id)
            return static_cast<AceRule>(i);
    return std::nullopt;
}

std::string ThiefNightRules::aceRuleId(AceRule rule) const { return aceRules.at(static_cast<std::size_t>(rule)); }

bool ThiefNightRules::movesAsFace(int rank, AceRule ace) {
    if (rank == 14)
        return ace != AceRule::Low;
    return rank >= 11;
}

const PieceMoves& ThiefNightRules::moves(Piece piece) const {
    return piece == Piece::Thief ? thief : piece == Piece::Captain ? captain : guard;
}

std::string ThiefNightRules::movement(Piece piece, int rank, AceRule ace) const {
    const auto& m = moves(piece);
    return movesAsFace(rank, ace) ? m.face : m.number;
}

bool ThiefNightRules::continuesThroughTrap(int last, int next, AceRule ace) {
    // Ranks on a line 2..13; the ace sits at 1 (low), 14 (high), or both.
    auto positions = [&](int rank) -> std::vector<int> {
        if (rank != 14)
            return {rank};
        if (ace == AceRule::High)
            return {14};
        if (ace == AceRule::Low)
            return {1};
        return {1, 14};
    };
    for (int a : positions(last))
        for (int b : positions(next))
            if (a - b == 1 || b - a == 1)
                return true;
    return false;
}

std::string ThiefNightRules::trapInWords(int last, int next, AceRule ace) {
    const Placeholders cards = {{"next", aCard(next)}, {"last", aCard(last)}};
    if (!continuesThroughTrap(last, next, ace))
        return tr("No: {next} is not one rank above or below {last}. Stop on the trap.", cards);
    const bool above = next == last + 1 || (last == 14 && next == 2) || (next == 14 && last == 13);
    return above ? tr("Yes: {next} is one rank above {last}. Keep going.", cards)
                 : tr("Yes: {next} is one rank below {last}. Keep going.", cards);
}

} // namespace heist::games::thief_night
