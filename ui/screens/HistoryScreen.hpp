#pragma once
// The public history of the live session: readable sentences, newest first, secrets
// redacted. Tapping an entry opens it whole with what it changed (HistoryEntryScreen), in the
// game's own words: this screen knows no game.
#include "ui/screens/Screen.hpp"

namespace heist::ui {

class HistoryScreen : public Screen {
public:
    explicit HistoryScreen(App& app);
    const char* name() const override { return "history"; }
    void draw(Painter& p) override;

private:
    int m_page = 0;
    std::int64_t m_selected = 0; // the entry last opened, outlined when we come back
};

} // namespace heist::ui
