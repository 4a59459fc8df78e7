// The Secret Night table's buttons: the actions of the turn in as many columns as the panel
// holds, the least needed moving into More first when two rows cannot hold them all, and the
// Look button's choice of whose role to see again (SecretNightTable.cpp draws the rest).
#include "ui/games/secret_night/SecretNightTable.hpp"

#include "language/Translate.hpp"
#include "ui/EndingGuard.hpp"
#include "ui/games/secret_night/SecretNightViewModel.hpp"
#include "ui/games/secret_night/SecretNightWords.hpp"
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/widgets/GameToolbar.hpp"
#include "ui/widgets/Seats.hpp"

#include <algorithm>

namespace heist::ui::secret_night {

namespace {

// The table's actions in the order they move into More when two rows of buttons cannot hold
// them all: the ones a turn needs least first (looking at a role again, the water's spin).
constexpr const char* kMovedFirst[] = {"look", "spin-water", "heal", "escape", "arrest", "skill", "attack"};

// A button's label, and whether it may be drawn gold (the next step's label is bold): Spin
// and End turn take the gold in turn, so that each is measured bold and the row stays put.
struct RowLabel {
    std::string text;
    bool bold;
};

// The two rows of five as they stand on the table.
std::vector<std::vector<RowLabel>> fiveByTwo() {
    return {{{trc("secret-night", "Spin"), true},
             {trc("secret-night", "In water"), false},
             {trc("secret-night", "End turn"), true},
             {trc("secret-night", "Attack"), false},
             {trc("secret-night", "Heal"), false}},
            {{trc("secret-night", "Arrest"), false},
             {trc("secret-night", "Escape"), false},
             {trc("secret-night", "Skill"), false},
             {trc("secret-night", "More"), false},
             {trc("secret-night", "Look"), false}}};
}

// The widths of a row of buttons `height` high in `width`, where equal fifths would break a
// longer language's word (French "Capacité", German "Verhaften"): each the least its label
// needs on the lines the button holds at 24 px, the room left shared out alike; nothing when
// they do not fit even so. Spin's place is as wide as the wider of Spin and Re-spin (its
// stand-in once spun), so that the row does not change with the spin.
std::vector<float> rowWidths(const Painter& p, const std::vector<RowLabel>& labels, float width, float height) {
    const auto& t = p.theme();
    const float gap = t.px(8);
    const std::string spin = trc("secret-night", "Spin"), respin = trc("secret-night", "Re-spin");
    std::vector<float> w;
    float used = 0;
    for (const auto& label : labels) {
        float need = leastLabelWidth(p, label.text, height, t.least(), label.bold);
        if (label.text == spin || label.text == respin)
            need = std::max({need, leastLabelWidth(p, spin, height, t.least(), true),
                             leastLabelWidth(p, respin, height, t.least(), false)});
        w.push_back(need);
        used += need;
    }
    const float n = static_cast<float>(w.size());
    const float room = width - (n - 1) * gap;
    if (w.empty() || used > room)
        return {};
    for (float& x : w)
        x += (room - used) / n;
    return w;
}

} // namespace

void SecretNightTableScreen::drawButtons(Painter& p, const sf::FloatRect& r,
                                         const games::secret_night::SecretNightTableView& v, int rows) {
    const auto& t = p.theme();
    const auto& me = characterPlayed(m_app, v.current());
    const float gap = t.px(8);
    const bool spinning = m_spin.running(m_app.now());
    const bool spun = v.spin.has_value();
    App& app = m_app;
    const bool skillReady = (me.skill == "check_role" || me.skill == "move_clock" || me.skill == "mind_move" ||
                             me.skill == "double_turn" || me.skill == "push_six" || me.skill == "heal") &&
                            !(me.use == "once_per_game" && v.current().skillSpent) &&
                            !(me.use == "per_turn" && v.perTurnSkillUsed);
    struct B {
        std::string id, label;
        std::function<void()> go;
        bool on;
        ButtonStyle style;
    };
    std::vector<B> all;
    // Spin; once spun, Kontar's re-spin takes its place (so that the buttons never need a
    // third row for it). In water and End turn; the gold one is the next step.
    const bool respin = me.skill == "respin" && spun && v.spin->mode == "movement" && !v.respun;
    if (respin)
        all.push_back({"respin", trc("secret-night", "Re-spin"),
                       [this] {
                           if (auto e = m_app.dispatch("sn.respin"))
                               animateSpin(e->payload["segment"]);
                       },
                       true, ButtonStyle::Normal});
    else
        all.push_back({"spin", trc("secret-night", "Spin"),
                       [this] {
                           if (auto e = m_app.dispatch("sn.spin", Json{{"mode", "movement"}}))
                               animateSpin(e->payload["segment"]);
                       },
                       !spun, spun ? ButtonStyle::Normal : ButtonStyle::Primary});
    all.push_back({"spin-water", trc("secret-night", "In water"),
                   [this] {
                       if (auto e = m_app.dispatch("sn.spin", Json{{"mode", "water"}}))
                           animateSpin(e->payload["segment"]);
                   },
                   !spun, ButtonStyle::Normal});
    all.push_back({"end-turn", trc("secret-night", "End turn"), [this] { endTurn(); }, true,
                   spun && !spinning ? ButtonStyle::Primary : ButtonStyle::Normal});
    all.push_back({"attack", trc("secret-night", "Attack"), [&app] { startAttack(app); }, true, ButtonStyle::Normal});
    all.push_back({"heal", trc("secret-night", "Heal"), [&app] { startHeal(app); }, true, ButtonStyle::Normal});
    all.push_back({"arrest", trc("secret-night", "Arrest"), [&app] { startArrest(app); }, true, ButtonStyle::Normal});
    all.push_back({"escape", trc("secret-night", "Escape"), [&app] { startEscape(app); }, true, ButtonStyle::Normal});
    all.push_back({"skill", trc("secret-night", "Skill"), [this, &app] { startSkill(app, *this); }, skillReady,
                   ButtonStyle::Normal});
    all.push_back({"more", trc("secret-night", "More"), nullptr, true, ButtonStyle::Normal});
    all.push_back({"look", trc("secret-night", "Look"), [this] { chooseLook(); }, true, ButtonStyle::Normal});
    // Two rows at most (one on a small panel), so that the wheel keeps its room: where a
    // language's longer words leave fewer columns, the actions a turn needs least open from More.
    // One row holds at least Spin, End turn and More (never moved): a label then takes two lines.
    const int cols = rows == 1 ? std::max(3, buttonColumns(p, r.width)) : buttonColumns(p, r.width);
    std::vector<MovedAction> moved;
    for (const char* id : kMovedFirst) {
        if (static_cast<int>(all.size()) <= rows * cols)
            break;
        auto it = std::find_if(all.begin(), all.end(), [id](const B& b) { return b.id == id; });
        if (it == all.end())
            continue;
        moved.push_back({it->id, it->label, it->go, it->on});
        all.erase(it);
    }
    for (auto& b : all)
        if (b.id == "more")
            b.go = [&app, moved] { startMore(app, moved); };
    const float bh = std::max(t.leastTarget(), t.px(64));
    const float bw = (r.width - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
    // Five columns that equal fifths would not hold: each row's buttons as wide as their words.
    std::vector<std::vector<float>> widths;
    if (cols == 5 && !fifthsHold(p, r.width))
        for (std::size_t from = 0; from < all.size(); from += 5) {
            std::vector<RowLabel> labels;
            for (std::size_t i = from; i < std::min(all.size(), from + 5); ++i)
                labels.push_back({all[i].label, all[i].id == "spin" || all[i].id == "end-turn"});
            widths.push_back(labels.size() == 5 ? rowWidths(p, labels, r.width, bh) : std::vector<float>{});
        }
    float x = r.left;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const std::size_t row = i / static_cast<std::size_t>(cols), col = i % static_cast<std::size_t>(cols);
        if (col == 0)
            x = r.left;
        const float w = row < widths.size() && widths[row].size() == 5 ? widths[row][col] : bw;
        const sf::FloatRect box{x, r.top + static_cast<float>(row) * (bh + gap), w, bh};
        x += w + gap;
        wrapButton(p, all[i].id, box, all[i].label, all[i].style, all[i].go, all[i].on);
    }
}

bool SecretNightTableScreen::fifthsHold(const Painter& p, float width) const {
    return (width - p.theme().px(8) * 4) / 5 >= widestLabelWord(p) + 20;
}

float SecretNightTableScreen::widestLabelWord(const Painter& p) const {
    const auto& t = p.theme();
    float word = 0;
    for (const std::string& label :
         {trc("secret-night", "Spin"), trc("secret-night", "Re-spin"), trc("secret-night", "In water"),
          trc("secret-night", "End turn"), trc("secret-night", "Attack"), trc("secret-night", "Heal"),
          trc("secret-night", "Arrest"), trc("secret-night", "Escape"), trc("secret-night", "Skill"),
          trc("secret-night", "More"), trc("secret-night", "Look")}) {
        std::size_t from = 0;
        while (from <= label.size()) {
            const std::size_t to = std::min(label.find(' ', from), label.size());
            word = std::max(word, p.textWidth(label.substr(from, to - from), t.least()));
            from = to + 1;
        }
    }
    return word;
}

int SecretNightTableScreen::buttonColumns(Painter& p, float width) const {
    // As many columns of the ten buttons as still hold each label's longest word at 24 px
    // (a label may take two lines); five also where each row's buttons, as wide as their own
    // words, share the width (rowWidths).
    const auto& t = p.theme();
    if (fifthsHold(p, width))
        return 5;
    const float bh = std::max(t.leastTarget(), t.px(64));
    const auto rows = fiveByTwo();
    if (!rowWidths(p, rows[0], width, bh).empty() && !rowWidths(p, rows[1], width, bh).empty())
        return 5;
    const float word = widestLabelWord(p);
    for (int cols : {4, 3})
        if ((width - t.px(8) * static_cast<float>(cols - 1)) / static_cast<float>(cols) >= word + 20)
            return cols;
    return 2;
}

float SecretNightTableScreen::buttonsHeight(Painter& p, float width, int most) const {
    const auto& t = p.theme();
    const int cols = buttonColumns(p, width);
    const int rows = std::min(most, (10 + cols - 1) / cols);
    return static_cast<float>(rows) * std::max(t.leastTarget(), t.px(64)) + static_cast<float>(rows - 1) * t.px(8);
}

void SecretNightTableScreen::chooseLook() {
    std::vector<Choice> who;
    const auto& players = m_app.live()->session().setup().players;
    for (const auto& pl : players)
        who.push_back({std::to_string(pl.seat), pl.name, pl.colour, true});
    App& app = m_app;
    m_app.push(std::make_unique<ChoiceScreen>(m_app, tr("Who looks at their role?"),
                                              tr("In private: the others look away"), who,
                                              [&app](const std::string& id) { lookAgain(app, std::stoi(id)); }));
}

} // namespace heist::ui::secret_night
