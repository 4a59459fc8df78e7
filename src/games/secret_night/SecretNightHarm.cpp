// What hurts and what heals: attacks (with the defences the rulebook gives), poison and
// healing, and the death an attack may bring, worked out once and stored in the event.
#include "games/secret_night/SecretNightPlay.hpp"

#include "language/Translate.hpp"

namespace heist::games::secret_night {

using engine::EventDraft;
using engine::Resolved;
using engine::RuleError;

int SecretNightGame::drawCharacter(const SecretNightState& s, components::Rng& rng, int exceptSeat) const {
    std::vector<int> free;
    for (int c = 0; c < static_cast<int>(m_rules.characters.size()); ++c) {
        bool used = false;
        for (int seat = 0; seat < s.players; ++seat) {
            const auto& p = s.seats[static_cast<std::size_t>(seat)];
            used |= p.character == c || p.pendingCharacter == c;
        }
        used |= s.seats[static_cast<std::size_t>(exceptSeat)].character == c;
        if (!used)
            free.push_back(c);
    }
    return free.empty() ? s.seats[static_cast<std::size_t>(exceptSeat)].character
                        : free[static_cast<std::size_t>(rng.below(free.size()))];
}

int SecretNightGame::deathDelta(const SecretNightState& s, int seat) const {
    const auto team = m_rules.roles[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].role)].team;
    if (team == Team::Thieves)
        return -m_rules.scoring.thiefDies; // points for the police
    if (team == Team::Police)
        return m_rules.scoring.detectiveDies;
    return 0; // SPEC Decision: the Deceiver's death scores nothing
}

// What an attack does, worked out now so that replay never decides again.
Json SecretNightGame::damageOutcome(const SecretNightState& s, int target, int by, const std::string& weapon,
                                    int amount, components::Rng& rng) const {
    const auto& victim = s.seats[static_cast<std::size_t>(target)];
    const auto& skill = characterOf(s, target).skill;
    Json out{{"seat", target}, {"by", by}, {"weapon", weapon}};
    if (weapon == "knife" && by >= 0 && characterOf(s, by).skill == "knife_two")
        amount = 2; // Margot
    std::string avoided;
    if (weapon == "knife" && skill == "avoid_knife" && !victim.skillSpent)
        avoided = "avoid_knife";
    if (weapon == "gun" && skill == "avoid_gun" && !victim.skillSpent)
        avoided = "avoid_gun";
    if (!avoided.empty())
        amount = 0;
    out["amount"] = amount;
    out["avoided"] = avoided.empty() ? Json() : Json(avoided);
    const bool dies = amount > 0 && victim.health - amount <= 0;
    out["dies"] = dies;
    if (dies) {
        out["score"] = deathDelta(s, target);
        out["new_character"] = drawCharacter(s, rng, target);
    }
    return out;
}

Resolved SecretNightGame::onAttack(const Play& p) const {
    auto target = p.args.seat("target", p.s.players);
    if (!target)
        return target.error();
    std::string weapon = "dog";
    if (p.type == "sn.attack") {
        auto w =
            p.args.choice("weapon", {"knife", "gun", "dynamite", "dynamite_nearby", "dog"}, std::nullopt, "bad_weapon");
        if (!w)
            return w.error();
        weapon = *w;
    }
    // What the weapon allows now comes before the victim, so that a refusal that holds
    // whoever is aimed at says so, whoever it is (the wizard greys the weapon with it).
    int by = p.cur;
    if (weapon == "dog") {
        if (m_rules.roles[static_cast<std::size_t>(p.at(p.cur).role)].id != "chief_inspector")
            return RuleError{"not_chief", tr("Only the Chief Inspector commands the dog, on his turn.")};
        if (!p.s.dogInPlay)
            return RuleError{"no_dog", tr("The dog is out of play.")};
        if (!p.midnight)
            return RuleError{"before_midnight", tr("The dog can attack from midnight.")};
        if (p.s.dogAttacked)
            return RuleError{"dog_used", tr("The dog has already attacked this turn.")};
    } else if (weapon == "knife" || weapon == "gun") {
        if (!p.midnight)
            return RuleError{"before_midnight", tr("Attack cards can be used from midnight (00:00).")};
    } else {
        by = -1; // dynamite has no attacker
    }
    if (auto r = absent(p, *target, Absence::Plain))
        return *r;
    if (weapon == "dog" && *target == p.cur) // the Chief Inspector is a public role: this tells nothing
        return RuleError{"own_handler",
                         tr("The dog does not bite its own handler, {name}.", {{"name", p.name(p.cur)}})};
    if ((weapon == "knife" || weapon == "gun") && *target == p.cur)
        return RuleError{"self", tr("Choose another player to attack.")};
    std::vector<std::string> cards;
    for (const auto& c : m_rules.defences)
        cards.push_back(c.id);
    auto defence = p.args.choice("defence", cards, std::string(), "bad_defence"); // absent: none played
    if (!defence)
        return defence.error();
    if (defence->empty())
        return EventDraft{"sn.damaged", damageOutcome(p.s, *target, by, weapon, m_rules.damage.at(weapon), p.rng)};
    if (auto r = defenceRefusal(p, *target, weapon, *defence))
        return *r;
    // The card blocks the attack whole: no damage, so no death and nothing drawn.
    Json out{{"seat", *target},   {"by", by},      {"weapon", weapon},   {"amount", 0},
             {"avoided", Json()}, {"dies", false}, {"defence", *defence}};
    return EventDraft{"sn.damaged", out};
}

std::optional<RuleError> SecretNightGame::defenceRefusal(const Play& p, int target, const std::string& weapon,
                                                         const std::string& defence) const {
    const auto& card = m_rules.defences[static_cast<std::size_t>(m_rules.defenceIndex(defence))];
    const Placeholders named{{"card", trData("secret-night", card.name)}};
    if (card.blocks != weapon)
        return RuleError{"wrong_defence", card.blocks == "gun" ? tr("The {card} blocks a Gun attack only.", named)
                                          : card.blocks == "knife"
                                              ? tr("The {card} blocks a Knife attack only.", named)
                                              : tr("The {card} does not block this attack.", named)};
    // The victim's character is public, so this refusal tells the table nothing new.
    const auto& victim = characterOf(p.s, target);
    const bool skillDodges = !p.at(target).skillSpent && ((weapon == "knife" && victim.skill == "avoid_knife") ||
                                                          (weapon == "gun" && victim.skill == "avoid_gun"));
    const Placeholders dodge{{"character", victim.name}, {"card", trData("secret-night", card.name)}};
    if (skillDodges)
        return RuleError{"skill_dodges",
                         weapon == "gun"
                             ? tr("{character} dodges this first Gun attack by skill: keep the {card}.", dodge)
                             : tr("{character} dodges this first Knife attack by skill: keep the {card}.", dodge)};
    return std::nullopt;
}

Resolved SecretNightGame::onPoison(const Play& p) const {
    auto target = p.args.seat("target", p.s.players);
    if (!target)
        return target.error();
    if (*target == p.cur)
        return RuleError{"self", tr("Choose another player to poison.")};
    if (auto r = absent(p, *target, Absence::Plain))
        return *r;
    if (!p.midnight)
        return RuleError{"before_midnight", tr("Attack cards can be used from midnight (00:00).")};
    if (p.at(*target).poisoned)
        return RuleError{"already_poisoned", tr("{name} is already poisoned.", {{"name", p.name(*target)}})};
    return EventDraft{"sn.poisoned", Json{{"seat", *target}, {"by", p.cur}}};
}

Resolved SecretNightGame::onHeal(const Play& p) const {
    auto target = p.args.seat("target", p.s.players);
    if (!target)
        return target.error();
    auto source = p.args.choice("source", {"first_aid", "otto"}, std::string("first_aid"), "bad_source");
    if (!source)
        return source.error();
    auto named = p.args.optionalSeat("by", p.s.players);
    if (!named)
        return named.error();
    const int by = named->value_or(p.cur);
    // "during your turn, or in response to an attack": another player heals only someone
    // an attack hurt this turn.
    if (by != p.cur && !p.s.hitThisTurn[static_cast<std::size_t>(*target)])
        return RuleError{"not_your_turn",
                         tr("It is {current}\u2019s turn: {name} may heal now only in answer to an attack this turn.",
                            {{"current", p.name(p.cur)}, {"name", p.name(by)}})};
    if (auto r = absent(p, by, Absence::Plain))
        return *r;
    // The source before the patient: a refusal that holds for anyone healed says so.
    if (*source == "otto" && (characterOf(p.s, by).skill != "heal" || p.at(by).skillSpent))
        return RuleError{"no_skill", tr("Only Otto Oppenheim heals without a card, once per game.")};
    if (auto r = absent(p, *target, Absence::Plain))
        return *r;
    const auto& v = p.at(*target);
    if (v.health >= m_rules.health && !v.poisoned)
        return RuleError{"healthy", tr("{name} has full health and no poison.", {{"name", p.name(*target)}})};
    return EventDraft{"sn.healed", Json{{"seat", *target}, {"by", by}, {"source", *source}}};
}

} // namespace heist::games::secret_night
