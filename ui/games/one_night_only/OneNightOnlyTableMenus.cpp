// The dialogs One Night Only's table opens: how many Spinels were walked over, the end of a
// turn with the hand-limit reminder, the motion sensors, and this night's rules.
#include "games/one_night_only/OneNightOnlyTable.hpp"
#include "widgets/EndingGuard.hpp"

#include "screens/ChoiceScreen.hpp"
#include "screens/ConfirmScreen.hpp"
#include "screens/InfoScreen.hpp"
#include "screens/KeyboardScreen.hpp"
#include "games/one_night_only/OneNightOnlyViewModel.hpp"

#include <algorithm>

namespace heist::ui::one_night_only {

namespace {

std::string jewelValues(const games::one_night_only::OneNightOnlyRules& rules) {
    std::string out;
    for (const auto& jw : rules.jewels)
        out += (out.empty() ? "" : " \u00b7 ") + jw.name + " " + std::to_string(jw.value);
    return out;
}

std::string possessive(const std::string& name) { return name + "\u2019s"; }

} // namespace

void TableScreen::takeWalkedOver(const std::string& jewel) {
    App& app = m_app;
    const auto& s = state(m_app);
    const auto& rules = game(m_app).rules();
    const int ji = rules.jewelIndex(jewel);
    // Offered only up to what the roll allows: one a square walked, and what the museum holds.
    const int most = std::min(game(m_app).walkOverLeft(s), s.museum.at(static_cast<std::size_t>(ji)));
    auto take = [&app, jewel](int count) {
        Json args{{"jewel", jewel}};
        if (count > 1)
            args["count"] = count;
        dispatchAskingAtEnd(app, "ono.take_jewel", args, [&app](const engine::Event&) {
            app.sound().play(Cue::Gem);
            if (game(app).isFinished(state(app)))
                app.push(std::make_unique<WinnerScreen>(app));
        });
    };
    if (most <= 1) {
        take(1);
        return;
    }
    const auto& jw = rules.jewels.at(static_cast<std::size_t>(ji));
    m_app.push(ChoiceScreen::number(m_app, "How many " + jw.plural + " did you walk over?",
                                    "One a square walked: at most " + std::to_string(most) + " with this roll", 1,
                                    most, most, take));
}

void TableScreen::endTurn() {
    const Json v = view(m_app);
    const int seat = v["turn"];
    const int limit = v["hand_limit"];
    App& app = m_app;
    m_app.push(std::make_unique<ConfirmScreen>(
        m_app, "End " + possessive(player(m_app, seat).name) + " turn?",
        "Hand limit: at most " + std::to_string(limit) +
            " Action cards at the end of a turn. Play or discard the extras first.",
        "End the turn", [&app] {
            auto e = app.dispatch("ono.end_turn");
            if (!e)
                return;
            app.sound().play(Cue::Chime);
            std::vector<std::string> rooms;
            for (const auto& x : e->payload["sensors_expired"])
                rooms.push_back(x["room"].get<std::string>());
            if (!rooms.empty()) {
                std::string list;
                for (std::size_t i = 0; i < rooms.size(); ++i)
                    list += (i == 0 ? "" : ", ") + rooms[i];
                app.toast("Every thief has had a turn with the motion sensor in " + list +
                          ": take it off the board.");
            }
        }));
}

void TableScreen::sensorMenu() {
    const Json v = view(m_app);
    std::vector<Choice> choices = {{"number", "Place it in a numbered room\u2026", "", true},
                                   {"name", "Place it in a named room\u2026", "", true}};
    for (const auto& s : v["sensors"])
        choices.push_back({"remove-" + std::to_string(s["id"].get<int>()),
                           "Remove the sensor in " + s["room"].get<std::string>(), "", true});
    App& app = m_app;
    auto place = [&app](const Json& room) {
        if (auto e = app.dispatch("ono.place_sensor", Json{{"room", room}}))
            app.toast("Motion sensor in " + e->payload["room"].get<std::string>() +
                      ": it leaves the board once every thief has had a turn with it.");
    };
    m_app.push(std::make_unique<ChoiceScreen>(
        m_app, "Motion sensors", "A thief in its room rolls only 1 die", choices,
        [&app, place, v](const std::string& id) {
            if (id == "number") {
                app.push(ChoiceScreen::number(app, "Which room?", "Rooms as the table numbers them", 1, 40, 1,
                                              [place](int n) { place(Json(n)); }));
            } else if (id == "name") {
                app.push(std::make_unique<KeyboardScreen>(
                    app, "Name the room", "", [place](const std::string& name) { place(Json(name)); }, 24));
            } else {
                const int sid = std::stoi(id.substr(7));
                for (const auto& s : v["sensors"])
                    if (s["id"] == sid)
                        app.dispatch("ono.remove_sensor", Json{{"room", s["room"]}});
            }
        }));
}

void TableScreen::showRules() {
    const auto& rules = game(m_app).rules();
    const auto& h = state(m_app).house;
    std::string cases;
    for (const auto& jw : rules.jewels)
        if (jw.difficulty)
            cases += (cases.empty() ? "Cases: " : " \u00b7 ") + jw.caseName + " " + std::to_string(*jw.difficulty);
    // Short lines: the card does not wrap them at either orientation.
    m_app.push(std::make_unique<InfoScreen>(
        m_app, "This night\u2019s rules",
        std::vector<std::string>{
            jewelValues(rules),
            cases,
            h.strictlyGreater ? "Looting total > the case (house rule)" : "Looting total \u2265 the case",
            h.oneCasePerRoll ? "One case per roll (house rule)" : "One jewel from each case it opens",
            "Spinels: one a square walked",
            "Loot and buy after the roll",
            std::to_string(rules.winCoins) + (h.sixtyWithGadgets ? " coins in jewels + gadgets wins" : " coins in jewels wins"),
            "Camera or laser " + std::to_string(rules.removeSecurity) + "+ \u00b7 vault " + std::to_string(rules.vault),
            "Shop refresh " + games::one_night_only::OneNightOnlyGame::coinsText(rules.refreshPrice) + " \u00b7 hand limit " +
                std::to_string(rules.handLimit)}));
}

} // namespace heist::ui::one_night_only
