#include "widgets/GameToolbar.hpp"

#include "App.hpp"
#include "screens/ConfirmScreen.hpp"
#include "screens/BgStatsScreen.hpp"
#include "screens/HistoryScreen.hpp"

namespace heist::ui {

void askUndo(App& app) {
    auto& session = app.live()->session();
    if (!session.undoTarget()) {
        app.toast(session.undoBlockedReason(), true);
        return;
    }
    app.push(std::make_unique<ConfirmScreen>(app, session.undoDescription() + "?", "Undo is saved in the history too.",
                                             "Undo", [&app] { app.dispatch("undo"); }));
}

void askRedo(App& app) {
    auto& session = app.live()->session();
    if (!session.redoTarget()) {
        app.toast("There is nothing to redo.", true);
        return;
    }
    app.push(std::make_unique<ConfirmScreen>(app, session.redoDescription() + "?", "", "Redo",
                                             [&app] { app.dispatch("redo"); }));
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

void drawGameToolbar(Painter& p, App& app, const sf::FloatRect& r, std::function<void()> onHome) {
    auto& session = app.live()->session();
    const float gap = p.theme().px(10);
    const float w = (r.width - gap * 3) / 4;
    p.button("undo", {r.left, r.top, w, r.height}, "\u21b6 Undo", ButtonStyle::Normal, [&app] { askUndo(app); },
             session.undoTarget() != nullptr);
    p.button("redo", {r.left + (w + gap), r.top, w, r.height}, "Redo \u21b7", ButtonStyle::Normal, [&app] { askRedo(app); },
             session.redoTarget() != nullptr);
    p.button("history", {r.left + 2 * (w + gap), r.top, w, r.height}, "History", ButtonStyle::Normal,
             [&app] { app.push(std::make_unique<HistoryScreen>(app)); });
    p.button("home", {r.left + 3 * (w + gap), r.top, w, r.height}, "Home", ButtonStyle::Quiet, std::move(onHome));
}

void drawResultButtons(Painter& p, App& app, std::function<void()> onHome) {
    const auto& t = p.theme();
    const float m = t.margin();
    const auto size = p.size();
    const float gap = t.px(10);
    // Once the game is over its play can go to BG Stats; the button sits between the two.
    const bool send = app.live() && app.live()->session().finished();
    const int count = send ? 3 : 2;
    const float bw = (size.x - 2 * m - gap * (count - 1)) / static_cast<float>(count);
    const float y = size.y - m - t.target();
    float x = m;
    p.button("history", {x, y, bw, t.target()}, "History", ButtonStyle::Normal,
             [&app] { app.push(std::make_unique<HistoryScreen>(app)); });
    x += bw + gap;
    if (send) {
        p.button("bgstats", {x, y, bw, t.target()}, "Send to BG Stats", ButtonStyle::Normal,
                 [&app] { app.push(std::make_unique<BgStatsScreen>(app)); });
        x += bw + gap;
    }
    p.button("home", {x, y, bw, t.target()}, "Home", ButtonStyle::Primary, std::move(onHome));
}

} // namespace heist::ui
