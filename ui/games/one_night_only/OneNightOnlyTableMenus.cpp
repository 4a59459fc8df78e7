// The dialogs One Night Only's table opens: how many Spinels were walked over, the end of a
// turn with the hand-limit reminder, the motion sensors, and this night's rules.
#include "ui/games/one_night_only/OneNightOnlyTable.hpp"
#include "ui/EndingGuard.hpp"

#include "ui/screens/ChoiceScreen.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/screens/KeyboardScreen.hpp"
#include "ui/games/one_night_only/OneNightOnlyViewModel.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Translate.hpp"

#include <algorithm>

namespace heist::ui::one_night_only {

namespace {

using games::one_night_only::roomName;

std::string jewelValues(const games::one_night_only::OneNightOnlyRules& rules) {
    std::string out;
    for (const auto& jw : rules.jewels)
        out += (out.empty() ? "" : " \u00b7 ") + games::one_night_only::jewelWord(jw) + " " + std::to_string(jw.value);
    return out;
}

} // namespace

void OneNightOnlyTableScreen::takeWalkedOver(const std::string& jewel) {
    App& app = m_app;
    const auto s = tableView(m_app);
    const auto& rules = game(m_app).rules();
    const int ji = rules.jewelIndex(jewel);
    // Offered only up to what the roll allows: one a square walked, and what the museum holds.
    const int most = std::min(s.spinelsLeft, s.museum.at(static_cast<std::size_t>(ji)));
    auto take = [&app, jewel](int count) {
        Json args{{"jewel", jewel}};
        if (count > 1)
            args["count"] = count;
        dispatchAskingAtEnd(app, "ono.take_jewel", args, [&app](const engine::Event&) {
            app.sound().play(Cue::Gem);
            if (tableView(app).finished)
                app.push(std::make_unique<OneNightOnlyWinnerScreen>(app));
        });
    };
    if (most <= 1) {
        take(1);
        return;
    }
    const auto& jw = rules.jewels.at(static_cast<std::size_t>(ji));
    m_app.push(ChoiceScreen::number(
        m_app, tr("How many {jewels} did you walk over?", {{"jewels", games::one_night_only::jewelsWord(jw)}}),
        tr("One a square walked: at most {n} with this roll", {{"n", most}}), 1, most, most, take));
}

void OneNightOnlyTableScreen::endTurn() {
    const Json v = view(m_app);
    const auto tv = tableView(m_app);
    const int seat = v["turn"];
    const int limit = v["hand_limit"];
    App& app = m_app;
    const std::string handLimit =
        trn("Hand limit: at most {n} Action card at the end of a turn. Play or discard the extras first.",
            "Hand limit: at most {n} Action cards at the end of a turn. Play or discard the extras first.", limit);
    auto end = [&app, handLimit](bool remind) {
        auto e = app.dispatch("ono.end_turn");
        if (!e)
            return;
        app.sound().play(Cue::Chime);
        std::vector<std::string> rooms;
        for (const auto& x : e->payload["sensors_expired"])
            rooms.push_back(roomName(x["room"].get<std::string>()));
        if (!rooms.empty())
            app.toast(trn("Every thief has had a turn with the motion sensor in {rooms}: take it off the board.",
                          "Every thief has had a turn with the motion sensors in {rooms}: take them off the "
                          "board.",
                          static_cast<long long>(rooms.size()), {{"rooms", heist::listAnd(rooms)}}));
        else if (remind)
            app.toast(handLimit); // the rulebook's reminder, without a question
    };
    // Asked only where ending the turn now leaves something behind: a case the roll opens with
    // its jewel still in it (End turn is there only after the roll). Else the turn ends at the
    // tap, the hand limit said as it ends.
    if (tv.casesLeft.empty()) {
        end(true);
        return;
    }
    const std::string title = trc("one-night-only", "End {name}\u2019s turn?", {{"name", player(m_app, seat).name}});
    const std::string what =
        trn("This roll still opens the {cases} case, and nothing was taken from it.",
            "This roll still opens the {cases} cases, and nothing was taken from them.",
            static_cast<long long>(tv.casesLeft.size()), {{"cases", heist::listAnd(tv.casesLeft)}});
    m_app.push(std::make_unique<ConfirmScreen>(m_app, title, heist::sentences(what, handLimit),
                                               trc("one-night-only", "End the turn"), [end] { end(false); }));
}

void OneNightOnlyTableScreen::sensorMenu() {
    const Json v = view(m_app);
    std::vector<Choice> choices = {{"number", trc("one-night-only", "Place it in a numbered room\u2026"), "", true},
                                   {"name", trc("one-night-only", "Place it in a named room\u2026"), "", true}};
    for (const auto& s : v["sensors"])
        choices.push_back(
            {"remove-" + std::to_string(s["id"].get<int>()),
             trc("one-night-only", "Remove the sensor in {room}", {{"room", roomName(s["room"].get<std::string>())}}),
             "", true});
    App& app = m_app;
    auto place = [&app](const Json& room) {
        if (auto e = app.dispatch("ono.place_sensor", Json{{"room", room}}))
            app.toast(tr("Motion sensor in {room}: it leaves the board once every thief has had a turn with it.",
                         {{"room", roomName(e->payload["room"].get<std::string>())}}));
    };
    m_app.push(std::make_unique<ChoiceScreen>(
        m_app, trc("one-night-only", "Motion sensors"), tr("A thief in its room rolls only 1 die"), choices,
        [&app, place, v](const std::string& id) {
            if (id == "number") {
                app.push(ChoiceScreen::number(app, trc("one-night-only", "Which room?"),
                                              tr("Rooms as the table numbers them"), 1, 40, 1,
                                              [place](int n) { place(Json(n)); }));
            } else if (id == "name") {
                app.push(std::make_unique<KeyboardScreen>(
                    app, trc("one-night-only", "Name the room"), "",
                    [place](const std::string& name) { place(Json(name)); }, 24));
            } else {
                const int sid = std::stoi(id.substr(7));
                for (const auto& s : v["sensors"])
                    if (s["id"] == sid)
                        app.dispatch("ono.remove_sensor", Json{{"room", s["room"]}});
            }
        }));
}

void OneNightOnlyTableScreen::showRules() {
    const auto& rules = game(m_app).rules();
    const auto h = tableView(m_app).house;
    std::string cases;
    for (const auto& jw : rules.jewels)
        if (jw.difficulty)
            // TRANSLATORS: a display case and the looting total it takes: "Yellow 3".
            cases += (cases.empty() ? "" : " \u00b7 ") +
                     trc("one-night-only", "{case} {difficulty}",
                         {{"case", games::one_night_only::caseWord(jw)}, {"difficulty", *jw.difficulty}});
    // Short lines: the card does not wrap them at either orientation.
    m_app.push(std::make_unique<InfoScreen>(
        m_app, tr("This night\u2019s rules"),
        std::vector<std::string>{jewelValues(rules), trc("one-night-only", "Cases: {cases}", {{"cases", cases}}),
                                 h.strictlyGreater ? trc("one-night-only", "Looting total > the case (house rule)")
                                                   : trc("one-night-only", "Looting total \u2265 the case"),
                                 h.oneCasePerRoll ? trc("one-night-only", "One case per roll (house rule)")
                                                  : trc("one-night-only", "One jewel from each case it opens"),
                                 trc("one-night-only", "Spinels: one a square walked"),
                                 trc("one-night-only", "Loot and buy after the roll"),
                                 h.sixtyWithGadgets ? trnc("one-night-only", "{n} coin in jewels + gadgets wins",
                                                           "{n} coins in jewels + gadgets wins", rules.winCoins)
                                                    : trnc("one-night-only", "{n} coin in jewels wins",
                                                           "{n} coins in jewels wins", rules.winCoins),
                                 trc("one-night-only", "Camera or laser {security}+ \u00b7 vault {vault}",
                                     {{"security", rules.removeSecurity}, {"vault", rules.vault}}),
                                 trc("one-night-only", "Shop refresh {coins} \u00b7 hand limit {n}",
                                     {{"coins", games::one_night_only::OneNightOnlyGame::coinsText(rules.refreshPrice)},
                                      {"n", rules.handLimit}})}));
}

} // namespace heist::ui::one_night_only
