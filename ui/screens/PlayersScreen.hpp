#pragma once
// Who is playing: names typed or picked from the roster, seat order, colours, and the
// game's house rules (asked of the game: its switches, its saved settings, the PIN offer);
// then the deal. The groups played with recently come first: one tap seats a whole group.
#include "engine/GameDefinition.hpp"
#include "ui/games/GameUi.hpp"
#include "history/Groups.hpp"
#include "ui/screens/Screen.hpp"

#include <memory>
#include <vector>

namespace heist::ui {

class PlayersScreen : public Screen {
public:
    // seats: the players already seated, in order (Another game carries a group over).
    PlayersScreen(App& app, std::string gameId, std::vector<engine::PlayerInfo> seats = {});
    const char* name() const override { return "players"; }
    void draw(Painter& p) override;

    const std::vector<engine::PlayerInfo>& seats() const { return m_seats; }
    void addPlayer(const std::string& name); // for tests and the roster

private:
    std::string freeColour() const;
    void start();
    std::string problem() const; // why the deal cannot start yet, or empty
    void loadGroups();
    void seatGroup(const history::Group& group);
    void forgetGroup(const history::Group& group);
    // Draws up to `room` high of group cards from top; returns the height used.
    float drawGroups(Painter& p, const sf::FloatRect& box);

    const engine::GameDefinition& m_game;
    std::vector<engine::PlayerInfo> m_seats;
    std::vector<std::string> m_roster;
    std::vector<history::Group> m_groups; // played with recently, the last first
    std::size_t m_rosterPage = 0;         // which page of names used before is shown
    std::size_t m_seatPage = 0;           // which page of seats is shown, where they do not all fit
    std::unique_ptr<GameSetup> m_setup;   // the game's switches, kept until the deal
    bool m_offerPin = true;
    bool m_phones = false; // the seats' secrets on their own phones (off by default)
};

} // namespace heist::ui
