#pragma once
// Game nights: the finished games, newest first, grouped by the evening they were played
// (history/GameNights.hpp): game, time and length, what decided it, who won and how the others
// placed; two columns of cards in landscape. Tap a game to see its results again. Games still in play stay under Saved
// games.
#include "ui/screens/Screen.hpp"
#include "engine/Json.hpp"
#include "history/GameNights.hpp"
#include "store/SessionStore.hpp"

#include <map>
#include <optional>

namespace heist::ui {

class GameNightsScreen : public Screen {
public:
    explicit GameNightsScreen(App& app);
    const char* name() const override { return "game-nights"; }
    void draw(Painter& p) override;
    void onShown() override { refresh(); }

private:
    struct Item {
        std::size_t evening;      // index into m_evenings
        std::int64_t session = 0; // 0: the evening's heading
    };
    void refresh();
    // The play as BG Stats would import it, replayed from the stored events once and kept;
    // nothing when it cannot be read.
    const std::optional<Json>& play(std::int64_t session);
    std::vector<history::Evening> m_evenings;
    std::map<std::int64_t, std::string> m_gameOf; // each finished session's game id
    std::map<std::int64_t, std::optional<Json>> m_plays;
    std::map<std::int64_t, std::string> m_deciding; // what decided each game (its results)
    std::vector<Item> m_items;
    std::vector<std::size_t> m_pageStarts{0}; // the first item of each page seen so far
    std::size_t m_nextStart = 0;              // the first item the current page could not hold
    std::size_t m_games = 0;
};

} // namespace heist::ui
