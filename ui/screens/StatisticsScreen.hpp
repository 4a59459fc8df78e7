#pragma once
// Statistics: each player's plays, wins and win rate, in every game or one (with average and
// best score, and the win rate per side, where that game has them), and a chart of wins over
// time. Computed from the stored events of the finished games each time the screen opens
// (history/Statistics.hpp). Tap a player to rename them, merge two names, or separate them.
#include "screens/Screen.hpp"
#include "history/Statistics.hpp"

#include <vector>

namespace heist::ui {

class StatisticsScreen : public Screen {
public:
    explicit StatisticsScreen(App& app);
    const char* name() const override { return "statistics"; }
    void draw(Painter& p) override;
    void onShown() override { compute(); }

    // The setting that holds the book of names (history::NameBook as JSON).
    static constexpr const char* kNamesSetting = history::kNameBookSetting;

private:
    void load();    // replays the finished games and reads the book of names
    void compute(); // the statistics of the chosen game, from what load() read
    void pickGame();
    void playerMenu(const std::string& name);
    void rename(const std::string& name);
    void mergeInto(const std::string& from, const std::string& to);
    void separate(const std::string& name);
    // Writes the book; on a failed write the book is read back and the message shown.
    void saveNames(const history::NameBook& names, const std::string& done);
    void drawPlayers(Painter& p, const sf::FloatRect& area);
    void drawChart(Painter& p, const sf::FloatRect& area);

    std::vector<history::PlayRecord> m_plays;
    int m_unreadable = 0; // finished games whose events could not be replayed
    history::NameBook m_names;
    std::string m_game; // "" for every game
    bool m_chart = false;
    history::Statistics m_stats;
    history::WinsOverTime m_wins;
    std::vector<std::size_t> m_pageStarts{0};
    std::size_t m_nextStart = 0;
};

} // namespace heist::ui
