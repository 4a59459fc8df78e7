#include "engine/DataFile.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#ifndef HEIST_SOURCE_DATA_DIR
#define HEIST_SOURCE_DATA_DIR "data"
#endif

namespace heist::engine {

std::filesystem::path dataDirectory() {
    if (const char* env = std::getenv("HEIST_DATA_DIR"); env && *env)
        return env;
    std::error_code ec;
    auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        auto installed = exe.parent_path().parent_path() / "share" / "heist-table" / "data";
        if (std::filesystem::exists(installed / "games", ec))
            return installed;
    }
    return HEIST_SOURCE_DATA_DIR;
}

DataFile DataFile::load(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw DataError(path.string() + ": cannot be read (is the data folder installed? "
                                        "set HEIST_DATA_DIR to the folder holding games/)");
    std::ostringstream text;
    text << in.rdbuf();
    return parse(text.str(), path);
}

DataFile DataFile::parse(const std::string& text, const std::filesystem::path& name) {
    DataFile file{name, text, {}};
    try {
        file.json = Json::parse(text, nullptr, true, /*ignore_comments=*/true);
    } catch (const Json::parse_error& e) {
        const auto upto = std::min<std::size_t>(e.byte, text.size());
        const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + upto, '\n'));
        throw DataError(name.string() + ":" + std::to_string(line) + ": not valid JSON (" + e.what() + ")");
    } catch (const Json::exception& e) { // a number out of range (found by fuzz/FuzzGameData.cpp)
        throw DataError(name.string() + ": not valid JSON (" + e.what() + ")");
    }
    if (!file.json.is_object())
        throw DataError(name.string() + ":1: the file must hold one JSON object");
    return file;
}

int DataFile::lineOf(const std::string& key) const {
    const auto pos = text.find("\"" + key + "\"");
    if (pos == std::string::npos)
        return 1;
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + pos, '\n'));
}

void DataFile::fail(const std::string& key, const std::string& message) const {
    throw DataError(path.string() + ":" + std::to_string(lineOf(key)) + ": \"" + key + "\" " + message);
}

} // namespace heist::engine

namespace heist::json_detail {
void preconditionFailed(const char* what) {
    throw std::out_of_range(std::string("a saved or given value lacks a field it needs (") + what + ")");
}
} // namespace heist::json_detail

namespace heist::engine {

void failData(const DataFile& file, const std::string& message) {
    throw DataError(file.path.string() + ": " + message);
}

const Json& DataFile::require(const std::string& key, Json::value_t type, const char* typeName) const {
    if (!json.contains(key))
        fail(key, "is missing");
    const Json& value = json.at(key);
    const bool ok = value.type() == type || (type == Json::value_t::number_integer && value.is_number_unsigned());
    if (!ok)
        fail(key, std::string("must be ") + typeName);
    return value;
}

GameInfo DataFile::gameInfo() const {
    using VT = Json::value_t;
    GameInfo info;
    info.id = require("id", VT::string, "a string").get<std::string>();
    info.title = require("title", VT::string, "a string").get<std::string>();
    info.blurb = require("blurb", VT::string, "a string").get<std::string>();
    info.rulesVersion = require("rules_version", VT::number_integer, "a number").get<int>();
    info.minPlayers = require("min_players", VT::number_integer, "a number").get<int>();
    info.maxPlayers = require("max_players", VT::number_integer, "a number").get<int>();
    if (info.minPlayers < 2 || info.maxPlayers < info.minPlayers)
        fail("max_players", "must be at least min_players (and min_players at least 2)");
    return info;
}

} // namespace heist::engine
