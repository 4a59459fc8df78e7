#include "history/GameNights.hpp"

#include "engine/TimeWords.hpp"
#include "language/Translate.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace heist::history {

std::string eveningOf(std::int64_t utcMs, int utcOffsetMinutes) {
    // Local time, moved back by the hours after midnight that still belong to the evening.
    const std::int64_t localSeconds = utcMs / 1000 + static_cast<std::int64_t>(utcOffsetMinutes) * 60 -
                                      static_cast<std::int64_t>(kEveningEndsAtHour) * 3600;
    return engine::timewords::utc(localSeconds, "%Y-%m-%d");
}

std::vector<Evening> groupByEvening(std::vector<FinishedGame> games, const std::function<int(std::int64_t)>& offsetAt) {
    // Newest first; equal starts by session id, newest first, so the order never wobbles.
    std::sort(games.begin(), games.end(), [](const FinishedGame& a, const FinishedGame& b) {
        return a.startUtcMs != b.startUtcMs ? a.startUtcMs > b.startUtcMs : a.sessionId > b.sessionId;
    });
    std::vector<Evening> evenings;
    for (const auto& g : games) {
        const std::string date = eveningOf(g.startUtcMs, offsetAt(g.startUtcMs));
        if (evenings.empty() || evenings.back().date != date) {
            // A clock turned back (a time zone changed between games) may bring an evening
            // already listed: the game joins it rather than making a second one.
            auto it = std::find_if(evenings.begin(), evenings.end(), [&](const Evening& e) { return e.date == date; });
            if (it != evenings.end()) {
                it->sessions.push_back(g.sessionId);
                continue;
            }
            evenings.push_back({date, {}});
        }
        evenings.back().sessions.push_back(g.sessionId);
    }
    return evenings;
}

namespace {

std::string unbroken(std::string text) {
    for (std::size_t at = text.find(' '); at != std::string::npos; at = text.find(' ', at))
        text.replace(at, 1, "\u00a0");
    return text;
}

// A role or side as the game's data words it, in the current language (the game's own
// catalogue lists its roles; a word it does not list shows as stored).
std::string shownRole(const std::string& gameId, const std::string& role) {
    return gameId.empty() ? role : trData(gameId, role);
}

// "Ann 12", "Ann (Chief Inspector)", "Ann 4 (captain)": the name held to its score, the role
// whole; a line may break only before the role.
std::string entry(const Json& player, const std::string& gameId) {
    std::string text = player.value("name", std::string());
    if (player.contains("score") && player["score"].is_number_integer())
        text += " " + std::to_string(player["score"].get<int>());
    text = unbroken(text);
    if (player.contains("role") && player["role"].is_string())
        text += " " + unbroken("(" + shownRole(gameId, player["role"].get<std::string>()) + ")");
    return text;
}

} // namespace

PlayLines playLines(const Json& play) {
    PlayLines lines;
    const std::string date = play.value("playDate", std::string());
    // The play's clock time as its record keeps it ("2026-11-24 21:05:00"), said as the language
    // says a time.
    auto digit = [&date](std::size_t at) { return std::isdigit(static_cast<unsigned char>(date[at])) != 0; };
    const std::string clock =
        date.size() >= 16 && digit(11) && digit(12) && digit(14) && digit(15)
            ? engine::timewords::clockTime(std::stoi(date.substr(11, 2)), std::stoi(date.substr(14, 2)))
            : "";
    lines.when = clock.empty() ? engine::timewords::duration(play.value("durationMin", 0))
                               : clock + " \u00b7 " + engine::timewords::duration(play.value("durationMin", 0));
    std::vector<Json> players;
    if (play.contains("players") && play["players"].is_array())
        for (const auto& p : play["players"])
            players.push_back(p);
    std::stable_sort(players.begin(), players.end(),
                     [](const Json& a, const Json& b) { return a.value("rank", 99) < b.value("rank", 99); });
    std::vector<Json> won, rest;
    for (const auto& p : players)
        (p.value("winner", false) ? won : rest).push_back(p);
    // A side everyone in the group shared, without points, is said once: "Won (police): Ann ·
    // Bob" rather than "(police)" after every name.
    auto sharedSide = [](const std::vector<Json>& group) -> std::string {
        if (group.size() < 2)
            return "";
        const std::string role = group.front().value("role", std::string());
        for (const auto& p : group)
            if (p.contains("score") || p.value("role", std::string()) != role)
                return "";
        return role;
    };
    const std::string gameId = play.contains("game") && play["game"].is_object()
                                   ? play["game"].value("sourceGameId", std::string())
                                   : std::string();
    auto join = [&gameId](const std::vector<Json>& group, bool withRoles) {
        std::string line;
        for (auto p : group) {
            if (!withRoles)
                p.erase("role");
            line += (line.empty() ? "" : " \u00b7 ") + entry(p, gameId);
        }
        return line;
    };
    const std::string wonSide = sharedSide(won), restSide = sharedSide(rest);
    if (won.empty())
        lines.winners = tr("Nobody won");
    else if (!wonSide.empty())
        // TRANSLATORS: {side} is the side everyone listed shared ("police"); {players} the list.
        lines.winners = tr("Won ({side}): {players}",
                           {{"side", unbroken(shownRole(gameId, wonSide))}, {"players", join(won, false)}});
    else
        // TRANSLATORS: keep the no-break space before {players}.
        lines.winners = tr("Won:\u00a0{players}", {{"players", join(won, true)}});
    if (!restSide.empty())
        lines.others = tr("Lost ({side}): {players}",
                          {{"side", unbroken(shownRole(gameId, restSide))}, {"players", join(rest, false)}});
    else
        lines.others = join(rest, true);
    return lines;
}

} // namespace heist::history
