#include "ui/screens/PlayersScreen.hpp"

#include "ui/App.hpp"
#include "games/Catalogue.hpp"
#include "ui/games/GameViews.hpp"
#include "engine/TimeWords.hpp"
#include "history/Statistics.hpp"
#include "history/StoredGroups.hpp"
#include "language/Translate.hpp"
#include "ui/screens/GamePickScreen.hpp"
#include "ui/screens/KeyboardScreen.hpp"
#include "ui/screens/PhonesScreen.hpp"
#include "ui/widgets/Chrome.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>

namespace heist::ui {

PlayersScreen::PlayersScreen(App& app, std::string gameId, std::vector<engine::PlayerInfo> seats)
    : Screen(app), m_game(games::definition(gameId)), m_seats(std::move(seats)), m_setup(gameSetup(app, gameId)) {
    for (std::size_t i = 0; i < m_seats.size(); ++i)
        m_seats[i].seat = static_cast<int>(i);
    loadGroups();
    try {
        // A name renamed or merged in Statistics is offered under the name that stands for
        // it now, once: seating the old spelling again would split the player anew.
        const auto names = history::NameBook::fromJson(m_app.store().setting(history::kNameBookSetting).value_or("{}"));
        m_roster = names.currentNames(m_app.store().roster());
    } catch (const std::exception&) {
        m_roster.clear();
    }
    m_offerPin = m_app.settingFlag("offer_pin", true);
    m_phones = m_app.settingFlag("phones", false);
}

void PlayersScreen::loadGroups() {
    m_groups.clear();
    try {
        const auto book = history::NameBook::fromJson(m_app.store().setting(history::kNameBookSetting).value_or("{}"));
        const auto forgotten =
            history::ForgottenGroups::fromJson(m_app.store().setting(history::kForgottenGroupsSetting).value_or("{}"));
        m_groups = history::recentGroups(history::playedGames(m_app.store()), book, forgotten, 6);
    } catch (const std::exception&) {
        m_groups.clear(); // the names can still be typed or picked one by one
    }
}

void PlayersScreen::seatGroup(const history::Group& group) {
    const int n = static_cast<int>(group.players.size());
    if (n > m_game.info().maxPlayers) {
        m_app.toast(trn("{game} takes at most {n} player; this group is {group}.",
                        "{game} takes at most {n} players; this group is {group}.", m_game.info().maxPlayers,
                        {{"game", trData(m_game.info().id, m_game.info().title)}, {"group", n}}),
                    true);
        return;
    }
    m_seats = group.players;
    for (std::size_t i = 0; i < m_seats.size(); ++i)
        m_seats[i].seat = static_cast<int>(i);
    m_app.markDirty();
}

void PlayersScreen::forgetGroup(const history::Group& group) {
    try {
        auto forgotten =
            history::ForgottenGroups::fromJson(m_app.store().setting(history::kForgottenGroupsSetting).value_or("{}"));
        forgotten.forget(group.key, group.lastUtcMs);
        m_app.store().setSetting(history::kForgottenGroupsSetting, forgotten.toJson());
        m_app.toast(tr("The group is off the list; its games stay in the history."));
    } catch (const std::exception& e) {
        m_app.toast(tr("Could not forget the group: {error}", {{"error", e.what()}}), true);
    }
    loadGroups();
}

float PlayersScreen::drawGroups(Painter& p, const sf::FloatRect& box) {
    const auto& t = p.theme();
    const float gap = t.px(7);
    const float labelH = t.small() + t.px(12);
    const float forgetW = std::max(64.f, t.target());
    const float cardW = box.width - forgetW - t.px(8);
    // What each card says under the names: its size, the game played last and when; all of it
    // (a game's title is never cut), on two lines where one is too short.
    auto about = [&](const history::Group& g) {
        if (static_cast<int>(g.players.size()) > m_game.info().maxPlayers)
            return trn("{n} player: too many for this game", "{n} players: too many for this game",
                       static_cast<long long>(g.players.size()));
        std::string title = g.lastGame;
        for (const auto& entry : games::catalogue())
            if (entry.info.id == g.lastGame)
                title = trData(entry.info.id, entry.info.title);
        return trn(
            "{n} player \u00b7 {game} \u00b7 {when}", "{n} players \u00b7 {game} \u00b7 {when}",
            static_cast<long long>(g.players.size()),
            {{"game", title}, {"when", engine::timewords::ago(g.lastUtcMs / 1000, engine::timewords::nowSeconds())}});
    };
    // The names on the first line (as many whole names as fit, then "and 3 more"), tokens
    // and the rest under them.
    const float tokenR = t.px(9);
    auto tokensW = [&](const history::Group& g) { return g.players.size() * (tokenR * 2 + t.px(3)) + t.px(8); };
    auto cardHeight = [&](const history::Group& g) {
        return std::max(t.target(),
                        t.small() + t.px(32) + p.fitHeight(about(g), cardW - t.px(28) - tokensW(g), t.small()));
    };
    float y = box.top + labelH;
    int shown = 0;
    while (shown < static_cast<int>(m_groups.size()) &&
           y + cardHeight(m_groups[static_cast<std::size_t>(shown)]) <= box.top + box.height) {
        y += cardHeight(m_groups[static_cast<std::size_t>(shown)]) + gap;
        ++shown;
    }
    if (shown == 0)
        return 0;
    p.text(tr("Played with recently (tap to seat all)"), {box.left, box.top}, t.small(), p.colours().muted, Align::Left,
           false, box.width);
    y = box.top + labelH;
    for (int k = 0; k < shown; ++k) {
        const auto& g = m_groups[static_cast<std::size_t>(k)];
        const float cardH = cardHeight(g);
        const sf::FloatRect card{box.left, y, cardW, cardH};
        const bool fits = static_cast<int>(g.players.size()) <= m_game.info().maxPlayers;
        p.rect(card, p.colours().dusk, 14, fits ? p.colours().gold : p.colours().line, 1.5f);
        std::vector<std::string> names;
        for (const auto& pl : g.players)
            names.push_back(pl.name);
        const float inner = card.width - t.px(28);
        p.text(namesThatFit(p, names, inner, t.small()), {card.left + t.px(14), card.top + t.px(10)}, t.small(),
               fits ? p.colours().ivory : p.colours().muted, Align::Left, false, inner);
        const float ly = card.top + t.px(20) + t.small();
        for (std::size_t i = 0; i < g.players.size(); ++i)
            p.token(
                {card.left + t.px(14) + tokenR + static_cast<float>(i) * (tokenR * 2 + t.px(3)), ly + t.small() / 2.f},
                tokenR, g.players[i].colour);
        p.fitText(about(g), {card.left + t.px(14) + tokensW(g), ly, inner - tokensW(g), 0}, t.small(),
                  p.colours().muted, TextUse::Other);
        p.region("group-" + std::to_string(k), card, [this, k] { seatGroup(m_groups[static_cast<std::size_t>(k)]); });
        p.button("forget-group-" + std::to_string(k), {card.left + card.width + t.px(8), y, forgetW, cardH}, "\u2715",
                 ButtonStyle::Quiet, [this, k] { forgetGroup(m_groups[static_cast<std::size_t>(k)]); });
        y += cardH + gap;
    }
    return y - gap - box.top;
}

std::string PlayersScreen::freeColour() const {
    for (const auto& id : playerColourIds())
        if (std::none_of(m_seats.begin(), m_seats.end(), [&](const auto& s) { return s.colour == id; }))
            return id;
    return playerColourIds().front();
}

void PlayersScreen::addPlayer(const std::string& name) {
    if (static_cast<int>(m_seats.size()) >= m_game.info().maxPlayers) {
        m_app.toast(trn("{game} takes at most {n} player.", "{game} takes at most {n} players.",
                        m_game.info().maxPlayers, {{"game", trData(m_game.info().id, m_game.info().title)}}),
                    true);
        return;
    }
    if (std::any_of(m_seats.begin(), m_seats.end(), [&](const auto& s) { return s.name == name; })) {
        m_app.toast(tr("{name} is already at the table.", {{"name", name}}), true);
        return;
    }
    m_seats.push_back({static_cast<int>(m_seats.size()), name, freeColour()});
    m_app.markDirty();
}

std::string PlayersScreen::problem() const {
    const int n = static_cast<int>(m_seats.size());
    const auto& info = m_game.info();
    if (n < info.minPlayers)
        // A game that keeps no secret deals nothing: its table starts.
        return m_game.keepsSecrets()
                   ? trn("Add {n} more player to deal", "Add {n} more players to deal", info.minPlayers - n)
                   : trn("Add {n} more player to start", "Add {n} more players to start", info.minPlayers - n);
    return "";
}

void PlayersScreen::start() {
    engine::SessionSetup setup;
    setup.players = m_seats;
    setup.seed = m_app.nextSeed();
    setup.houseRules = m_setup->houseRules(Json{{"offer_pin", m_offerPin}});
    try {
        m_app.startSession(m_game, setup);
        m_app.setSettingFlag("offer_pin", m_offerPin);
        m_app.setSettingFlag("phones", m_phones);
        m_app.showTable();
        // Phones before anyone looks: the codes over the table, one seat at a time.
        if (m_phones && m_app.phones().turnOn())
            m_app.push(std::make_unique<PhonesScreen>(m_app));
    } catch (const std::exception& e) {
        m_app.toast(e.what(), true);
    }
}

void PlayersScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const auto& info = m_game.info();
    const float head = header(p, tr("Who is playing?"),
                              tr("{game} \u00b7 {players}, in seat order clockwise",
                                 {{"game", trData(info.id, info.title)}, {"players", playerRange(info)}}),
                              [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const bool portrait = t.portrait();
    const float gap = t.px(14);
    const float rowGap = t.px(7);
    const float ruleH = t.target();
    const float startH = t.target();
    // Nothing moves when a seat is added or a name is picked: the seats grow into room kept
    // for the largest table, and every name of the roster keeps its chip (a picked one is
    // shown as taken; tapping it again takes the player off the table).
    const float listW = portrait ? area.width : area.width * 0.5f;
    const int ruleRowsNeeded = m_setup->ruleRows(); // two switches to a row
    const float listRoom = area.height * (portrait ? 0.56f : 1.f);
    const float rowH = std::max(t.leastTarget(), std::min(t.target(), (listRoom + rowGap) / info.maxPlayers - rowGap));
    // Where the largest table does not fit at the least row height (800x480), the seats come
    // in pages: the last row of each turns the page and says which seats it shows.
    const int rowsFit = std::max(2, static_cast<int>((listRoom + rowGap) / (rowH + rowGap)));
    const float listH = std::min(info.maxPlayers, rowsFit) * (rowH + rowGap) - rowGap;

    // The roster first in portrait (above the seats), beside the seats in landscape.
    const float sx = portrait ? area.left : area.left + listW + t.px(32);
    const float sw = portrait ? area.width : area.width - listW - t.px(32);
    // The house rules (the game's own, then the PIN offer if the game has a secret to peek at),
    // two to a row; a label longer than its half of the row takes two lines (never an
    // ellipsis), and where one would need more than two there, each rule has a row of its own.
    std::vector<GameButton> rules = m_setup->switches();
    if (m_setup->offersPin())
        rules.push_back({"rule-pin", m_offerPin ? tr("PIN to peek again: offered") : tr("PIN to peek again: off"),
                         [this] { m_offerPin = !m_offerPin; }});
    std::size_t perRow = 2;
    for (const auto& rule : rules)
        if (p.fitHeight(rule.label, (sw - gap) / 2 - 16, t.body(), false, 0) > ruleH - 4)
            perRow = 1;
    const int ruleRowsShown = perRow == 2 ? ruleRowsNeeded : std::max(ruleRowsNeeded, static_cast<int>(rules.size()));
    const float bottomH = ruleRowsShown * (ruleH + gap) + startH; // house rules, then the next step
    const float chipH = 64.f;
    const float chipW = (sw - gap) / 2;
    float sy = area.top;
    const float chipsRoom = portrait ? area.height - listH - bottomH - 3 * gap : area.height - bottomH - 2 * gap;
    if (!m_roster.empty()) {
        p.text(tr("Played before (tap to seat)"), {sx, sy}, t.small(), p.colours().muted, Align::Left, false, sw);
        const float top = sy + t.small() + t.px(12);
        const int rows = std::max(1, static_cast<int>((chipsRoom - t.small() - t.px(12) + rowGap) / (chipH + rowGap)));
        // More names than room: pages of chips, the last place turning the page.
        const std::size_t slots = static_cast<std::size_t>(rows) * 2;
        const bool paged = m_roster.size() > slots;
        const std::size_t perPage = paged ? slots - 1 : slots;
        const std::size_t pages = (m_roster.size() + perPage - 1) / perPage;
        m_rosterPage = m_rosterPage % pages;
        const std::size_t first = m_rosterPage * perPage;
        const std::size_t fit = std::min(m_roster.size() - first, perPage);
        auto place = [&](std::size_t k) {
            return sf::FloatRect{sx + (k % 2) * (chipW + gap), top + (k / 2) * (chipH + rowGap), chipW, chipH};
        };
        if (paged)
            p.button("roster-more", place(slots - 1),
                     tr("More names ({page}/{pages})", {{"page", m_rosterPage + 1}, {"pages", pages}}),
                     ButtonStyle::Quiet, [this] { ++m_rosterPage; });
        for (std::size_t k = 0; k < fit; ++k) {
            const std::string name = m_roster[first + k];
            const bool seated =
                std::any_of(m_seats.begin(), m_seats.end(), [&](const auto& st) { return st.name == name; });
            const sf::FloatRect r = place(k);
            p.button(
                "roster-" + name, r, seated ? "\u2713 " + name : name,
                seated ? ButtonStyle::Selected : ButtonStyle::Normal,
                [this, name] {
                    auto it =
                        std::find_if(m_seats.begin(), m_seats.end(), [&](const auto& st) { return st.name == name; });
                    if (it != m_seats.end())
                        m_seats.erase(it);
                    else
                        addPlayer(name);
                },
                true, TextKind::Public, TextUse::PlayerName);
        }
        sy = top + rows * (chipH + rowGap) - rowGap + gap;
    }

    // Seats.
    const float listTop = portrait ? sy : area.top;
    float y = listTop;
    const bool addRow = static_cast<int>(m_seats.size()) < info.maxPlayers;
    const std::size_t rowsNeeded = m_seats.size() + (addRow ? 1 : 0);
    const bool seatPages = rowsNeeded > static_cast<std::size_t>(rowsFit);
    const std::size_t perSeatPage = seatPages ? static_cast<std::size_t>(rowsFit - 1) : rowsNeeded;
    const std::size_t seatPageCount = (rowsNeeded + perSeatPage - 1) / std::max<std::size_t>(1, perSeatPage);
    m_seatPage = seatPages ? m_seatPage % seatPageCount : 0;
    const std::size_t firstSeat = m_seatPage * perSeatPage;
    const std::size_t endSeat = std::min(m_seats.size(), firstSeat + perSeatPage);
    const bool addShown = addRow && rowsNeeded <= firstSeat + perSeatPage;
    for (std::size_t i = firstSeat; i < endSeat; ++i) {
        auto& seat = m_seats[i];
        const sf::FloatRect row{area.left, y, listW, rowH};
        p.rect(row, p.colours().dusk, 14, p.colours().line, 1.5f);
        const float btn = rowH;
        const std::string n = std::to_string(i);
        // Colour: tap the token to give the seat the next free colour and shape.
        p.token({row.left + btn / 2, row.top + rowH / 2}, rowH * 0.3f, seat.colour);
        p.region("colour-" + n, {row.left, row.top, btn, rowH}, [this, i] {
            const auto& ids = playerColourIds();
            auto it = std::find(ids.begin(), ids.end(), m_seats[i].colour);
            for (std::size_t k = 1; k <= ids.size(); ++k) {
                const auto& next = ids[(static_cast<std::size_t>(it - ids.begin()) + k) % ids.size()];
                if (std::none_of(m_seats.begin(), m_seats.end(), [&](const auto& s) { return s.colour == next; })) {
                    m_seats[i].colour = next;
                    break;
                }
            }
        });
        const float nameX = row.left + btn + t.px(8);
        const float nameW = row.width - btn * 4 - t.px(16);
        p.fitText(seat.name, {nameX, row.top + 2, nameW, rowH - 4}, t.body(), p.colours().ivory, TextUse::PlayerName);
        p.region("rename-" + n, {nameX, row.top, nameW, rowH}, [this, i] {
            m_app.push(std::make_unique<KeyboardScreen>(m_app, tr("Rename {name}", {{"name", m_seats[i].name}}),
                                                        m_seats[i].name, [this, i](const std::string& name) {
                                                            if (i < m_seats.size())
                                                                m_seats[i].name = name;
                                                        }));
        });
        float bx = row.left + row.width - btn * 3;
        p.button(
            "up-" + n, {bx, row.top, btn, rowH}, "\u25b2", ButtonStyle::Quiet,
            [this, i] { std::swap(m_seats[i], m_seats[i - 1]); }, i > 0);
        bx += btn;
        p.button(
            "down-" + n, {bx, row.top, btn, rowH}, "\u25bc", ButtonStyle::Quiet,
            [this, i] { std::swap(m_seats[i], m_seats[i + 1]); }, i + 1 < m_seats.size());
        bx += btn;
        p.button("remove-" + n, {bx, row.top, btn, rowH}, "\u2715", ButtonStyle::Quiet,
                 [this, i] { m_seats.erase(m_seats.begin() + static_cast<long>(i)); });
        y += rowH + rowGap;
    }
    if (seatPages) {
        // The page's turn, below the seats it shows: none is left out unsaid.
        p.button("seats-more", {area.left, listTop + perSeatPage * (rowH + rowGap), listW, rowH},
                 tr("More names ({page}/{pages})", {{"page", m_seatPage + 1}, {"pages", seatPageCount}}),
                 ButtonStyle::Quiet, [this] { ++m_seatPage; });
    }
    if (addShown)
        p.button("add-player", {area.left, y, listW, rowH}, tr("+ Type a name"), ButtonStyle::Normal, [this] {
            m_app.push(std::make_unique<KeyboardScreen>(m_app, tr("Player {n}", {{"n", m_seats.size() + 1}}), "",
                                                        [this](const std::string& name) { addPlayer(name); }));
        });
    // Before anyone is seated, the groups played with recently stand in the seats' room, under
    // "+ Type a name": one tap seats a whole group (and the seats take their room back).
    if (m_seats.empty() && !m_groups.empty()) {
        const float top = y + rowH + gap;
        const float end = portrait ? listTop + listH : area.top + area.height;
        drawGroups(p, {area.left, top, listW, end - top});
    }

    // House rules two to a row (the game's own, then the PIN offer if the game has a secret
    // to peek at), then the one next step, at the foot of the column.
    const float ruleW = perRow == 2 ? (sw - gap) / 2 : sw;
    const std::size_t ruleRows = (rules.size() + perRow - 1) / perRow;
    for (std::size_t k = 0; k < rules.size(); ++k) {
        const bool alone = perRow == 1 || (k + 1 == rules.size() && k % 2 == 0);
        const float ry = area.top + area.height - startH - (ruleRows - k / perRow) * (ruleH + gap);
        wrapButton(p, rules[k].id, {sx + (k % perRow) * (ruleW + gap), ry, alone ? sw : ruleW, ruleH}, rules[k].label,
                   ButtonStyle::Normal, rules[k].onTap);
    }

    // The one next step; while it cannot be taken, its button says what is missing.
    const std::string why = problem();
    // Phones, where the deal hides something, beside it: the seats' secrets on their own phones.
    // A third of the row, or as much as its label needs on one line (up to half); past that
    // on two lines.
    const float phonesNeed =
        std::max(p.textWidth(tr("Phones: on"), t.least()), p.textWidth(tr("Phones: off"), t.least())) + 24;
    const float phonesW =
        m_setup->offersPin() ? std::round(std::clamp(phonesNeed, (sw - gap) / 3, (sw - gap) / 2)) : 0.f;
    if (phonesW > 0)
        wrapButton(p, "rule-phones", {sx, area.top + area.height - startH, phonesW, startH},
                   m_phones ? tr("Phones: on") : tr("Phones: off"),
                   m_phones ? ButtonStyle::Selected : ButtonStyle::Normal, [this] { m_phones = !m_phones; });
    const float goLeft = phonesW > 0 ? sx + phonesW + gap : sx;
    const sf::FloatRect go{goLeft, area.top + area.height - startH, sx + sw - goLeft, startH};
    // The game's own first step, from its data file ("Deal the roles").
    std::string ready = tr("Start the game");
    for (const auto& g : games::catalogue())
        if (g.info.id == info.id)
            ready = trData(g.info.id, g.firstStep);
    p.button("start", go, why.empty() ? ready : why, ButtonStyle::Primary, [this] { start(); }, why.empty());
}

} // namespace heist::ui
