#pragma once
// Reads the rulebook tables in data/games/*.json (comments allowed). Failures are
// exceptions whose message names the file and line, e.g.
// "data/games/<id>.json:14: \"stack_sizes\" must be an object".
#include "engine/GameDefinition.hpp"
#include "engine/Json.hpp"

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace heist::engine {

class DataError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The folder holding games/*.json: $HEIST_DATA_DIR, else next to the executable's
// share folder, else the source tree the build came from.
std::filesystem::path dataDirectory();

// The position of the item whose .id is id, or -1: how rules tables look up their rows.
template <typename T> int indexById(const std::vector<T>& items, const std::string& id) {
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id)
            return static_cast<int>(i);
    return -1;
}

struct DataFile {
    std::filesystem::path path;
    std::string text;
    Json json;

    static DataFile load(const std::filesystem::path& path);
    static DataFile parse(const std::string& text, const std::filesystem::path& nameForMessages);

    // The 1-based line where a top-level key is written (1 when not found).
    int lineOf(const std::string& key) const;
    // Throws DataError "<file>:<line>: <message>" for the key.
    [[noreturn]] void fail(const std::string& key, const std::string& message) const;
    const Json& require(const std::string& key, Json::value_t type, const char* typeName) const;
    // The fields every game file starts with: id, title, blurb, rules_version, player range.
    GameInfo gameInfo() const;
};

// Throws DataError "<file>: <message>": for a problem found deeper than a top-level key
// (a missing or mistyped field inside a table, caught from the JSON library).
[[noreturn]] void failData(const DataFile& file, const std::string& message);

} // namespace heist::engine
