// Secret Night's flows from the table: the private deal and looks, and the wizards that
// turn a few taps into one intent (attack, heal, arrest, escape, skills, the rest).
#include "engine/Words.hpp"
#include "screens/ChoiceScreen.hpp"
#include "screens/ConfirmScreen.hpp"
#include "screens/InfoScreen.hpp"
#include "screens/RevealScreen.hpp"
#include "widgets/Chrome.hpp"
#include "views/SecretNightTable.hpp"
#include "views/SecretNightViewModel.hpp"
#include "widgets/Art.hpp"

#include <algorithm>

namespace heist::ui::secret_night {

namespace {

const char* mission(const std::string& role) {
    if (role == "chief_inspector")
        return "Get the Handcuffs and arrest the thieves. Your dog attacks from midnight.";
    if (role == "detective")
        return "Get the Handcuffs and arrest the thieves.";
    if (role == "deceiver")
        return "End the night level, or one point either way.";
    if (role == "master_thief")
        return "Steal the Money and escape. You spin twice against the Handcuffs.";
    return "Steal the Money and escape. The car and motorbike need keys.";
}

// A role card, drawn only inside a reveal: the role is a Secret.
void drawRoleCard(Painter& p, const sf::FloatRect& card, const std::string& caption, const std::string& roleId,
                  const std::string& roleName, const std::string& footer, const std::vector<std::string>& extra = {}) {
    // Top to bottom, measured first: the caption, the emblem (as big as the room left allows),
    // the role, its mission, what the role learned, the footer. Nothing leaves the card.
    const auto& t = p.theme();
    const sf::Color ink(40, 30, 40);
    Painter::Box box(p, card);
    const float pad = t.px(18), gap = t.px(8);
    const float w = card.width - 2 * pad;
    const std::string goal = mission(roleId);
    const float captionH = p.fitHeight(caption, w, t.small(), true);
    const float roleH = p.fitHeight(roleName, w, t.heading(), true);
    const float missionH = p.fitHeight(goal, w, t.small());
    float extraH = 0;
    for (const auto& line : extra)
        extraH += p.fitHeight(line, w, t.small()) + gap;
    const float footerH = footer.empty() ? 0.f : p.fitHeight(footer, w, t.small());
    const float words = captionH + roleH + missionH + extraH + footerH + gap * 5;
    const float emblem = std::clamp(card.height - 2 * pad - words, 0.f, std::min(card.width, card.height) * 0.3f);
    float y = card.top + pad;
    y += p.fitText(caption, {card.left + pad, y, w, 0}, t.small(), sf::Color(120, 90, 60), TextUse::Other, Align::Center,
                   true) +
         gap;
    if (emblem >= t.px(24)) {
        art::roleEmblem(p, {card.left + card.width / 2, y + emblem / 2}, emblem / 2, roleId);
        y += emblem + gap;
    }
    y += p.fitText(roleName, {card.left + pad, y, w, 0}, t.heading(), ink, TextUse::Role, Align::Center, true,
                   TextKind::Secret) +
         gap;
    y += p.fitText(goal, {card.left + pad, y, w, 0}, t.small(), sf::Color(80, 60, 60), TextUse::Other, Align::Center,
                   false, TextKind::Secret) +
         gap;
    for (const auto& line : extra)
        y += p.fitText(line, {card.left + pad, y, w, 0}, t.small(), ink, TextUse::Other, Align::Center, false,
                       TextKind::Secret) +
             gap;
    if (!footer.empty())
        p.fitText(footer, {card.left + pad, card.top + card.height - pad - footerH, w, 0}, t.small(),
                  sf::Color(110, 90, 70), TextUse::Other, Align::Center);
}

bool present(const Json& pv) { return !pv["dead"].get<bool>() && !pv["away"].get<bool>(); }

// Only what the table knows narrows a list: a secret role is never filtered out.
bool couldBeThief(const Json& pv) { return pv["role"].is_null() || pv["role"] == "thief" || pv["role"] == "master_thief"; }

std::vector<Choice> playerChoices(App& app, const std::function<bool(const Json&)>& keep) {
    std::vector<Choice> out;
    const Json v = view(app);
    for (const auto& pv : v["players"]) {
        if (!keep(pv))
            continue;
        const int seat = pv["seat"];
        out.push_back({std::to_string(seat), player(app, seat).name, player(app, seat).colour, true});
    }
    return out;
}

// A result card after a wizard: the event in words, on its own card, never over the header.
void showResult(App& app, const std::string& title, const engine::Event& e) {
    if (game(app).isFinished(state(app)))
        return; // the end of the night shows the results instead
    app.push(std::make_unique<InfoScreen>(app, title, std::vector<std::string>{engine::words::sentence(app.live()->session().describe(e))}));
}

void attackTarget(App& app, const std::string& weapon) {
    const int cur = state(app).current();
    const bool self = weapon == "knife" || weapon == "gun" || weapon == "dog";
    app.push(std::make_unique<ChoiceScreen>(
        app, "Who is hit?", weapon == "dog" ? "The dog attacks, even from a distance" : "Choose the victim",
        playerChoices(app, [&](const Json& pv) { return present(pv) && !(self && pv["seat"] == cur); }),
        [&app, weapon](const std::string& id) {
            const int target = std::stoi(id);
            auto e = weapon == "dog" ? app.dispatch("sn.dog_attack", Json{{"target", target}})
                                     : app.dispatch("sn.attack", Json{{"target", target}, {"weapon", weapon}});
            if (e)
                showResult(app, "Attack", *e);
        }));
}

} // namespace

void pushDeal(App& app, int seat) {
    const auto& pl = player(app, seat);
    const auto& players = app.live()->session().setup().players;
    const bool last = seat + 1 >= static_cast<int>(players.size());
    RevealSpec spec = RevealSpec::forPlayer(pl, "Pass the tablet to " + pl.name);
    spec.coverHint = "Only " + pl.name + " looks. Hold the button to see your role; let go to hide it.";
    spec.holdLabel = "Hold to see your role";
    spec.doneLabel = last ? "Done \u2014 the night begins" : "Done \u2014 pass to " + players[static_cast<std::size_t>(seat + 1)].name;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const Json me = game(app).privateView(app.live()->session().state(), seat);
        const Json pv = view(app)["players"][static_cast<std::size_t>(seat)];
        drawRoleCard(p, card, "YOUR ROLE", me["role"], me["role_name"],
                     "You play " + pv["character_name"].get<std::string>() + ".");
    };
    spec.onDone = [&app, seat] {
        if (!app.dispatch("sn.see_role", Json{{"seat", seat}}))
            return;
        app.pop();
        const auto& s = state(app);
        for (int next = 0; next < s.players; ++next)
            if (!s.seats[static_cast<std::size_t>(next)].seen)
                return pushDeal(app, next);
    };
    pushDealReveal(app, spec);
}

void lookAgain(App& app, int seat) {
    const auto& pl = player(app, seat);
    RevealSpec spec = RevealSpec::forPlayer(pl, "Pass the tablet to " + pl.name);
    spec.coverHint = "Only " + pl.name + " looks. Hold to see your role and anything you checked.";
    spec.holdLabel = "Hold to see your role";
    spec.mustLookFirst = false;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const Json me = game(app).privateView(app.live()->session().state(), seat);
        std::vector<std::string> extra;
        for (const auto& c : me["checks"])
            extra.push_back("Checked: " + player(app, c["seat"]).name + " is " + c["role_name"].get<std::string>());
        drawRoleCard(p, card, "YOUR ROLE", me["role"], me["role_name"], "Keep it to yourself.", extra);
    };
    spec.onDone = [&app] { app.pop(); };
    pushGuardedReveal(app, spec);
}

void startAttack(App& app) {
    const Json v = view(app);
    const bool midnight = v["after_midnight"];
    const auto& s = state(app);
    const bool chief = game(app).rules().roles[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(s.current())].role)].id ==
                       "chief_inspector";
    std::vector<Choice> weapons = {
        {"knife", midnight ? "Knife (1)" : "Knife \u00b7 from midnight", "", midnight},
        {"gun", midnight ? "Gun (2)" : "Gun \u00b7 from midnight", "", midnight},
        {"dynamite", "Dynamite found (2)", "", true},
        {"dynamite_nearby", "Dynamite next door (1)", "", true},
        {"dog", "The dog bites (1)", "", chief && midnight && v["dog_in_play"].get<bool>() && !v["dog_attacked"].get<bool>()},
    };
    app.push(std::make_unique<ChoiceScreen>(app, "Attack", "What hits?", weapons,
                                            [&app](const std::string& w) { attackTarget(app, w); }));
}

void startHeal(App& app) {
    const auto& s = state(app);
    const int cur = s.current();
    const auto& me = game(app).characterOf(s, cur);
    const bool otto = me.skill == "heal" && !s.seats[static_cast<std::size_t>(cur)].skillSpent;
    std::vector<Choice> sources = {{"first_aid", "First Aid card", "", true},
                                   {"otto", otto ? "Otto\u2019s skill (once)" : "Otto\u2019s skill", "", otto}};
    const int max = game(app).rules().health;
    app.push(std::make_unique<ChoiceScreen>(app, "Heal", "1 health back, and poison ends", sources, [&app, max](const std::string& src) {
        app.push(std::make_unique<ChoiceScreen>(
            app, "Who is healed?", "",
            playerChoices(app, [&](const Json& pv) {
                return present(pv) && (pv["health"].get<int>() < max || pv["poisoned"].get<bool>());
            }),
            [&app, src](const std::string& id) { app.dispatch("sn.heal", Json{{"target", std::stoi(id)}, {"source", src}}); }));
    }));
}

void startArrest(App& app) {
    // Three questions, always: who is arrested, the Money they carry, and their answer. The
    // Handcuffs are played by the player whose turn it is; the rules refuse, with a message, a
    // captor the table knows is no police officer.
    const int captor = state(app).current();
    app.push(std::make_unique<ChoiceScreen>(
        app, "Arrest \u00b7 who is arrested?", "Step 1 of 3",
        playerChoices(app, [&](const Json& pv) { return present(pv) && pv["seat"] != captor && couldBeThief(pv); }),
        [&app, captor](const std::string& target) {
            app.push(ChoiceScreen::number(
                app, "Arrest \u00b7 Money cards carried", "Step 2 of 3 \u00b7 confiscated if a thief is arrested (+3 each)", 0,
                5, 0, [&app, captor, target](int money) {
                    std::vector<Choice> ways = {{"spin", "Spin to break free", "", true},
                                                {"smoke", "A Smoke Bomb: no arrest", "", true}};
                    app.push(std::make_unique<ChoiceScreen>(
                        app, "Arrest \u00b7 the answer", "Step 3 of 3", ways, [&app, captor, target, money](const std::string& way) {
                            if (auto e = app.dispatch("sn.arrest", Json{{"by", captor}, {"target", std::stoi(target)},
                                                                        {"smoke_bomb", way == "smoke"},
                                                                        {"money", way == "smoke" ? 0 : money}}))
                                app.push(std::make_unique<BreakFreeScreen>(app, *e));
                        }));
                }));
        }));
}

void startEscape(App& app) {
    const auto& rules = game(app).rules();
    const Json v = view(app);
    std::vector<Choice> vehicles;
    for (std::size_t i = 0; i < rules.vehicles.size(); ++i) {
        const auto& veh = rules.vehicles[i];
        vehicles.push_back({veh.id, veh.name + " \u00b7 " + std::to_string(veh.seats) + (veh.seats == 1 ? " seat" : " seats") +
                                        (veh.needsKey ? ", key" : ", no key"),
                            "", !v["vehicles"][i]["used"].get<bool>()});
    }
    app.push(std::make_unique<ChoiceScreen>(app, "Escape \u00b7 which vehicle?", "Step 1 \u00b7 each vehicle is used once", vehicles, [&app](const std::string& vid) {
        const auto& veh = game(app).rules().vehicles[static_cast<std::size_t>(game(app).rules().vehicleIndex(vid))];
        // The player whose turn it is drives; the escape reveals everyone aboard.
        const int d = state(app).current();
        auto withPassengers = [&app, vid, veh, d](const std::vector<std::string>& passengers) {
            Json aboard = Json::array();
            for (const auto& s : passengers)
                aboard.push_back(std::stoi(s));
            auto withKey = [&app, vid, d, aboard](bool key) {
                app.push(ChoiceScreen::number(app, "Escape \u00b7 Money cards aboard", "Last step \u00b7 each Money beyond the first +5", 0, 5, 1,
                                              [&app, vid, d, aboard, key](int money) {
                                                  auto e = app.dispatch("sn.escape", Json{{"vehicle", vid}, {"driver", d},
                                                                                           {"passengers", aboard},
                                                                                           {"key", key}, {"money", money}});
                                                  if (e) {
                                                      app.sound().play(Cue::Reveal);
                                                      showResult(app, "Escape", *e);
                                                  }
                                              }));
            };
            if (!veh.needsKey)
                return withKey(false);
            std::vector<Choice> key = {{"yes", "The driver holds the key", "", true}, {"no", "No key", "", true}};
            app.push(std::make_unique<ChoiceScreen>(app, "The " + veh.name + " needs its key", "Step 3 of 4", key,
                                                    [withKey](const std::string& k) { withKey(k == "yes"); }));
        };
        if (veh.seats == 1)
            return withPassengers({});
        app.push(ChoiceScreen::many(
            app, "Escape \u00b7 who else is aboard?", "Step 2 of 4 \u00b7 up to " + std::to_string(veh.seats - 1) + " more",
            playerChoices(app, [d](const Json& pv) { return present(pv) && couldBeThief(pv) && pv["seat"] != d; }), 0, veh.seats - 1,
            withPassengers));
    }));
}

void startSkill(App& app, TableScreen& table) {
    const auto& s = state(app);
    const int cur = s.current();
    const auto& me = game(app).characterOf(s, cur);
    (void)table;
    if (me.skill == "heal")
        return startHeal(app);
    if (me.skill == "check_role") {
        app.push(std::make_unique<ChoiceScreen>(
            app, "Zachary checks a role", "Only Zachary\u2019s player will see it",
            playerChoices(app, [cur](const Json& pv) { return pv["seat"] != cur && pv["role"].is_null(); }),
            [&app, cur](const std::string& id) {
                const int target = std::stoi(id);
                if (!app.dispatch("sn.check_role", Json{{"target", target}}))
                    return;
                const auto& pl = player(app, cur);
                RevealSpec spec = RevealSpec::forPlayer(pl, "Only " + pl.name + " looks");
                spec.coverHint = pl.name + " holds the button to see " + player(app, target).name + "\u2019s role.";
                spec.holdLabel = "Hold to see the role";
                spec.doneLabel = "Done \u2014 back to the table";
                spec.drawSecret = [&app, cur, target](Painter& p, const sf::FloatRect& card) {
                    const Json me = game(app).privateView(app.live()->session().state(), cur);
                    for (const auto& c : me["checks"])
                        if (c["seat"] == target) {
                            const auto& rules = game(app).rules();
                            std::string id;
                            for (const auto& r : rules.roles)
                                if (r.name == c["role_name"])
                                    id = r.id;
                            drawRoleCard(p, card, player(app, target).name + " IS", id, c["role_name"], "Zachary\u2019s secret now.");
                        }
                };
                spec.onDone = [&app] { app.pop(); };
                app.push(std::make_unique<RevealScreen>(app, spec));
            }));
        return;
    }
    if (me.skill == "move_clock") {
        std::vector<Choice> dirs = {{"1", "One hour forward", "", true}, {"-1", "One hour back", "", s.hoursElapsed > 0}};
        app.push(std::make_unique<ChoiceScreen>(app, "Wilma moves the clock", "Once per game", dirs, [&app](const std::string& d) {
            // If this ends the night, the table shows the results as it comes back on top.
            if (app.dispatch("sn.move_clock", Json{{"delta", std::stoi(d)}}))
                app.sound().play(Cue::Chime);
        }));
        return;
    }
    const std::string skill = me.skill;
    app.push(std::make_unique<ConfirmScreen>(app, me.name + ": " + me.text, "", "Use the skill",
                                             [&app, skill] { app.dispatch("sn.use_skill", Json{{"skill", skill}}); }));
}

void startMore(App& app) {
    const Json v = view(app);
    const auto& s = state(app);
    const int cur = s.current();
    const int saved = v["players"][static_cast<std::size_t>(cur)]["saved_steps"];
    const bool canSave = v.contains("spin") && !v["steps_saved_this_turn"].get<bool>();
    std::vector<Choice> more = {
        {"poison", "Poison\u2026", "", v["after_midnight"].get<bool>()},
        {"tie", "Tie up (Rope)\u2026", "", true},
        {"square", "Action Square\u2026", "", !v["action_square_used"].get<bool>()},
        {"save", "Save steps\u2026", "", canSave},
        {"use", "Use saved steps\u2026", "", saved > 0},
        {"beef", "Beef: dog out", "", v["dog_in_play"].get<bool>()},
        {"lock", "Lock a door", "", true},
    };
    app.push(std::make_unique<ChoiceScreen>(app, "More", "", more, [&app, cur, saved](const std::string& what) {
        if (what == "poison")
            app.push(std::make_unique<ChoiceScreen>(
                app, "Who is poisoned?", "1 damage at the end of each of their turns until healed",
                playerChoices(app, [cur](const Json& pv) { return present(pv) && pv["seat"] != cur && !pv["poisoned"].get<bool>(); }),
                [&app](const std::string& id) { app.dispatch("sn.poison", Json{{"target", std::stoi(id)}}); }));
        else if (what == "tie")
            app.push(std::make_unique<ChoiceScreen>(
                app, "Who is tied up?", "They may spin to break free",
                playerChoices(app, [cur](const Json& pv) { return present(pv) && pv["seat"] != cur; }), [&app](const std::string& id) {
                    if (auto e = app.dispatch("sn.tie", Json{{"target", std::stoi(id)}}))
                        app.push(std::make_unique<BreakFreeScreen>(app, *e));
                }));
        else if (what == "square") {
            const std::string disc = view(app)["disc"];
            std::vector<Choice> icons;
            for (const auto& icon : game(app).rules().actionSquare)
                icons.push_back({icon, icon == disc ? icon + " (disc here)" : icon, "", icon != disc});
            app.push(std::make_unique<ChoiceScreen>(app, "Action Square", "Once per turn, next to another player", icons,
                                                    [&app](const std::string& icon) { app.dispatch("sn.action_square", Json{{"icon", icon}}); }));
        } else if (what == "save") {
            app.push(ChoiceScreen::number(app, "Save steps", "Unused steps of this turn", 1, state(app).spin ? state(app).spin->total : 1, 1,
                                          [&app](int n) { app.dispatch("sn.save_steps", Json{{"steps", n}}); }));
        } else if (what == "use") {
            app.push(ChoiceScreen::number(app, "Use saved steps", "", 1, saved, saved,
                                          [&app](int n) { app.dispatch("sn.use_steps", Json{{"steps", n}}); }));
        } else if (what == "beef") {
            app.push(std::make_unique<ChoiceScreen>(app, "Who feeds the dog Beef?", "The dog leaves play",
                                                    playerChoices(app, [](const Json& pv) { return present(pv); }),
                                                    [&app](const std::string& id) { app.dispatch("sn.beef", Json{{"by", std::stoi(id)}}); }));
        } else if (what == "lock") {
            app.dispatch("sn.lock_door");
        }
    }));
}

} // namespace heist::ui::secret_night
