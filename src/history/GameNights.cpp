#include "history/GameNights.hpp"

#include "engine/TimeWords.hpp"
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>

namespace heist::history {

std::string eveningOf(std::int64_t utcMs, int utcOffsetMinutes) {
    // Local time, moved back by the hours after midnight that still belong to the evening.
    const std::int64_t localSeconds = utcMs / 1000 + static_cast<std::int64_t>(utcOffsetMinutes) * 60 -
                                      static_cast<std::int64_t>(kEveningEndsAtHour) * 3600;
    return engine::timewords::utc(localSeconds, "%Y-%m-%d");
}

std::string eveningTitle(const std::string& date) {
    int y = 0, m = 0, d = 0;
    char tail = 0;
    if (std::sscanf(date.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || m < 1 || m > 12 || d < 1 || d > 31)
        return date;
    std::tm tm{};
    tm.tm_year = y - 1900;
    tm.tm_mon = m - 1;
    tm.tm_mday = d;
    tm.tm_hour = 12;
    const std::time_t t = timegm(&tm);
    std::tm back{};
    gmtime_r(&t, &back);
    static const char* const days[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    static const char* const months[] = {"January", "February", "March",     "April",   "May",      "June",
                                         "July",    "August",   "September", "October", "November", "December"};
    return std::string(days[back.tm_wday]) + " " + std::to_string(back.tm_mday) + " " + months[back.tm_mon] + " " +
           std::to_string(back.tm_year + 1900);
}

std::vector<Evening> groupByEvening(std::vector<FinishedGame> games,
                                    const std::function<int(std::int64_t)>& offsetAt) {
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

std::string duration(int minutes) {
    if (minutes < 1)
        return "under a minute";
    if (minutes < 60)
        return std::to_string(minutes) + " min";
    const int m = minutes % 60;
    return std::to_string(minutes / 60) + " h" + (m ? " " + std::string(m < 10 ? "0" : "") + std::to_string(m) + " min" : "");
}

std::string unbroken(std::string text) {
    for (std::size_t at = text.find(' '); at != std::string::npos; at = text.find(' ', at))
        text.replace(at, 1, "\u00a0");
    return text;
}

// "Ann 12", "Ann (Chief Inspector)", "Ann 4 (captain)": the name held to its score, the role
// whole; a line may break only before the role.
std::string entry(const Json& player) {
    std::string text = player.value("name", std::string());
    if (player.contains("score") && player["score"].is_number_integer())
        text += " " + std::to_string(player["score"].get<int>());
    text = unbroken(text);
    if (player.contains("role") && player["role"].is_string())
        text += " " + unbroken("(" + player["role"].get<std::string>() + ")");
    return text;
}

} // namespace

PlayLines playLines(const Json& play) {
    PlayLines lines;
    const std::string date = play.value("playDate", std::string());
    const std::string clock = date.size() >= 16 ? date.substr(11, 5) : "";
    lines.when = clock.empty() ? duration(play.value("durationMin", 0))
                               : clock + " \u00b7 " + duration(play.value("durationMin", 0));
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
    auto join = [](const std::vector<Json>& group, bool withRoles) {
        std::string line;
        for (auto p : group) {
            if (!withRoles)
                p.erase("role");
            line += (line.empty() ? "" : " \u00b7 ") + entry(p);
        }
        return line;
    };
    const std::string wonSide = sharedSide(won), restSide = sharedSide(rest);
    if (won.empty())
        lines.winners = "Nobody won";
    else if (!wonSide.empty())
        lines.winners = "Won " + unbroken("(" + wonSide + "):") + " " + join(won, false);
    else
        lines.winners = "Won:\u00a0" + join(won, true);
    if (!restSide.empty())
        lines.others = "Lost " + unbroken("(" + restSide + "):") + " " + join(rest, false);
    else
        lines.others = join(rest, true);
    return lines;
}

} // namespace heist::history
