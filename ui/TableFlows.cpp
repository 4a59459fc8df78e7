#include "ui/TableFlows.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/screens/BgStatsScreen.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/screens/GamePickScreen.hpp"
#include "ui/screens/HistoryScreen.hpp"
#include "ui/screens/InfoScreen.hpp"
#include "ui/screens/PhonesScreen.hpp"
#include "ui/widgets/Chrome.hpp"

namespace heist::ui {

namespace {

// TRANSLATORS: the question before an undo or a redo; {step} is the step as the history says it.
std::string asked(const std::string& step) { return tr("{step}?", {{"step", step}}); }

} // namespace

void askUndo(App& app) {
    auto& session = app.live()->session();
    if (!session.undoTarget()) {
        app.toast(session.undoBlockedReason(), true);
        return;
    }
    app.push(std::make_unique<ConfirmScreen>(app, asked(session.undoDescription()),
                                             tr("Undo is saved in the history too."), tr("Undo"),
                                             [&app] { app.dispatch("undo"); }));
}

void askRedo(App& app) {
    auto& session = app.live()->session();
    if (!session.redoTarget()) {
        app.toast(tr("There is nothing to redo."), true);
        return;
    }
    app.push(std::make_unique<ConfirmScreen>(app, asked(session.redoDescription()), "", tr("Redo"),
                                             [&app] { app.dispatch("redo"); }));
}

void askUndoAfterEnd(App& app) {
    auto* live = app.live();
    if (!live)
        return;
    // A newer game in the file, or a barrier (a roll, a deal, a reveal): say why on a card of
    // its own (a results screen keeps no strip for a message), and offer nothing.
    const auto& session = live->session();
    auto refusal = live->undoAfterEndRefusal();
    if (refusal.empty() && !session.undoTarget())
        refusal = session.undoBlockedReason();
    if (!refusal.empty()) {
        app.push(std::make_unique<InfoScreen>(app, tr("The last step stays"), std::vector<std::string>{refusal}));
        return;
    }
    app.push(std::make_unique<ConfirmScreen>(
        app, asked(session.undoDescription()),
        tr("The game goes on from there and no longer counts as finished. Undo is saved in the history too."),
        tr("Undo"), [&app] {
            if (app.dispatch("undo"))
                app.showTable();
        }));
}

bool handleUndoKeys(App& app, const sf::Event::KeyEvent& key) {
    if (!key.control || !app.live())
        return false;
    if (key.code == sf::Keyboard::Z) {
        key.shift ? askRedo(app) : askUndo(app);
        return true;
    }
    if (key.code == sf::Keyboard::Y) {
        askRedo(app);
        return true;
    }
    return false;
}

void playAgain(App& app) {
    auto* live = app.live();
    if (!live || !live->session().finished())
        return;
    const auto& game = live->session().game();
    const auto& last = live->session().setup();
    engine::SessionSetup next;
    next.players = game.seatsForPlayAgain(last.players);
    next.houseRules = last.houseRules;
    next.seed = app.nextSeed();
    try {
        app.startSession(game, next);
        app.showTable();
    } catch (const std::exception& e) {
        app.toast(e.what(), true);
    }
}

std::string endingStepSentence(App& app) {
    if (!app.live() || !app.live()->session().finished())
        return {};
    const auto& session = app.live()->session();
    const auto& log = session.log();
    for (auto it = log.rbegin(); it != log.rend(); ++it)
        if (!engine::Session::isEngineEvent(it->type) && !session.isUndone(it->seq))
            return sentence(session.describe(*it));
    return {};
}

void openHistory(App& app) { app.push(std::make_unique<HistoryScreen>(app)); }

void openPhones(App& app) { app.push(std::make_unique<PhonesScreen>(app)); }

void openBgStats(App& app) { app.push(std::make_unique<BgStatsScreen>(app)); }

void pickAnotherGame(App& app) {
    if (!app.live())
        return;
    app.push(std::make_unique<GamePickScreen>(app, app.live()->session().setup().players));
}

} // namespace heist::ui
