#pragma once
// What Thief in the Night's screens read of the live session: the rules (public data), the
// players and the game's views (src/games/thief_night/ThiefNightView.hpp), the table's and one
// side's own hand, never the state (the UI does not include it); and the playing cards its
// screens draw (ThiefNightTable.cpp: the table; ThiefNightScreens.cpp: the rest).
#include "ui/App.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "ui/Painter.hpp"

#include <string>

namespace heist::ui::thief_night {

// The names both files use, in this namespace only.
using components::Card;
using games::thief_night::AceRule;
using games::thief_night::Piece;
using games::thief_night::ThiefNightGame;
using games::thief_night::ThiefNightRules;
using games::thief_night::ThiefNightTableView;

inline const ThiefNightGame& game(App& app) { return static_cast<const ThiefNightGame&>(app.live()->session().game()); }
inline ThiefNightTableView tableView(App& app) { return game(app).tableView(app.live()->session().state()); }
inline Json view(App& app) { return game(app).publicView(app.live()->session().state()); }
inline const engine::PlayerInfo& player(App& app, int seat) {
    return app.live()->session().setup().players.at(static_cast<std::size_t>(seat));
}

inline constexpr int kRanks[] = {14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2}; // as a hand is read
inline constexpr int kSuits[] = {3, 2, 1, 0};                                 // spades, hearts, diamonds, clubs

inline std::string rankShort(int rank) {
    static const char* s[] = {"", "", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    return s[rank];
}

inline sf::Color suitInk(int suit) { return suit == 1 || suit == 2 ? sf::Color(176, 28, 40) : sf::Color(24, 24, 32); }

// A playing card face: ivory, rank and suit in the suit's ink. Gold edge when highlighted.
inline void drawCardFace(Painter& p, const sf::FloatRect& r, Card c, bool highlight, TextKind kind = TextKind::Public) {
    p.rect(r, sf::Color(239, 232, 214), 10, highlight ? p.colours().gold : sf::Color(0, 0, 0, 140),
           highlight ? 4.f : 1.5f);
    // "10♠" needs the smaller size on a narrow card.
    const unsigned size = r.width < p.theme().px(72) ? p.theme().small() : p.theme().body();
    p.text(components::cardLabel(c), {r.left + r.width / 2, r.top + (r.height - size) / 2}, size, suitInk(c.suit),
           Align::Center, true, r.width - 4, kind);
}

// A face-down card, numbered as counted left to right.
inline void drawCardBack(Painter& p, const sf::FloatRect& r, int number, bool forced) {
    p.rect(r, forced ? sf::Color(120, 90, 28) : sf::Color(44, 56, 96), 8, forced ? p.colours().gold : p.colours().line,
           forced ? 4.f : 1.5f);
    p.textIn(std::to_string(number), r, p.theme().small(), forced ? p.colours().ivory : sf::Color(206, 212, 230),
             forced); // 4.5:1 on the blue card
}

} // namespace heist::ui::thief_night
