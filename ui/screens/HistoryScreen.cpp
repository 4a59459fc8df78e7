#include "screens/HistoryScreen.hpp"

#include "App.hpp"
#include "widgets/Chrome.hpp"

#include <algorithm>

namespace heist::ui {
namespace {

std::string plain(const Json& v) {
    if (v.is_null())
        return "nothing";
    if (v.is_boolean())
        return v.get<bool>() ? "yes" : "no";
    if (v.is_string())
        return v.get<std::string>();
    return v.dump();
}

std::string capital(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z')
        s[0] = static_cast<char>(s[0] - 32);
    return s;
}

std::string gems(const std::string& id, int n) {
    if (n == 1)
        return "1 " + id;
    if (id == "ruby")
        return std::to_string(n) + " rubies";
    return std::to_string(n) + " " + id + "s";
}

std::string score(int marker) {
    if (marker == 0)
        return "level";
    return std::to_string(std::abs(marker)) + (marker > 0 ? " for the thieves" : " for the police");
}

// What changed for one player, as a sentence; empty for what is not worth saying.
std::string aboutPlayer(const std::string& name, const std::string& key, const Json& before, const Json& after) {
    if (key == "health")
        return name + "\u2019s health went from " + plain(before) + " to " + plain(after);
    if (key == "dead")
        return after == true ? name + " died" : name + " is alive again";
    if (key == "away")
        return after == true ? name + " left the manor" : name + " came back to the manor";
    if (key == "role_name")
        return before.is_null() ? name + "\u2019s role was revealed: " + plain(after) : "";
    if (key == "poisoned")
        return after == true ? name + " was poisoned" : name + " is no longer poisoned";
    if (key == "saved_steps")
        return name + " has " + plain(after) + " saved steps";
    if (key == "skill_spent")
        return after == true ? name + " used their character\u2019s skill" : name + "\u2019s skill is unused again";
    if (key == "character_name")
        return name + " now plays " + plain(after);
    if (key == "has_seen")
        return after == true ? name + " looked at their secret" : "";
    if (key == "has_guessed")
        return after == true ? name + " locked in their guesses" : "";
    if (key.rfind("gems ", 0) == 0 && after.is_number())
        return name + " now has " + gems(key.substr(5), after.get<int>());
    if (key == "gem_total" || key == "role" || key == "seat" || key == "skill_short" || key == "next_character" ||
        key == "extra_card_turn" || key == "identity" || key.rfind("guesses", 0) == 0)
        return "";
    return name + "\u2019s " + key + " changed from " + plain(before) + " to " + plain(after);
}

// What changed at the table, as a sentence.
std::string aboutTable(const std::string& key, const Json& before, const Json& after, const Json& whole,
                       const engine::SessionSetup& setup) {
    auto name = [&](const Json& seat) {
        return seat.is_number() && seat.get<std::size_t>() < setup.players.size()
                   ? setup.players[seat.get<std::size_t>()].name
                   : plain(seat);
    };
    if (key == "marker")
        return "The marker moved from " + score(before.is_number() ? before.get<int>() : 0) + " to " +
               score(after.get<int>());
    if (key == "clock")
        return "The clock moved from " + plain(before) + " to " + plain(after);
    if (key == "after_midnight")
        return after == true ? "It is after midnight now: 00:00 cards and the dog may be used" : "";
    if (key == "turn")
        return "It is " + name(after) + "\u2019s turn now";
    if (key == "round")
        return "Round " + plain(after) + " began";
    if (key == "disc")
        return "The Action Square disc moved from " + plain(before) + " to " + plain(after);
    if (key == "dog_in_play")
        return after == true ? "The dog is back in play" : "The dog left play";
    if (key == "dog_attacked")
        return after == true ? "The dog has attacked tonight" : "";
    if (key == "overtime")
        return after == true ? "Dawn came with the score level: the next score wins" : "";
    if (key.rfind("vehicles ", 0) == 0 && key.size() > 14 && key.substr(key.size() - 5) == " used") {
        const std::size_t i = std::stoul(key.substr(9)) - 1;
        const std::string id = whole["vehicles"][i]["id"];
        return after == true ? "The " + id + " was used" : "The " + id + " is free again";
    }
    if (key.rfind("stacks ", 0) == 0)
        return "The " + key.substr(7) + " stack went from " + plain(before) + " to " + plain(after);
    if (key == "actions_this_turn")
        return plain(after) + " of the turn\u2019s actions done";
    if (key == "phase")
        return after == "playing" ? "The game began" : after == "guessing" ? "The game moved on to the guesses"
                                                                           : after == "finished" ? "The game ended" : "";
    if (key == "spin" && after.is_object()) {
        if (after["mode"] == "water")
            return "The Roulette showed " + plain(after["steps"]) + " steps in the water";
        return "The Roulette showed " + plain(after["total"]) + " steps";
    }
    if (key == "dice" && after.is_array() && after.size() == 2)
        return "The dice showed " + plain(after[0]) + " and " + plain(after[1]);
    if (key == "effects")
        return after.size() > before.size() ? "A lasting effect began (see the seats)" : "";
    return "";
}

// "Ann's health went from 3 to 2" sentences from the difference of two public views.
void diffViews(const Json& before, const Json& after, std::vector<std::string>& out, const engine::SessionSetup& setup) {
    for (const auto& [k, v] : after.items()) {
        const Json old = before.contains(k) ? before[k] : Json();
        if (old == v || k == "results" || k == "hours_elapsed" || k == "turn_no" || k == "order" || k == "deck_size" ||
            k == "stack_start" || k == "next_to_see" || k == "action_limit")
            continue;
        if (k == "players" && v.is_array() && old.is_array() && v.size() == old.size()) {
            for (std::size_t i = 0; i < v.size() && i < setup.players.size(); ++i)
                for (const auto& [pk, pv] : v[i].items()) {
                    const Json pold = old[i].contains(pk) ? old[i][pk] : Json();
                    if (pv == pold)
                        continue;
                    if (pv.is_object()) {
                        for (const auto& [gk, gv] : pv.items())
                            if (!pold.is_object() || pold.value(gk, Json()) != gv) {
                                const auto line = aboutPlayer(setup.players[i].name, pk + " " + gk,
                                                              pold.is_object() ? pold.value(gk, Json()) : Json(), gv);
                                if (!line.empty())
                                    out.push_back(line);
                            }
                        continue;
                    }
                    const auto line = aboutPlayer(setup.players[i].name, pk, pold, pv);
                    if (!line.empty())
                        out.push_back(line);
                }
            continue;
        }
        if ((k == "stacks") && v.is_object()) {
            for (const auto& [gk, gv] : v.items())
                if (!old.is_object() || old.value(gk, Json()) != gv)
                    out.push_back(aboutTable("stacks " + gk, old.is_object() ? old.value(gk, Json()) : Json(), gv, after, setup));
            continue;
        }
        if (k == "vehicles" && v.is_array() && old.is_array() && v.size() == old.size()) {
            for (std::size_t i = 0; i < v.size(); ++i)
                if (v[i]["used"] != old[i]["used"])
                    out.push_back(aboutTable("vehicles " + std::to_string(i + 1) + " used", old[i]["used"], v[i]["used"],
                                             after, setup));
            continue;
        }
        const auto line = aboutTable(k, old, v, after, setup);
        if (!line.empty())
            out.push_back(line);
    }
}

} // namespace

HistoryScreen::HistoryScreen(App& app) : Screen(app) {}

std::string HistoryScreen::explain(std::int64_t seq) const {
    auto* live = m_app.live();
    if (!live)
        return "";
    const auto& session = live->session();
    // Replay the log up to the entry and compare the public views before and after it.
    std::vector<engine::Event> prefix(session.log().begin(), session.log().begin() + (seq - 1));
    const auto before = engine::Session::replay(session.setup(), session.game(), prefix);
    prefix.push_back(session.log()[static_cast<std::size_t>(seq - 1)]);
    const auto after = engine::Session::replay(session.setup(), session.game(), prefix);
    std::vector<std::string> changes;
    diffViews(session.game().publicView(before.state()), session.game().publicView(after.state()), changes,
              session.setup());
    std::string text;
    for (const auto& c : changes)
        text += (text.empty() ? "" : " ") + capital(c) + ".";
    return text.empty() ? "Nothing changed that the table can see (a private look, or a step taken back)." : text;
}

void HistoryScreen::draw(Painter& p) {
    const auto& t = p.theme();
    auto* live = m_app.live();
    const float head = header(p, "History", "Newest first \u00b7 tap an entry to see what it changed", [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    if (!live)
        return;
    const auto& log = live->session().log();
    const float rowH = std::max(64.f, t.px(70));
    const float footer = t.target() + t.px(16) + (m_explanation.empty() ? 0 : t.px(110));
    const int perPage = std::max(1, static_cast<int>((area.height - footer) / (rowH + t.px(6))));
    const int total = static_cast<int>(log.size());
    const int pages = (total + perPage - 1) / perPage;
    m_page = std::clamp(m_page, 0, std::max(0, pages - 1));
    float y = area.top;
    for (int i = 0; i < perPage; ++i) {
        const int index = total - 1 - (m_page * perPage + i);
        if (index < 0)
            break;
        const auto& e = log[static_cast<std::size_t>(index)];
        const bool undone = live->session().isUndone(e.seq);
        const sf::FloatRect r{area.left, y, area.width, rowH};
        p.rect(r, e.seq == m_selected ? p.colours().duskHigh : p.colours().dusk, 12,
               e.seq == m_selected ? p.colours().gold : sf::Color(0, 0, 0, 0), 2);
        p.text(std::to_string(e.seq), {r.left + t.px(20), r.top + (rowH - t.small()) / 2}, t.small(), p.colours().muted);
        p.text(live->session().describe(e) + (undone ? " (taken back)." : "."),
               {r.left + t.px(90), r.top + (rowH - t.body()) / 2}, t.body(), undone ? p.colours().muted : p.colours().ivory,
               Align::Left, false, r.width - t.px(110),
               live->session().game().namesCatalogue(e) ? TextKind::Catalogue : TextKind::Public);
        const auto seq = e.seq;
        p.region("entry-" + std::to_string(seq), r, [this, seq] {
            m_selected = seq;
            m_explanation = explain(seq);
        });
        y += rowH + t.px(6);
    }
    if (!m_explanation.empty())
        p.paragraph(m_explanation, {area.left, area.top + area.height - footer + t.px(8)}, t.small(), p.colours().gold,
                    area.width);
    const float by = area.top + area.height - t.target();
    const float bw = t.px(220);
    p.button("newer", {area.left, by, bw, t.target()}, "\u2190 Newer", ButtonStyle::Normal, [this] { --m_page; }, m_page > 0);
    p.text("Page " + std::to_string(m_page + 1) + " of " + std::to_string(std::max(1, pages)),
           {area.left + area.width / 2, by + (t.target() - t.small()) / 2}, t.small(), p.colours().muted, Align::Center);
    p.button("older", {area.left + area.width - bw, by, bw, t.target()}, "Older \u2192",
             ButtonStyle::Normal, [this] { ++m_page; }, m_page + 1 < pages);
}

} // namespace heist::ui
