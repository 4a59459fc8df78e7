#pragma once
// Saved games: every session with its game, players, start, last play and status; resume,
// export as JSON, or delete after a confirmation.
#include "ui/screens/Screen.hpp"
#include "store/SessionStore.hpp"

namespace heist::ui {

class SavedGamesScreen : public Screen {
public:
    explicit SavedGamesScreen(App& app);
    const char* name() const override { return "saved-games"; }
    void draw(Painter& p) override;
    void onShown() override { refresh(); }

private:
    void refresh();
    void exportSession(std::int64_t id);
    std::vector<store::SessionSummary> m_sessions;
    int m_page = 0;
};

} // namespace heist::ui
