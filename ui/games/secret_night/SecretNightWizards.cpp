// Secret Night's wizards for harm and the law: attack (with the defence cards), heal, arrest
// and escape. Each step is a function of what was chosen so far, so that Back can build the
// step before again with its choice kept; what the rules forbid is greyed with their reason.
#include "language/Translate.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/games/secret_night/SecretNightChoices.hpp"
#include "ui/games/secret_night/SecretNightTable.hpp"
#include "ui/games/secret_night/SecretNightWords.hpp"

namespace heist::ui::secret_night {

namespace {

// A result card after a wizard: the event in words, on its own card, never over the header.
void showResult(App& app, const std::string& title, const engine::Event& e) {
    if (view(app).finished)
        return; // the end of the night shows the results instead
    app.push(std::make_unique<InfoScreen>(app, title,
                                          std::vector<std::string>{words::closed(app.live()->session().describe(e))}));
}

std::string seatId(int seat) { return seat < 0 ? std::string() : std::to_string(seat); }

// ---- Attack: what hits, who is hit, and whether a card blocks it.

struct AttackDraft {
    std::string weapon;
    int target = -1;
};

std::string attackType(const std::string& weapon) { return weapon == "dog" ? "sn.dog_attack" : "sn.attack"; }

Json attackArgs(const std::string& weapon, int target, const std::string& defence = "") {
    Json args{{"target", target}};
    if (weapon != "dog")
        args["weapon"] = weapon;
    if (!defence.empty())
        args["defence"] = defence;
    return args;
}

// Weapons in a hand (and the dog) are turned on someone else; dynamite hurts whoever finds it.
bool aimed(const std::string& weapon) { return weapon == "knife" || weapon == "gun" || weapon == "dog"; }

bool blockable(App& app, const std::string& weapon) {
    for (const auto& card : game(app).rules().defences)
        if (card.blocks == weapon)
            return true;
    return false;
}

void attackWeapon(App& app, AttackDraft d);
void attackTarget(App& app, AttackDraft d);

void sendAttack(App& app, const AttackDraft& d, const std::string& defence) {
    if (auto e = app.dispatch(attackType(d.weapon), attackArgs(d.weapon, d.target, defence)))
        showResult(app, trc("secret-night", "Attack"), *e);
}

void attackDefence(App& app, AttackDraft d) {
    std::vector<Choice> cards = {{"none", tr("No defence"), "", true, ""}};
    for (const auto& card : game(app).rules().defences) {
        if (card.blocks != d.weapon)
            continue;
        const std::string name = words::defenceName(card.name);
        Choice c{card.id,
                 card.kept ? tr("{card} (kept)", {{"card", name}}) : tr("{card} (discarded)", {{"card", name}}), "",
                 true, ""};
        greyIfRefused(app, c, attackType(d.weapon), {attackArgs(d.weapon, d.target, card.id)});
        cards.push_back(std::move(c));
    }
    pushStep(
        app,
        std::make_unique<ChoiceScreen>(
            app, tr("Does {name} defend?", {{"name", player(app, d.target).name}}),
            tr("Step 3 of 3 \u00b7 a card blocks the {weapon} attack whole", {{"weapon", words::weapon(d.weapon)}}),
            cards, [&app, d](const std::string& id) { sendAttack(app, d, id == "none" ? "" : id); }),
        [&app, d] { attackTarget(app, d); });
}

void attackTarget(App& app, AttackDraft d) {
    const int cur = view(app).turn;
    const std::string weapon = d.weapon;
    auto victims = seatChoices(
        app, [&](int seat) { return !(aimed(weapon) && seat == cur); }, attackType(weapon),
        [&](int seat) { return std::vector<Json>{attackArgs(weapon, seat)}; });
    const bool defended = blockable(app, weapon);
    const std::string subtitle = weapon == "dog" ? tr("The dog attacks, even from a distance")
                                 : defended      ? tr("Step 2 of 3 \u00b7 choose the victim")
                                                 : tr("Step 2 of 2 \u00b7 choose the victim");
    pushStep(app,
             std::make_unique<ChoiceScreen>(app, tr("Who is hit?"), subtitle, victims,
                                            [&app, d, defended](const std::string& id) mutable {
                                                d.target = std::stoi(id);
                                                if (defended)
                                                    attackDefence(app, d);
                                                else
                                                    sendAttack(app, d, "");
                                            }),
             [&app, d] { attackWeapon(app, d); }, {seatId(d.target)});
}

void attackWeapon(App& app, AttackDraft d) {
    const auto v = view(app);
    const int cur = v.turn;
    const int players = static_cast<int>(v.players.size());
    std::vector<Choice> weapons = {
        {"knife", trc("secret-night", "Knife (1)"), "", true, ""},
        {"gun", trc("secret-night", "Gun (2)"), "", true, ""},
        {"dynamite", trc("secret-night", "Dynamite found (2)"), "", true, ""},
        {"dynamite_nearby", trc("secret-night", "Dynamite next door (1)"), "", true, ""},
        {"dog", trc("secret-night", "The dog bites (1)"), "", true, ""},
    };
    for (auto& w : weapons) {
        std::vector<Json> tries;
        for (int seat = 0; seat < players; ++seat)
            if (!(aimed(w.id) && seat == cur))
                tries.push_back(attackArgs(w.id, seat));
        greyIfRefused(app, w, attackType(w.id), tries);
    }
    pushStep(app,
             std::make_unique<ChoiceScreen>(app, trc("secret-night", "Attack"), tr("Step 1 \u00b7 what hits?"), weapons,
                                            [&app, d](const std::string& w) mutable {
                                                if (w != d.weapon)
                                                    d.target = -1;
                                                d.weapon = w;
                                                attackTarget(app, d);
                                            }),
             nullptr, {d.weapon});
}

// ---- Heal: the source, then who is healed.

void healSource(App& app, std::string kept);

void healTarget(App& app, const std::string& source) {
    auto patients = seatChoices(app, anyone, "sn.heal", [&](int seat) {
        return std::vector<Json>{Json{{"target", seat}, {"source", source}}};
    });
    pushStep(app,
             std::make_unique<ChoiceScreen>(app, tr("Who is healed?"), tr("Step 2 of 2"), patients,
                                            [&app, source](const std::string& id) {
                                                app.dispatch("sn.heal",
                                                             Json{{"target", std::stoi(id)}, {"source", source}});
                                            }),
             [&app, source] { healSource(app, source); });
}

void healSource(App& app, std::string kept) {
    const int players = static_cast<int>(view(app).players.size());
    std::vector<Choice> sources = {{"first_aid", trc("secret-night", "First Aid card"), "", true, ""},
                                   {"otto", tr("Otto\u2019s skill (once)"), "", true, ""}};
    // Only Otto's skill can be refused whoever is healed; who needs it is the next step's.
    std::vector<Json> tries;
    for (int seat = 0; seat < players; ++seat)
        tries.push_back(Json{{"target", seat}, {"source", "otto"}});
    greyIfRefused(app, sources[1], "sn.heal", tries);
    pushStep(app,
             std::make_unique<ChoiceScreen>(app, trc("secret-night", "Heal"),
                                            tr("Step 1 \u00b7 1 health back, and poison ends"), sources,
                                            [&app](const std::string& src) { healTarget(app, src); }),
             nullptr, {kept});
}

// ---- Arrest: who, the Money they carry, and their answer.

struct ArrestDraft {
    int captor = -1;
    int target = -1;
    int money = 0;
};

void arrestTarget(App& app, ArrestDraft d);
void arrestMoney(App& app, ArrestDraft d);

void arrestAnswer(App& app, ArrestDraft d) {
    std::vector<Choice> ways = {{"spin", tr("Spin to break free"), "", true, ""},
                                {"smoke", tr("A Smoke Bomb: no arrest"), "", true, ""}};
    pushStep(app,
             std::make_unique<ChoiceScreen>(app, tr("Arrest \u00b7 the answer"), tr("Step 3 of 3"), ways,
                                            [&app, d](const std::string& way) {
                                                const bool smoke = way == "smoke";
                                                if (auto e =
                                                        app.dispatch("sn.arrest", Json{{"by", d.captor},
                                                                                       {"target", d.target},
                                                                                       {"smoke_bomb", smoke},
                                                                                       {"money", smoke ? 0 : d.money}}))
                                                    app.push(std::make_unique<SecretNightBreakFreeScreen>(app, *e));
                                            }),
             [&app, d] { arrestMoney(app, d); });
}

void arrestMoney(App& app, ArrestDraft d) {
    pushStep(app,
             ChoiceScreen::number(app, tr("Arrest \u00b7 Money cards carried"),
                                  tr("Step 2 of 3 \u00b7 confiscated if a thief is arrested (+{points} each)",
                                     {{"points", game(app).rules().scoring.moneyConfiscated}}),
                                  0, 5, d.money,
                                  [&app, d](int money) mutable {
                                      d.money = money;
                                      arrestAnswer(app, d);
                                  }),
             [&app, d] { arrestTarget(app, d); });
}

void arrestTarget(App& app, ArrestDraft d) {
    // The Handcuffs are played by the player whose turn it is. Everyone else is listed; the
    // rules grey out whom the table knows they may not be used on now, and say why.
    auto suspects = seatChoices(app, othersThan(d.captor), "sn.arrest",
                                [&](int seat) { return std::vector<Json>{Json{{"by", d.captor}, {"target", seat}}}; });
    pushStep(app,
             std::make_unique<ChoiceScreen>(app, tr("Arrest \u00b7 who is arrested?"), tr("Step 1 of 3"), suspects,
                                            [&app, d](const std::string& id) mutable {
                                                d.target = std::stoi(id);
                                                arrestMoney(app, d);
                                            }),
             nullptr, {seatId(d.target)});
}

// ---- Escape: the vehicle, who else is aboard, its key, and the Money aboard.

struct EscapeDraft {
    std::string vehicle;
    int driver = -1;
    std::vector<std::string> passengers;
    bool key = true;
    int money = 1;
};

Json escapeArgs(const EscapeDraft& d) {
    Json aboard = Json::array();
    for (const auto& s : d.passengers)
        aboard.push_back(std::stoi(s));
    return Json{
        {"vehicle", d.vehicle}, {"driver", d.driver}, {"passengers", aboard}, {"key", d.key}, {"money", d.money}};
}

const games::secret_night::Vehicle& vehicleOf(App& app, const EscapeDraft& d) {
    const auto& rules = game(app).rules();
    return rules.vehicles[static_cast<std::size_t>(rules.vehicleIndex(d.vehicle))];
}

void escapeVehicle(App& app, EscapeDraft d);
void escapeAboard(App& app, EscapeDraft d);
void escapeKey(App& app, EscapeDraft d);

// The step before the Money: the key, else who is aboard, else the vehicle.
void escapeBeforeMoney(App& app, const EscapeDraft& d) {
    const auto& veh = vehicleOf(app, d);
    if (veh.needsKey)
        escapeKey(app, d);
    else if (veh.seats > 1)
        escapeAboard(app, d);
    else
        escapeVehicle(app, d);
}

void escapeMoney(App& app, EscapeDraft d) {
    pushStep(app,
             ChoiceScreen::number(app, tr("Escape \u00b7 Money cards aboard"),
                                  tr("Last step \u00b7 each Money beyond the first +{points}",
                                     {{"points", game(app).rules().scoring.extraMoney}}),
                                  0, 5, d.money,
                                  [&app, d](int money) mutable {
                                      d.money = money;
                                      if (auto e = app.dispatch("sn.escape", escapeArgs(d))) {
                                          app.sound().play(Cue::Reveal);
                                          showResult(app, trc("secret-night", "Escape"), *e);
                                      }
                                  }),
             [&app, d] { escapeBeforeMoney(app, d); });
}

void escapeKey(App& app, EscapeDraft d) {
    const auto& veh = vehicleOf(app, d);
    std::vector<Choice> key = {{"yes", tr("The driver holds the key"), "", true, ""},
                               {"no", tr("No key"), "", true, ""}};
    EscapeDraft without = d;
    without.key = false;
    greyIfRefused(app, key[1], "sn.escape", {escapeArgs(without)});
    pushStep(app,
             std::make_unique<ChoiceScreen>(
                 app, tr("The {vehicle} needs its key", {{"vehicle", words::vehicleName(app, veh.id)}}),
                 tr("Step 3 of 4"), key,
                 [&app, d](const std::string& k) mutable {
                     d.key = k == "yes";
                     escapeMoney(app, d);
                 }),
             [&app, d] {
                 if (vehicleOf(app, d).seats > 1)
                     escapeAboard(app, d);
                 else
                     escapeVehicle(app, d);
             },
             {d.key ? "yes" : "no"});
}

void escapeAboard(App& app, EscapeDraft d) {
    const auto& veh = vehicleOf(app, d);
    auto others = seatChoices(app, othersThan(d.driver), "sn.escape", [&](int seat) {
        EscapeDraft with = d;
        with.passengers = {std::to_string(seat)};
        with.key = true;
        return std::vector<Json>{escapeArgs(with)};
    });
    auto step =
        ChoiceScreen::many(app, tr("Escape \u00b7 who else is aboard?"),
                           trn("Step 2 of 4 \u00b7 up to {n} more", "Step 2 of 4 \u00b7 up to {n} more", veh.seats - 1),
                           others, 0, veh.seats - 1, [&app, d](const std::vector<std::string>& aboard) mutable {
                               d.passengers = aboard;
                               if (vehicleOf(app, d).needsKey)
                                   escapeKey(app, d);
                               else
                                   escapeMoney(app, d);
                           });
    pushStep(app, std::move(step), [&app, d] { escapeVehicle(app, d); }, d.passengers);
}

void escapeVehicle(App& app, EscapeDraft d) {
    const auto& rules = game(app).rules();
    std::vector<Choice> vehicles;
    for (const auto& veh : rules.vehicles) {
        const std::string name = words::vehicleName(app, veh.id);
        Choice c{veh.id,
                 veh.needsKey ? trn("{vehicle} \u00b7 {n} seat, key", "{vehicle} \u00b7 {n} seats, key", veh.seats,
                                    {{"vehicle", name}})
                              : trn("{vehicle} \u00b7 {n} seat, no key", "{vehicle} \u00b7 {n} seats, no key",
                                    veh.seats, {{"vehicle", name}}),
                 "", true, ""};
        EscapeDraft alone{veh.id, d.driver, {}, true, 1};
        greyIfRefused(app, c, "sn.escape", {escapeArgs(alone)});
        vehicles.push_back(std::move(c));
    }
    pushStep(app,
             std::make_unique<ChoiceScreen>(app, tr("Escape \u00b7 which vehicle?"),
                                            tr("Step 1 \u00b7 each vehicle is used once"), vehicles,
                                            [&app, d](const std::string& vid) mutable {
                                                if (vid != d.vehicle)
                                                    d = EscapeDraft{vid, d.driver, {}, true, 1};
                                                const auto& veh = vehicleOf(app, d);
                                                if (veh.seats > 1)
                                                    escapeAboard(app, d);
                                                else if (veh.needsKey)
                                                    escapeKey(app, d);
                                                else
                                                    escapeMoney(app, d);
                                            }),
             nullptr, {d.vehicle});
}

} // namespace

void startAttack(App& app) { attackWeapon(app, AttackDraft{}); }

void startHeal(App& app) { healSource(app, ""); }

void startArrest(App& app) { arrestTarget(app, ArrestDraft{view(app).turn, -1, 0}); }

void startEscape(App& app) {
    // The player whose turn it is drives; the escape reveals everyone aboard.
    EscapeDraft d;
    d.driver = view(app).turn;
    escapeVehicle(app, d);
}

} // namespace heist::ui::secret_night
