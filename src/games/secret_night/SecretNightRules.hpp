#pragma once
// Secret Night's tables from data/games/secret-night.json, checked on load.
#include "engine/DataFile.hpp"
#include "engine/EnumIds.hpp"
#include "engine/GameDefinition.hpp"

#include <map>
#include <string>
#include <vector>

namespace heist::games::secret_night {

enum class Team { Police, Thieves, Deceiver };

// A team as the data file, the results' winner and the standings' side spell it.
inline constexpr engine::EnumIds<Team, 3> kTeamIds{
    {{{Team::Police, "police"}, {Team::Thieves, "thieves"}, {Team::Deceiver, "deceiver"}}}};

struct Role {
    std::string id;
    std::string name;
    Team team = Team::Police;
    bool shown = false;
};

struct Character {
    std::string id, name, occupation, nationality, age, text;
    std::string shortText; // a line for the table
    std::string skill;     // e.g. "respin"
    std::string use;       // once_per_game, per_turn, first_turns, movement, passive
    int turns = 0;         // first_turns: how many
    int bonus = 0;         // movement: steps added
};

struct Segment {
    int steps = 0;
    bool green = false;
    int water = 0;
};

struct Vehicle {
    std::string id, name;
    int seats = 1;
    bool needsKey = false;
};

struct Scoring {
    int target = 10;
    int thiefDies = 2, detectiveDies = 2;
    int masterThiefArrested = 4, thiefArrested = 3, moneyConfiscated = 3, mistakenArrest = -2;
    int escapeBoat = 4, escapeCarMotorbike = 5, extraThief = 2, extraMoney = 5;
};

// A defence card: it blocks a whole attack by one weapon (rulebook 3.3.2, "defense").
struct Defence {
    std::string id, name;
    std::string blocks; // the weapon id it blocks
    bool kept = false;  // the owner keeps it after use (the Vest), else it is discarded
};

// What the app decided where the rulebook is silent or ambiguous, for the rules panel and
// the docs ("decisions" in the data file).
struct Decision {
    std::string id, title, text;
};

struct SecretNightRules {
    engine::GameInfo info;
    std::vector<Role> roles;
    std::map<int, std::map<std::string, int>> roleCounts; // players -> role id -> count
    std::vector<Character> characters;
    std::vector<Segment> wheel;
    std::vector<int> extraCardResults;
    int health = 3;
    int startHour = 21, hours = 9, midnightAfter = 3;
    Scoring scoring;
    std::vector<Vehicle> vehicles;
    std::vector<std::string> actionSquare;
    int actionSquareStart = 0;
    std::map<std::string, int> damage;
    std::vector<Defence> defences;
    std::vector<Decision> decisions;

    static SecretNightRules fromData(const engine::DataFile& file);
    static SecretNightRules loadDefault();

    int roleIndex(const std::string& id) const;
    int characterIndex(const std::string& id) const;
    int vehicleIndex(const std::string& id) const;
    int defenceIndex(const std::string& id) const;
    // The roles dealt for a player count, as role indexes (before shuffling).
    std::vector<int> rolesFor(int players) const;
    // Checks a wheel (from data or edited in Settings); empty when it is fine.
    static std::string checkWheel(const Json& wheel);
    static std::vector<Segment> wheelFrom(const Json& wheel);
};

} // namespace heist::games::secret_night
