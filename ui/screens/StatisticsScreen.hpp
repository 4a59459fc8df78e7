#pragma once
// Statistics: each player's plays, wins and win rate, in every game or one (with average and
// best score, and the win rate per side, where that game has them), and a chart of wins over
// time. Computed from the stored events of the finished games each time the screen opens
// (history/Statistics.hpp). Tap a player to rename them, merge two names, or separate them.
#include "ui/screens/Screen.hpp"
#include "history/Statistics.hpp"

#include <vector>

namespace heist::ui {

class StatisticsScreen : public Screen {
public:
    explicit StatisticsScreen(App& app);
    const char* name() const override { return "statistics"; }
    void draw(Painter& p) override;
    void onShown() override;
    // Opened before the finished games' records are all kept (the first minutes after an update
    // that keeps them, on a file of thousands of games): it shows how far the counting is, at
    // once, and the figures when the App has kept the rest (App::recordsAhead), instead of
    // replaying them all before its first frame.
    bool counting() const { return m_counting; }
    bool waitsForRecords() const override { return m_counting; }
    void recordsReady() override;
    std::optional<double> wakeIn() const override;

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
    void drawCounting(Painter& p);

    std::vector<history::PlayRecord> m_plays;
    int m_unreadable = 0; // finished games whose events could not be replayed
    history::NameBook m_names;
    std::string m_game; // "" for every game
    bool m_chart = false;
    history::Statistics m_stats;
    history::WinsOverTime m_wins;
    std::vector<std::size_t> m_pageStarts{0};
    std::size_t m_nextStart = 0;
    bool m_counting = false;
    double m_progressAt = 0; // when the counting's progress is drawn again
};

} // namespace heist::ui
