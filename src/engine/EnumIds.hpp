#pragma once
// An enum's ids as the data files, payloads and views spell them, written once as a table:
//
//   constexpr engine::EnumIds<Phase, 3> kPhaseIds{{{{Phase::Dealing, "dealing"},
//                                                    {Phase::Playing, "playing"},
//                                                    {Phase::Finished, "finished"}}}};
//   (four braces: the struct, its std::array, the array's C array, and the first pair)
//   kPhaseIds.id(Phase::Playing)   // "playing"
//   kPhaseIds.from("finished")     // Phase::Finished; nullopt for a word not in the table
//
// Both directions read the same table, so an id can never be written one way and read another.
// The words a player reads are translations (tr), never these ids.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace heist::engine {

template <class Enum, std::size_t N> struct EnumIds {
    std::array<std::pair<Enum, const char*>, N> table;

    // "?" for a value missing from the table (a table that lacks one fails the games' tests).
    constexpr const char* id(Enum value) const {
        for (const auto& [v, name] : table)
            if (v == value)
                return name;
        return "?";
    }
    constexpr std::optional<Enum> from(std::string_view name) const {
        for (const auto& [v, id] : table)
            if (name == id)
                return v;
        return std::nullopt;
    }
    constexpr std::size_t size() const { return N; }
    constexpr auto begin() const { return table.begin(); }
    constexpr auto end() const { return table.end(); }
};

} // namespace heist::engine
