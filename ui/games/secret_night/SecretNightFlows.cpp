// Secret Night's flows from the table: the private deal and looks, the skills and the rest
// ("More"); the wizards for attacks, heals, arrests and escapes are in SecretNightWizards.cpp.
#include "language/Translate.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/screens/RevealScreen.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/games/secret_night/SecretNightTable.hpp"
#include "ui/games/secret_night/SecretNightChoices.hpp"
#include "ui/games/secret_night/SecretNightArt.hpp"
#include "ui/games/secret_night/SecretNightWords.hpp"

#include <algorithm>

namespace heist::ui::secret_night {

namespace {

std::string mission(const std::string& role) {
    if (role == "chief_inspector")
        return tr("Get the Handcuffs and arrest the thieves. Your dog attacks from midnight.");
    if (role == "detective")
        return tr("Get the Handcuffs and arrest the thieves.");
    if (role == "deceiver")
        return tr("End the night level, or one point either way.");
    if (role == "master_thief")
        return tr("Steal the Money and escape. You spin twice against the Handcuffs.");
    return tr("Steal the Money and escape. The car and motorbike need keys.");
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
    y += p.fitText(caption, {card.left + pad, y, w, 0}, t.small(), sf::Color(120, 90, 60), TextUse::Other,
                   Align::Center, true) +
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

} // namespace

void pushDeal(App& app, int seat) {
    const auto& pl = player(app, seat);
    const auto& players = app.live()->session().setup().players;
    const bool last = seat + 1 >= static_cast<int>(players.size());
    RevealSpec spec = RevealSpec::forPlayer(pl, tr("Pass the tablet to {name}", {{"name", pl.name}}));
    spec.coverHint = tr("Only {name} looks. Hold the button to see your role; let go to hide it.", {{"name", pl.name}});
    spec.holdLabel = tr("Hold to see your role");
    spec.phoneTitle = tr("{name}: your role is on your phone", {{"name", pl.name}});
    spec.doneLabel = last ? tr("Done \u2014 the night begins") : "";
    if (!last)
        spec.doneLabelNow = [&app, next = players[static_cast<std::size_t>(seat + 1)]] { return passTo(app, next); };
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const auto me = seatView(app, seat);
        drawRoleCard(p, card, tr("YOUR ROLE"), me.role, words::roleName(app, me.role),
                     tr("You play {character}.", {{"character", view(app).at(seat).characterName}}));
    };
    spec.onDone = [&app, seat] {
        if (!app.dispatch("sn.see_role", Json{{"seat", seat}}))
            return;
        app.pop();
        if (const int next = view(app).nextToSee(); next >= 0)
            return pushDeal(app, next);
    };
    pushDealReveal(app, spec);
}

void lookAgain(App& app, int seat) {
    const auto& pl = player(app, seat);
    RevealSpec spec = RevealSpec::forPlayer(pl, tr("Pass the tablet to {name}", {{"name", pl.name}}));
    spec.coverHint = tr("Only {name} looks. Hold to see your role and anything you checked.", {{"name", pl.name}});
    spec.holdLabel = tr("Hold to see your role");
    spec.mustLookFirst = false;
    spec.drawSecret = [&app, seat](Painter& p, const sf::FloatRect& card) {
        const auto me = seatView(app, seat);
        std::vector<std::string> extra;
        for (const auto& c : me.checks)
            extra.push_back(tr("Checked: {name} is {role}",
                               {{"name", player(app, c.seat).name}, {"role", words::roleName(app, c.role)}}));
        drawRoleCard(p, card, tr("YOUR ROLE"), me.role, words::roleName(app, me.role), tr("Keep it to yourself."),
                     extra);
    };
    spec.onDone = [&app] { app.pop(); };
    pushGuardedReveal(app, spec);
}

void startSkill(App& app, SecretNightTableScreen& table) {
    const auto v = view(app);
    const int cur = v.turn;
    const auto& me = characterPlayed(app, v.current());
    (void)table;
    if (me.skill == "heal")
        return startHeal(app);
    if (me.skill == "check_role") {
        // Only public roles are refused, so the greyed ones tell the table nothing new.
        auto targets = seatChoices(app, othersThan(cur), "sn.check_role",
                                   [](int seat) { return std::vector<Json>{Json{{"target", seat}}}; });
        app.push(std::make_unique<ChoiceScreen>(
            app, tr("Zachary checks a role"), tr("Only Zachary\u2019s player will see it"), targets,
            [&app, cur](const std::string& id) {
                const int target = std::stoi(id);
                if (!app.dispatch("sn.check_role", Json{{"target", target}}))
                    return;
                const auto& pl = player(app, cur);
                RevealSpec spec = RevealSpec::forPlayer(pl, tr("Only {name} looks", {{"name", pl.name}}));
                spec.coverHint = tr("{name} holds the button to see {target}\u2019s role.",
                                    {{"name", pl.name}, {"target", player(app, target).name}});
                spec.holdLabel = tr("Hold to see the role");
                spec.phoneTitle = tr("{name}: the role is on your phone", {{"name", pl.name}});
                spec.doneLabel = tr("Done \u2014 back to the table");
                spec.drawSecret = [&app, cur, target](Painter& p, const sf::FloatRect& card) {
                    for (const auto& c : seatView(app, cur).checks)
                        if (c.seat == target) {
                            const std::string& id = c.role;
                            drawRoleCard(p, card, tr("{name} IS", {{"name", player(app, target).name}}), id,
                                         words::roleName(app, id), tr("Zachary\u2019s secret now."));
                        }
                };
                spec.onDone = [&app] { app.pop(); };
                app.push(std::make_unique<RevealScreen>(app, spec));
            }));
        return;
    }
    if (me.skill == "move_clock") {
        std::vector<Choice> dirs = {{"1", tr("One hour forward"), "", true, ""},
                                    {"-1", tr("One hour back"), "", true, ""}};
        for (auto& d : dirs)
            greyIfRefused(app, d, "sn.move_clock", {Json{{"delta", std::stoi(d.id)}}});
        app.push(std::make_unique<ChoiceScreen>(app, tr("Wilma moves the clock"), tr("Once per game"), dirs,
                                                [&app](const std::string& d) {
                                                    // If this ends the night, the table shows the results as it comes
                                                    // back on top.
                                                    if (app.dispatch("sn.move_clock", Json{{"delta", std::stoi(d)}}))
                                                        app.sound().play(Cue::Chime);
                                                }));
        return;
    }
    const std::string skill = me.skill;
    app.push(std::make_unique<ConfirmScreen>(
        app, tr("{name}: {skill}", {{"name", me.name}, {"skill", trData("secret-night", me.text)}}), "",
        tr("Use the skill"), [&app, skill] { app.dispatch("sn.use_skill", Json{{"skill", skill}}); }));
}

namespace {

void moreMenu(App& app, const std::string& kept, const std::vector<MovedAction>& moved);

// A step after "More": Back returns to the menu with this choice kept.
void moreStep(App& app, const std::string& what, std::unique_ptr<ChoiceScreen> step,
              const std::vector<MovedAction>& moved) {
    pushStep(app, std::move(step), [&app, what, moved] { moreMenu(app, what, moved); });
}

std::vector<Json> seatArgs(const char* key, int players) {
    std::vector<Json> out;
    for (int seat = 0; seat < players; ++seat)
        out.push_back(Json{{key, seat}});
    return out;
}

void moreMenu(App& app, const std::string& kept, const std::vector<MovedAction>& moved) {
    const auto v = view(app);
    const int cur = v.turn;
    const int players = static_cast<int>(v.players.size());
    const int saved = v.current().savedSteps;
    std::vector<Choice> more = {
        {"poison", trc("secret-night", "Poison\u2026"), "", true, ""},
        {"tie", trc("secret-night", "Tie up (Rope)\u2026"), "", true, ""},
        {"square", trc("secret-night", "Action Square\u2026"), "", true, ""},
        {"save", trc("secret-night", "Save steps\u2026"), "", true, ""},
        {"use", trc("secret-night", "Use saved steps\u2026"), "", true, ""},
        {"beef", trc("secret-night", "Beef: dog out"), "", true, ""},
        {"lock", trc("secret-night", "Lock a door"), "", true, ""},
    };
    std::vector<Json> icons;
    for (const auto& icon : game(app).rules().actionSquare)
        icons.push_back(Json{{"icon", icon}});
    auto others = [&](const char* key) {
        std::vector<Json> out;
        for (auto& a : seatArgs(key, players))
            if (a[key] != cur)
                out.push_back(a);
        return out;
    };
    greyIfRefused(app, more[0], "sn.poison", others("target"));
    greyIfRefused(app, more[1], "sn.tie", others("target"));
    greyIfRefused(app, more[2], "sn.action_square", icons);
    greyIfRefused(app, more[3], "sn.save_steps", {Json{{"steps", 1}}});
    greyIfRefused(app, more[4], "sn.use_steps", {Json{{"steps", 1}}});
    greyIfRefused(app, more[5], "sn.beef", seatArgs("by", players));
    greyIfRefused(app, more[6], "sn.lock_door", {Json::object()});
    // The table's actions that had no room among its buttons come first, as on the table.
    std::vector<Choice> all;
    for (const auto& m : moved)
        all.push_back({m.id, m.label, "", m.on, ""});
    all.insert(all.end(), more.begin(), more.end());
    auto menu = std::make_unique<ChoiceScreen>(
        app, trc("secret-night", "More"), "", all, [&app, cur, saved, moved](const std::string& what) {
            for (const auto& m : moved)
                if (m.id == what) {
                    m.go();
                    return;
                }
            auto moreStep = [&moved](App& a, const std::string& w, std::unique_ptr<ChoiceScreen> step) {
                secret_night::moreStep(a, w, std::move(step), moved);
            };
            auto onSeat = [](const char* key) {
                return [key](int seat) { return std::vector<Json>{Json{{key, seat}}}; };
            };
            if (what == "poison") {
                moreStep(
                    app, what,
                    std::make_unique<ChoiceScreen>(
                        app, tr("Who is poisoned?"), tr("1 damage at the end of each of their turns until healed"),
                        seatChoices(app, othersThan(cur), "sn.poison", onSeat("target")),
                        [&app](const std::string& id) { app.dispatch("sn.poison", Json{{"target", std::stoi(id)}}); }));
            } else if (what == "tie") {
                moreStep(app, what,
                         std::make_unique<ChoiceScreen>(
                             app, tr("Who is tied up?"), tr("They may spin to break free"),
                             seatChoices(app, othersThan(cur), "sn.tie", onSeat("target")),
                             [&app](const std::string& id) {
                                 if (auto e = app.dispatch("sn.tie", Json{{"target", std::stoi(id)}}))
                                     app.push(std::make_unique<SecretNightBreakFreeScreen>(app, *e));
                             }));
            } else if (what == "square") {
                const std::string disc = view(app).disc;
                std::vector<Choice> icons;
                for (const auto& icon : game(app).rules().actionSquare) {
                    Choice c{icon,
                             icon == disc ? tr("{icon} (disc here)", {{"icon", words::icon(icon)}}) : words::icon(icon),
                             "", true, ""};
                    greyIfRefused(app, c, "sn.action_square", {Json{{"icon", icon}}});
                    icons.push_back(std::move(c));
                }
                moreStep(app, what,
                         std::make_unique<ChoiceScreen>(app, trc("secret-night", "Action Square"),
                                                        tr("Once per turn, next to another player"), icons,
                                                        [&app](const std::string& icon) {
                                                            app.dispatch("sn.action_square", Json{{"icon", icon}});
                                                        }));
            } else if (what == "save") {
                moreStep(app, what,
                         ChoiceScreen::number(app, trc("secret-night", "Save steps"), tr("Unused steps of this turn"),
                                              1, view(app).spin ? view(app).spin->total : 1, 1,
                                              [&app](int n) { app.dispatch("sn.save_steps", Json{{"steps", n}}); }));
            } else if (what == "use") {
                moreStep(app, what,
                         ChoiceScreen::number(app, trc("secret-night", "Use saved steps"), "", 1, saved, saved,
                                              [&app](int n) { app.dispatch("sn.use_steps", Json{{"steps", n}}); }));
            } else if (what == "beef") {
                moreStep(app, what,
                         std::make_unique<ChoiceScreen>(
                             app, tr("Who feeds the dog Beef?"), tr("The dog leaves play"),
                             seatChoices(app, anyone, "sn.beef", onSeat("by")),
                             [&app](const std::string& id) { app.dispatch("sn.beef", Json{{"by", std::stoi(id)}}); }));
            } else if (what == "lock") {
                app.dispatch("sn.lock_door");
            }
        });
    pushStep(app, std::move(menu), nullptr, {kept});
}

} // namespace

void startMore(App& app, std::vector<MovedAction> moved) { moreMenu(app, "", moved); }

} // namespace heist::ui::secret_night
