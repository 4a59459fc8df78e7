// Secret Night's data words on the tablet (see SecretNightWords.hpp).
#include "ui/games/secret_night/SecretNightWords.hpp"

#include "ui/games/secret_night/SecretNightViewModel.hpp"
#include "language/Translate.hpp"

namespace heist::ui::secret_night::words {

namespace {

constexpr const char* kGame = "secret-night";

// The words of data/games/secret-night.json that these screens show through trData, listed
// here so that xgettext puts them in the catalogue (the data file itself is not scanned).
[[maybe_unused]] const char* const kDataWords[] = {
    // Roles.
    trNoop("secret-night", "Chief Inspector"),
    trNoop("secret-night", "Detective"),
    trNoop("secret-night", "Deceiver"),
    trNoop("secret-night", "Thief"),
    trNoop("secret-night", "Master Thief"),
    // Vehicles and defence cards.
    trNoop("secret-night", "Boat"),
    trNoop("secret-night", "Motorbike"),
    trNoop("secret-night", "Car"),
    trNoop("secret-night", "Bulletproof Vest"),
    trNoop("secret-night", "Bible"),
    trNoop("secret-night", "Avoid Knife"),
    // The characters' occupations, nationalities and ages (names are not translated).
    trNoop("secret-night", "Journalist"),
    trNoop("secret-night", "English"),
    trNoop("secret-night", "Doctor"),
    trNoop("secret-night", "German"),
    trNoop("secret-night", "Professional dancer"),
    trNoop("secret-night", "Chinese"),
    trNoop("secret-night", "Unknown"),
    trNoop("secret-night", "Priest (not confirmed)"),
    trNoop("secret-night", "Italian"),
    trNoop("secret-night", "Governor"),
    trNoop("secret-night", "American"),
    trNoop("secret-night", "Entrepreneur"),
    trNoop("secret-night", "Egyptian"),
    trNoop("secret-night", "Witch"),
    trNoop("secret-night", "Indian"),
    trNoop("secret-night", "Housekeeper"),
    trNoop("secret-night", "Canadian"),
    trNoop("secret-night", "Engineer"),
    trNoop("secret-night", "South African"),
    trNoop("secret-night", "Lawyer"),
    trNoop("secret-night", "Australian"),
    trNoop("secret-night", "Professor"),
    trNoop("secret-night", "Spanish"),
    trNoop("secret-night", "Actor"),
    trNoop("secret-night", "Cuban (not confirmed)"),
    trNoop("secret-night", "Equestrian"),
    trNoop("secret-night", "Brazilian"),
    trNoop("secret-night", "Boxer"),
    trNoop("secret-night", "Irish"),
    trNoop("secret-night", "Chef"),
    trNoop("secret-night", "French"),
    trNoop("secret-night", "Trumpet player"),
    trNoop("secret-night", "Russian"),
    // The characters' skills: the card's text and the table's short line.
    trNoop("secret-night", "Once per game he can check the secret role of one player."),
    trNoop("secret-night", "Checks one role in secret, once"),
    trNoop("secret-night", "Can heal once without a First Aid card."),
    trNoop("secret-night", "Heals once without a card"),
    trNoop("secret-night", "Avoids the first Knife attack (once per game)."),
    trNoop("secret-night", "Dodges the first Knife"),
    trNoop("secret-night", "Avoids the first Gun shot (once per game)."),
    trNoop("secret-night", "Dodges the first Gun shot"),
    trNoop("secret-night", "Once per game, on her turn, moves the clock 1 hour forward or back."),
    trNoop("secret-night", "Moves the clock 1 hour, once"),
    trNoop("secret-night", "Can re-spin the Roulette once per turn; the second spin stands."),
    trNoop("secret-night", "Re-spins once a turn"),
    trNoop("secret-night", "Once per game moves any other player up to 5 squares, at any distance."),
    trNoop("secret-night", "Moves a player 5 squares, once"),
    trNoop("secret-night", "Passes through closed doors and cannot be tied."),
    trNoop("secret-night", "Passes doors; cannot be tied"),
    trNoop("secret-night", "Can disarm the Dynamite and keep it."),
    trNoop("secret-night", "Disarms Dynamite"),
    trNoop("secret-night", "Cards cannot be stolen from her."),
    trNoop("secret-night", "Cannot be robbed"),
    trNoop("secret-night", "Draws an extra card in her first 2 turns."),
    trNoop("secret-night", "Extra card in her first 2 turns"),
    trNoop("secret-night", "Does not have to keep a card shown."),
    trNoop("secret-night", "Need not show a card"),
    trNoop("secret-night", "Always adds +2 to her movement."),
    trNoop("secret-night", "+2 to every movement"),
    trNoop("secret-night", "Once per turn pushes a player up to 6 squares in a straight line."),
    trNoop("secret-night", "Pushes 6 squares once a turn"),
    trNoop("secret-night", "Her Knife attack does 2 damage instead of 1."),
    trNoop("secret-night", "Her Knife does 2"),
    trNoop("secret-night", "Once per game takes 2 turns back to back."),
    trNoop("secret-night", "Two turns in a row, once"),
    // The decisions the app plays by where the rulebook is silent (the rules panel).
    trNoop("secret-night", "An escape reveals everyone aboard"),
    trNoop("secret-night",
           "The app never refuses an escape because of a secret role. When the vehicle starts, the driver's card is "
           "turned over. If the driver is not a thief, the vehicle does not start: it stays unused, nobody leaves and "
           "only the driver's role becomes public. If the driver is a thief, everyone aboard is revealed; the thieves "
           "leave and score, and a Detective or the Deceiver aboard cannot use the vehicle (Object cards: the keys) "
           "and stays in the mansion, revealed. A role the table already knows is refused openly."),
    trNoop("secret-night", "A skill dodges before a card"),
    trNoop("secret-night", "Yijun's first Knife attack and Salvatore's first Gun shot miss by their skill, so a "
                           "defence card is not played on them: the card stays in the hand. Against any later attack "
                           "the Vest, the Bible and Avoid Knife block it whole, including Margot's 2-damage Knife."),
    trNoop("secret-night", "Escaped thieves come back"),
    trNoop("secret-night",
           "House rule, on by default. A revealed player re-spawns from her start, and the rulebook advises saving "
           "objects in room slots before an escape: an escaped thief is back on her next turn. Switched off, she is "
           "gone for the rest of the night: no more turns, and she cannot be attacked, poisoned, tied, healed, "
           "arrested, checked or escape again; the clock still strikes when everyone else has played."),
    trNoop("secret-night", "Known roles are refused openly"),
    trNoop("secret-night",
           "The police do not arrest a player whose role everyone knows is not a thief's (the Chief Inspector, or a "
           "Detective or Deceiver already revealed); the dog never bites the Chief Inspector who commands it; a player "
           "known to be a thief or the Deceiver cannot use the Handcuffs. A secret role never causes a refusal."),
    trNoop("secret-night", "Everyone acts on their own turn"),
    trNoop(
        "secret-night",
        "The Handcuffs, escapes, attacks, the Action Square and skills are played on your own turn, and someone who "
        "left the mansion during it (escaped, arrested, dead) can only end it. Out of turn only answers to an attack: "
        "Beef by the player the dog bit, and First Aid (or Otto's skill) for a player an attack hurt this turn."),
};

const games::secret_night::Character* characterOf(App& app, const std::string& id) {
    const auto& rules = game(app).rules();
    const int i = rules.characterIndex(id);
    return i < 0 ? nullptr : &rules.characters[static_cast<std::size_t>(i)];
}

} // namespace

std::string roleName(App& app, const std::string& roleId) {
    const auto& rules = game(app).rules();
    const int i = rules.roleIndex(roleId);
    return i < 0 ? roleId : trData(kGame, rules.roles[static_cast<std::size_t>(i)].name);
}

std::string roleIdByName(App& app, const std::string& name) {
    for (const auto& r : game(app).rules().roles)
        if (r.name == name || trData(kGame, r.name) == name)
            return r.id;
    return {};
}

std::string vehicleName(App& app, const std::string& vehicleId) {
    const auto& rules = game(app).rules();
    const int i = rules.vehicleIndex(vehicleId);
    return i < 0 ? vehicleId : trData(kGame, rules.vehicles[static_cast<std::size_t>(i)].name);
}

std::string defenceName(const std::string& englishName) { return trData(kGame, englishName); }

std::string occupation(App& app, const std::string& characterId) {
    const auto* c = characterOf(app, characterId);
    return c ? trData(kGame, c->occupation) : std::string();
}

std::string nationality(App& app, const std::string& characterId) {
    const auto* c = characterOf(app, characterId);
    return c ? trData(kGame, c->nationality) : std::string();
}

std::string age(App& app, const std::string& characterId) {
    const auto* c = characterOf(app, characterId);
    if (!c)
        return {};
    // A number stays a number; a word ("Unknown") is translated.
    const bool number = !c->age.empty() && c->age.find_first_not_of("0123456789") == std::string::npos;
    return number ? c->age : trData(kGame, c->age);
}

std::string skillText(App& app, const std::string& characterId) {
    const auto* c = characterOf(app, characterId);
    return c ? trData(kGame, c->text) : std::string();
}

std::string skillShort(App& app, const std::string& characterId) {
    const auto* c = characterOf(app, characterId);
    return c ? trData(kGame, c->shortText) : std::string();
}

std::string icon(const std::string& iconId) {
    if (iconId == "steal")
        return trc("secret-night", "Steal");
    if (iconId == "push")
        return trc("secret-night", "Push");
    if (iconId == "trade")
        return trc("secret-night", "Trade");
    if (iconId == "whisper")
        return trc("secret-night", "Whisper");
    return iconId;
}

std::string weapon(const std::string& weaponId) {
    if (weaponId == "knife")
        return trc("secret-night", "Knife");
    if (weaponId == "gun")
        return trc("secret-night", "Gun");
    if (weaponId == "dynamite" || weaponId == "dynamite_nearby")
        return trc("secret-night", "Dynamite");
    if (weaponId == "dog")
        return trc("secret-night", "The dog");
    return weaponId;
}

std::string closed(std::string text) {
    while (!text.empty() && text.back() == ' ')
        text.pop_back();
    if (text.empty())
        return text;
    for (const char* end : {".", "!", "?", ":", "\u2026", "\u00bb", "\u201c", "\u201d", "\""})
        if (text.size() >= std::string_view(end).size() && text.ends_with(end))
            return text;
    return text + ".";
}

} // namespace heist::ui::secret_night::words
