// Secret Night's seats at the table: each player's token, name, public role, character,
// hearts and state, in boxes measured before they are drawn (ui/games/secret_night/SecretNightTable.hpp).
#include "ui/screens/InfoScreen.hpp"
#include "ui/games/secret_night/SecretNightTable.hpp"
#include "ui/games/secret_night/SecretNightViewModel.hpp"
#include "ui/games/secret_night/SecretNightArt.hpp"
#include "ui/widgets/Seats.hpp"
#include "ui/games/secret_night/SecretNightWords.hpp"
#include "language/Translate.hpp"

#include <algorithm>

namespace heist::ui::secret_night {

namespace {

sf::Color roleInk(const std::string& role) {
    if (role == "thief" || role == "master_thief")
        return sf::Color(255, 140, 150);
    if (role == "deceiver")
        return sf::Color(206, 172, 255);
    return sf::Color(140, 184, 255);
}

void heart(Painter& p, sf::Vector2f c, float s, bool full) {
    const sf::Color fill = full ? sf::Color(226, 60, 80) : sf::Color(0, 0, 0, 0);
    const sf::Color line = full ? sf::Color(226, 60, 80) : sf::Color(150, 158, 182);
    p.circle({c.x - s * 0.25f, c.y - s * 0.1f}, s * 0.28f, fill, line, 2);
    p.circle({c.x + s * 0.25f, c.y - s * 0.1f}, s * 0.28f, fill, line, 2);
    p.polygon({{c.x - s * 0.52f, c.y - s * 0.02f}, {c.x + s * 0.52f, c.y - s * 0.02f}, {c.x, c.y + s * 0.55f}}, fill,
              line, 2);
}

} // namespace

// A seat: the name across the whole seat (it takes a second line rather than an ellipsis),
// then the token, emblem and hearts on the left beside the role, the character (always: it is
// public, and the table needs it for the skills) and the seat's state.
namespace {

struct SeatWords {
    std::string role, character, status;
};

SeatWords seatWords(App& app, const games::secret_night::SecretNightTableView& v, int seat) {
    const auto& pv = v.at(seat);
    SeatWords w;
    if (!pv.role.empty())
        w.role = words::roleName(app, pv.role);
    w.character = pv.characterName;
    std::vector<std::string> marks;
    if (pv.dead)
        marks.push_back(!pv.nextCharacter.empty() ? tr("dead \u2192 {character}", {{"character", pv.nextCharacter}})
                                                  : tr("dead \u2192 new character"));
    else if (pv.gone)
        marks.push_back(tr("escaped for the night"));
    else if (pv.away)
        marks.push_back(tr("away until their turn"));
    for (const auto& e : v.effects)
        if (e.seat == seat && e.kind == "tied")
            marks.push_back(trc("secret-night", "tied up"));
    if (pv.poisoned)
        marks.push_back(trc("secret-night", "poisoned"));
    if (pv.savedSteps > 0)
        marks.push_back(trn("{n} saved", "{n} saved", pv.savedSteps));
    for (const auto& e : v.effects)
        if (e.seat == seat && (e.kind == "handcuff_cooldown" || e.kind == "rope_cooldown"))
            marks.push_back(tr("free 1 turn"));
    if (pv.skillUse == "once_per_game" && pv.skillSpent)
        marks.push_back(tr("skill used"));
    for (const auto& m : marks)
        w.status += (w.status.empty() ? "" : " \u00b7 ") + m;
    return w;
}

} // namespace

namespace {

// A seat's boxes, measured: the token beside the name; the role's emblem beside the role
// once the table knows it; the hearts beside the character and the seat's state.
struct SeatBlocks {
    FittedText name, role, character;
    float height = 0;
    bool stacked = false; // a narrow seat: the token and hearts on a row of their own, the words under them
};

SeatBlocks measureLayout(const Painter& p, float seatW, const std::string& name, const SeatWords& w, bool stacked,
                         bool roleOptional) {
    const auto& t = p.theme();
    const float pad = t.px(6);
    const float iconW = t.px(34) + t.px(8);
    const float heartsW = t.px(14) * 3.4f + t.px(8);
    SeatBlocks b;
    b.stacked = stacked;
    const std::string line = w.status.empty() ? w.character : w.character + " \u00b7 " + w.status;
    // Stacked words keep clear of the gold bar that marks the seat whose turn it is.
    const float inset = t.px(8);
    const float nameW = seatW - 2 * pad - (b.stacked ? inset : iconW);
    const float wordsW = seatW - 2 * pad - (b.stacked ? inset : heartsW);
    b.name = fitText(p, name, nameW, t.body(), true);
    b.character = fitText(p, line, wordsW, t.small(), false);
    if (!w.role.empty())
        b.role = fitText(p, w.role, nameW - (b.stacked ? iconW : 0.f), t.body(), true);
    if (b.stacked) {
        // No gap under the name and a thin one under the last line: the rows of a portrait
        // table stay short enough for the wheel to keep a third of the window.
        b.height = pad + t.px(2) + t.px(34) + t.px(2) + b.name.height() + b.character.height();
        if (!w.role.empty() && !roleOptional)
            b.height += fitText(p, w.role, seatW - 2 * pad - inset, t.body(), true).height() + t.px(2);
        return b;
    }
    b.height = 2 * pad + std::max(b.name.height(), t.px(34)) + t.px(2) + std::max(b.character.height(), t.px(24));
    if (!w.role.empty())
        b.height += std::max(b.role.height(), t.px(34)) + t.px(2);
    return b;
}

SeatBlocks measureSeat(const Painter& p, float seatW, const std::string& name, const SeatWords& w,
                       bool roleOptional = false) {
    const auto& t = p.theme();
    const float pad = t.px(6);
    const float iconW = t.px(34) + t.px(8);
    const float heartsW = t.px(14) * 3.4f + t.px(8);
    // Stacked where a word of the name, role or character would not fit beside the token or the
    // hearts at the least size (words are wrapped between, never inside), and wherever stacking
    // is the shorter of the two: the words beside the token wrap onto more lines in a narrow seat
    // (a font's metrics decide which, so both are measured, never guessed). Chosen on the whole
    // seat, the role included, so that measuring and drawing agree.
    const std::string line = w.status.empty() ? w.character : w.character + " \u00b7 " + w.status;
    const bool mustStack = seatW < t.px(215) || widestWord(p, name, true) > seatW - 2 * pad - iconW ||
                           widestWord(p, w.role, true) > seatW - 2 * pad - iconW ||
                           widestWord(p, line, false) > seatW - 2 * pad - heartsW;
    const SeatBlocks stacked = measureLayout(p, seatW, name, w, true, false);
    if (!mustStack) {
        SeatBlocks beside = measureLayout(p, seatW, name, w, false, false);
        if (beside.height <= stacked.height)
            return beside;
    }
    return roleOptional ? measureLayout(p, seatW, name, w, true, true) : stacked;
}

} // namespace

float SecretNightTableScreen::seatHeight(Painter& p, float seatW) const {
    // The tallest seat as it is now: every seat gets that height, so that nothing is left out.
    const auto v = view(m_app);
    float most = 0;
    for (const auto& pl : m_app.live()->session().setup().players)
        most = std::max(most, measureSeat(p, seatW, pl.name, seatWords(m_app, v, pl.seat)).height);
    return most;
}

std::vector<float> SecretNightTableScreen::seatHeights(Painter& p, float seatW, bool roleOptional) const {
    const auto v = view(m_app);
    std::vector<float> out;
    for (const int seat : v.order) {
        out.push_back(measureSeat(p, seatW, player(m_app, seat).name, seatWords(m_app, v, seat), roleOptional).height);
    }
    return out;
}

void SecretNightTableScreen::drawSeat(Painter& p, const sf::FloatRect& row, int seat,
                                      const games::secret_night::SecretNightTableView& v) {
    const auto& t = p.theme();
    const auto& pl = player(m_app, seat);
    const auto& pv = v.at(seat);
    const bool current = seat == v.turn;
    const bool out = pv.dead || pv.away;
    seatFrame(p, row, current, out);
    Painter::Box box(p, row);
    const float pad = t.px(6);
    const SeatWords w = seatWords(m_app, v, seat);
    SeatBlocks b = measureSeat(p, row.width, pl.name, w);
    // A seat beside the wheel may be given less than its words need beside the token (the
    // wheel keeps its room): it stacks, and its role is left to its emblem where the room ends.
    if (b.height > row.height + 0.5f) {
        const SeatBlocks shorter = measureLayout(p, row.width, pl.name, w, true, true);
        if (shorter.height < b.height)
            b = shorter;
    }
    const float left = row.left + pad;
    const float textX = left + t.px(34) + t.px(8);
    const float tokR = t.px(15);
    const float heartS = t.px(14);
    const int health = pv.health;
    const sf::Color stateInk = w.status.empty() ? p.colours().muted : sf::Color(255, 150, 140);
    float y = row.top + pad;
    if (b.stacked) {
        // Narrow: the token, the role's emblem once known and the hearts on one row; then the
        // name, the role and the character across the whole seat. Where the seat has no room
        // for the role's words, its emblem says it (and the seat's card, a tap away).
        p.token({left + t.px(17), y + t.px(15)}, tokR, pl.colour, current);
        float hx = textX;
        if (!w.role.empty()) {
            art::roleEmblem(p, {textX + t.px(15), y + t.px(15)}, tokR, pv.role);
            hx += t.px(34) + t.px(6);
        }
        for (int h = 0; h < 3; ++h)
            heart(p, {hx + heartS * 0.6f + h * heartS * 1.12f, y + t.px(15)}, heartS, h < health);
        y += t.px(34) + t.px(2);
        const float wordsX = left + t.px(8); // clear of the turn's gold bar
        y += drawFitted(p, b.name, {wordsX, y}, p.colours().ivory, Align::Left, true, TextKind::Public,
                        TextUse::PlayerName);
        const FittedText role = fitText(p, w.role, row.width - 2 * pad - t.px(8), t.body(), true);
        if (!w.role.empty() && widestWord(p, w.role, true) <= row.width - 2 * pad - t.px(8) &&
            y + role.height() + t.px(2) + b.character.height() <= row.top + row.height - t.px(2) + 0.5f) {
            drawFitted(p, role, {wordsX, y}, roleInk(pv.role), Align::Left, true, TextKind::Public, TextUse::Role);
            y += role.height() + t.px(2);
        }
        drawFitted(p, b.character, {wordsX, y}, stateInk, Align::Left, false);
        p.region("character-" + std::to_string(seat), row, [this, seat] { showCharacter(seat); });
        return;
    }
    // The token beside the name.
    p.token({left + t.px(17), y + std::min(b.name.height(), t.px(34)) / 2}, tokR, pl.colour, current);
    drawFitted(p, b.name, {textX, y}, p.colours().ivory, Align::Left, true, TextKind::Public, TextUse::PlayerName);
    y += std::max(b.name.height(), t.px(34)) + t.px(2);
    // The role's emblem beside the role, once the table knows it; in a light tint of the
    // team's colour, readable on the seat.
    if (!w.role.empty()) {
        art::roleEmblem(p, {left + t.px(17), y + std::min(b.role.height(), t.px(34)) / 2}, tokR, pv.role);
        drawFitted(p, b.role, {textX, y}, roleInk(pv.role), Align::Left, true, TextKind::Public, TextUse::Role);
        y += std::max(b.role.height(), t.px(34)) + t.px(2);
    }
    // The hearts beside the character and the seat's state (dead, away, tied up, ...).
    for (int h = 0; h < 3; ++h)
        heart(p, {left + heartS * 0.6f + h * heartS * 1.12f, y + t.px(12)}, heartS, h < health);
    drawFitted(p, b.character, {left + heartS * 3.4f + t.px(8), y}, stateInk, Align::Left, false);
    // The character card is public: tap the seat for it, and for a private look.
    p.region("character-" + std::to_string(seat), row, [this, seat] { showCharacter(seat); });
}

void SecretNightTableScreen::showCharacter(int seat) {
    const auto v = view(m_app);
    const auto& pv = v.at(seat);
    const std::string name = player(m_app, seat).name;
    const std::string character = pv.characterId;
    std::vector<std::string> lines{
        tr("{name} plays {character}.", {{"name", name}, {"character", pv.characterName}}),
        tr("{occupation} \u00b7 {nationality} \u00b7 age {age}", {{"occupation", words::occupation(m_app, character)},
                                                                  {"nationality", words::nationality(m_app, character)},
                                                                  {"age", words::age(m_app, character)}}),
        tr("Skill: {skill}", {{"skill", words::skillText(m_app, character)}})};
    if (!pv.role.empty()) // public once revealed
        lines.push_back(tr("Revealed role: {role}", {{"role", words::roleName(m_app, pv.role)}}));
    m_app.push(std::make_unique<InfoScreen>(m_app, pv.characterName, std::move(lines), tr("Look at my role"),
                                            [this, seat] { lookAgain(m_app, seat); }));
}

} // namespace heist::ui::secret_night
