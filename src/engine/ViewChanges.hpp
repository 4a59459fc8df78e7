#pragma once
// Small helpers for a game's history (describe, describeChanges): naming seats, reading two
// public views side by side and collecting whole sentences. They know no game; each game says
// what its fields mean.
#include "engine/GameDefinition.hpp"
#include "engine/Words.hpp"

#include <string>
#include <vector>

namespace heist::engine::changes {

// The field of a view, or null where the view has none (so a field that appears or goes away
// reads as a change from or to nothing).
inline Json field(const Json& view, const std::string& key) {
    return view.is_object() && view.contains(key) ? view[key] : Json();
}

// The element of an array, or null past its end.
inline Json item(const Json& array, std::size_t i) { return array.is_array() && i < array.size() ? array[i] : Json(); }

// A value as a player would read it: "nothing", "yes", the string itself, the number.
inline std::string plain(const Json& v) {
    if (v.is_null())
        return "nothing";
    if (v.is_boolean())
        return v.get<bool>() ? "yes" : "no";
    if (v.is_string())
        return v.get<std::string>();
    return v.dump();
}

inline int number(const Json& v, int otherwise = 0) { return v.is_number() ? v.get<int>() : otherwise; }

// The player in a seat (a view's seat number), or "Seat 3" for one the setup does not have.
inline std::string seatName(const SessionSetup& setup, const Json& seat) {
    if (seat.is_number_integer()) {
        const auto i = seat.get<long long>();
        if (i >= 0 && i < static_cast<long long>(setup.players.size()))
            return setup.players[static_cast<std::size_t>(i)].name;
        return tr("Seat {n}", {{"n", i + 1}});
    }
    return plain(seat);
}

inline std::string seatName(const SessionSetup& setup, int seat) { return seatName(setup, Json(seat)); }

// The names of a view's list of seats: "Ann and Bob".
inline std::string seatNames(const SessionSetup& setup, const Json& seats) {
    std::vector<std::string> names;
    if (seats.is_array())
        for (const auto& s : seats)
            names.push_back(seatName(setup, s));
    return heist::listAnd(names);
}

// Each top-level field of `after` that differs from `before`: onChange(key, old, now). A field
// that only `before` has is not visited (a view keeps its fields; a game that drops one says so).
template <class OnChange> void eachChange(const Json& before, const Json& after, OnChange onChange) {
    for (const auto& [key, now] : after.items()) {
        const Json old = field(before, key);
        if (old != now)
            onChange(key, old, now);
    }
}

// Each field of each seat's entry in a view's list of players that changed, with the seat's
// name: onChange(name, key, old, now). False, and nothing visited, when the two lists cannot be
// paired seat by seat (not both lists, or of different lengths).
template <class OnChange>
bool eachSeatChange(const SessionSetup& setup, const Json& before, const Json& after, OnChange onChange) {
    if (!before.is_array() || !after.is_array() || before.size() != after.size())
        return false;
    for (std::size_t i = 0; i < after.size() && i < setup.players.size(); ++i)
        for (const auto& [key, now] : after[i].items()) {
            const Json old = field(before[i], key);
            if (old != now)
                onChange(setup.players[i].name, key, old, now);
        }
    return true;
}

// Sentences in the order they were said, each starting with a capital and closed once.
class Sentences {
public:
    void add(const std::string& text) {
        if (!text.empty())
            m_lines.push_back(closed(text));
    }
    std::vector<std::string> take() { return std::move(m_lines); }

private:
    // The first letter in upper case (ASCII: a translated sentence already starts as it
    // should) and one closing mark ("." unless it ends in . ! ? : or a closing quote).
    static std::string closed(std::string text) {
        while (!text.empty() && text.back() == ' ')
            text.pop_back();
        if (text.empty())
            return text;
        if (text[0] >= 'a' && text[0] <= 'z')
            text[0] = static_cast<char>(text[0] - 'a' + 'A');
        const char last = text.back();
        if (last == '.' || last == '!' || last == '?' || last == ':')
            return text;
        return text + ".";
    }

    std::vector<std::string> m_lines;
};

} // namespace heist::engine::changes
