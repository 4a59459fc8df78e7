// The words of data/games/secret-night.json that a player reads, marked for extraction: the
// rules core and the screens show them through trData("secret-night", word), which looks up
// the English word read from the file, so xgettext would not see them otherwise. A word added
// to the data file belongs here too (an unlisted one is shown in English).
#include "language/Translate.hpp"

#include <array>

namespace heist::games::secret_night {

namespace {

[[maybe_unused]] constexpr std::array kDataWords{
    // The game's title, its card on the new-game screen ("blurb") and the players screen's
    // button ("first_step"), which the shared screens show through engine::shownTitle() & co.
    trNoop("secret-night", "Secret Night at Davis Manor"),
    trNoop("secret-night", "Thieves, detectives and a deceiver race the clock from 9 p.m. to 6 a.m."),
    trNoop("secret-night", "Deal the roles"),
    // Roles (data: roles[].name).
    trNoop("secret-night", "Chief Inspector"),
    trNoop("secret-night", "Detective"),
    trNoop("secret-night", "Deceiver"),
    trNoop("secret-night", "Thief"),
    trNoop("secret-night", "Master Thief"),
    // The same with the indefinite article, for "{name} is a Thief" (SecretNightApply.cpp, words::withArticle before).
    trNoop("secret-night", "a Chief Inspector"),
    trNoop("secret-night", "a Detective"),
    trNoop("secret-night", "a Deceiver"),
    trNoop("secret-night", "a Thief"),
    trNoop("secret-night", "a Master Thief"),
    // Characters: occupation, nationality, age "Unknown", the skill's text and its short line (the
    // names are proper names and stay as printed).
    trNoop("secret-night", "Journalist"),
    trNoop("secret-night", "English"),
    trNoop("secret-night", "Once per game he can check the secret role of one player."),
    trNoop("secret-night", "Checks one role in secret, once"),
    trNoop("secret-night", "Doctor"),
    trNoop("secret-night", "German"),
    trNoop("secret-night", "Can heal once without a First Aid card."),
    trNoop("secret-night", "Heals once without a card"),
    trNoop("secret-night", "Professional dancer"),
    trNoop("secret-night", "Chinese"),
    trNoop("secret-night", "Unknown"),
    trNoop("secret-night", "Avoids the first Knife attack (once per game)."),
    trNoop("secret-night", "Dodges the first Knife"),
    trNoop("secret-night", "Priest (not confirmed)"),
    trNoop("secret-night", "Italian"),
    trNoop("secret-night", "Avoids the first Gun shot (once per game)."),
    trNoop("secret-night", "Dodges the first Gun shot"),
    trNoop("secret-night", "Governor"),
    trNoop("secret-night", "American"),
    trNoop("secret-night", "Once per game, on her turn, moves the clock 1 hour forward or back."),
    trNoop("secret-night", "Moves the clock 1 hour, once"),
    trNoop("secret-night", "Entrepreneur"),
    trNoop("secret-night", "Egyptian"),
    trNoop("secret-night", "Can re-spin the Roulette once per turn; the second spin stands."),
    trNoop("secret-night", "Re-spins once a turn"),
    trNoop("secret-night", "Witch"),
    trNoop("secret-night", "Indian"),
    trNoop("secret-night", "Once per game moves any other player up to 5 squares, at any distance."),
    trNoop("secret-night", "Moves a player 5 squares, once"),
    trNoop("secret-night", "Housekeeper"),
    trNoop("secret-night", "Canadian"),
    trNoop("secret-night", "Passes through closed doors and cannot be tied."),
    trNoop("secret-night", "Passes doors; cannot be tied"),
    trNoop("secret-night", "Engineer"),
    trNoop("secret-night", "South African"),
    trNoop("secret-night", "Can disarm the Dynamite and keep it."),
    trNoop("secret-night", "Disarms Dynamite"),
    trNoop("secret-night", "Lawyer"),
    trNoop("secret-night", "Australian"),
    trNoop("secret-night", "Cards cannot be stolen from her."),
    trNoop("secret-night", "Cannot be robbed"),
    trNoop("secret-night", "Professor"),
    trNoop("secret-night", "Spanish"),
    trNoop("secret-night", "Draws an extra card in her first 2 turns."),
    trNoop("secret-night", "Extra card in her first 2 turns"),
    trNoop("secret-night", "Actor"),
    trNoop("secret-night", "Cuban (not confirmed)"),
    trNoop("secret-night", "Does not have to keep a card shown."),
    trNoop("secret-night", "Need not show a card"),
    trNoop("secret-night", "Equestrian"),
    trNoop("secret-night", "Brazilian"),
    trNoop("secret-night", "Always adds +2 to her movement."),
    trNoop("secret-night", "+2 to every movement"),
    trNoop("secret-night", "Boxer"),
    trNoop("secret-night", "Irish"),
    trNoop("secret-night", "Once per turn pushes a player up to 6 squares in a straight line."),
    trNoop("secret-night", "Pushes 6 squares once a turn"),
    trNoop("secret-night", "Chef"),
    trNoop("secret-night", "French"),
    trNoop("secret-night", "Her Knife attack does 2 damage instead of 1."),
    trNoop("secret-night", "Her Knife does 2"),
    trNoop("secret-night", "Trumpet player"),
    trNoop("secret-night", "Russian"),
    trNoop("secret-night", "Once per game takes 2 turns back to back."),
    trNoop("secret-night", "Two turns in a row, once"),
    // Vehicles: the name, and the lower-case word used inside sentences ("escaped by boat").
    trNoop("secret-night", "Boat"),
    trNoop("secret-night", "boat"),
    trNoop("secret-night", "Motorbike"),
    trNoop("secret-night", "motorbike"),
    trNoop("secret-night", "Car"),
    trNoop("secret-night", "car"),
    // The Action Square's icons (data: action_square, shown as they are in the history).
    trNoop("secret-night", "steal"),
    trNoop("secret-night", "push"),
    trNoop("secret-night", "trade"),
    trNoop("secret-night", "whisper"),
    // Defence cards (data: defences[].name).
    trNoop("secret-night", "Bulletproof Vest"),
    trNoop("secret-night", "Bible"),
    trNoop("secret-night", "Avoid Knife"),
    // The decisions where the rulebook is silent (data: decisions[].title and .text), for the rules panel.
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

} // namespace

} // namespace heist::games::secret_night
