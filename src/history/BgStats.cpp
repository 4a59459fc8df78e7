#include "history/BgStats.hpp"

#include "language/Language.hpp"

#include "engine/TimeWords.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace heist::history {

std::optional<std::int64_t> parseStoredTime(const std::string& text) {
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0, ms = 0;
    char tail = 0;
    if (std::sscanf(text.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d.%3d%c", &y, &mo, &d, &h, &mi, &s, &ms, &tail) != 8 ||
        tail != 'Z')
        return std::nullopt;
    // The days since 1970 computed here (H. Hinnant's days_from_civil): timegm takes the
    // time-zone lock, and Game nights and Statistics read thousands of these an opening. As in
    // timegm, a month out of range carries into the year, and a day past the month's end into
    // the next month (the sum is linear in the day).
    const int carry = mo >= 1 ? (mo - 1) / 12 : -((12 - mo) / 12);
    const std::int64_t year = static_cast<std::int64_t>(y) + carry;
    const int month = mo - carry * 12;
    const std::int64_t yy = year - (month <= 2 ? 1 : 0);
    const std::int64_t era = (yy >= 0 ? yy : yy - 399) / 400;
    const std::int64_t yoe = yy - era * 400;
    const std::int64_t doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    const std::int64_t days = era * 146097 + doe - 719468;
    return ((days * 24 + h) * 60 + mi) * 60000 + static_cast<std::int64_t>(s) * 1000 + ms;
}

int localUtcOffsetMinutes(std::int64_t utcMs) {
    const std::time_t t = static_cast<std::time_t>(utcMs / 1000);
    std::tm local{};
    localtime_r(&t, &local);
    return static_cast<int>(local.tm_gmtoff / 60);
}

PlayContext playContext(const engine::Session& session) {
    PlayContext context;
    if (!session.log().empty())
        if (const auto at = parseStoredTime(session.log().front().at))
            context.utcOffsetMinutes = localUtcOffsetMinutes(*at);
    return context;
}

namespace {

std::string playDate(std::int64_t utcMs, int offsetMinutes) {
    return engine::timewords::utc(utcMs / 1000 + offsetMinutes * 60, "%Y-%m-%d %H:%M:%S");
}

std::string defaultComment(const engine::Session& session, const std::vector<engine::Standing>& rows) {
    std::string names;
    for (const auto& r : rows)
        if (r.winner)
            names += (names.empty() ? "" : " and ") + session.setup().players.at(static_cast<std::size_t>(r.seat)).name;
    return "Played with Heist Table. " + names +
           (names.find(" and ") == std::string::npos ? " won." : " won together.");
}

} // namespace

std::optional<Json> bgStatsPlay(const engine::Session& session, const PlayContext& context) {
    // A play for BG Stats is the same in every language (the roles the games name, the comment).
    language::EnglishHere english;
    if (!session.finished())
        return std::nullopt;
    const auto& setup = session.setup();
    const auto& game = session.game();
    const auto rows = game.standings(session.state());
    if (rows.size() != setup.players.size())
        return std::nullopt;

    std::optional<std::int64_t> first, last;
    for (const auto& e : session.log()) {
        if (session.isUndone(e.seq))
            continue;
        if (const auto at = parseStoredTime(e.at)) {
            if (!first)
                first = at;
            last = at;
        }
    }
    Json play;
    play["sourceName"] = "Heist Table";
    // The session id repeats from one tablet to the next, so the moment it began is added
    // (never the seed: it would tell what the deck still hid).
    play["sourcePlayId"] = "heist-table-" + std::to_string(setup.id) + "-" + std::to_string(first.value_or(0));
    if (first)
        play["playDate"] = playDate(*first, context.utcOffsetMinutes);
    play["durationMin"] = first && last ? static_cast<int>((*last - *first + 30'000) / 60'000) : 0;
    if (!context.location.empty())
        play["location"] = context.location;
    play["comments"] = context.comments.empty() ? defaultComment(session, rows) : context.comments;
    if (!context.board.empty())
        play["board"] = context.board;
    const bool points = std::any_of(rows.begin(), rows.end(), [](const auto& r) { return r.score.has_value(); });
    play["game"] =
        Json{{"name", game.info().title}, {"sourceGameId", setup.game}, {"highestWins", true}, {"noPoints", !points}};
    Json players = Json::array();
    for (const auto& r : rows) {
        const auto& p = setup.players.at(static_cast<std::size_t>(r.seat));
        Json row{{"name", p.name},
                 {"sourcePlayerId", p.name},
                 {"winner", r.winner},
                 {"rank", r.rank},
                 {"startPlayer", r.startPlayer}};
        if (r.score)
            row["score"] = *r.score;
        if (!r.role.empty())
            row["role"] = r.role;
        players.push_back(row);
    }
    play["players"] = players;
    return play;
}

std::string urlEncode(const std::string& text) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    out.reserve(text.size() * 2);
    for (const unsigned char c : text) {
        const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                           c == '_' || c == '.' || c == '~';
        if (plain) {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

std::string bgStatsLink(const Json& play) { return kBgStatsLink + urlEncode(play.dump()); }

} // namespace heist::history
