#include "ui/games/one_night_only/OneNightOnlyUi.hpp"

#include "ui/games/one_night_only/OneNightOnlyTable.hpp"
#include "games/one_night_only/OneNightOnlyWords.hpp"
#include "language/Translate.hpp"

#include <utility>

namespace heist::ui::one_night_only {
namespace {

class OneNightOnlySetup : public GameSetup {
public:
    // SPEC 3.4 decisions, each a switch with the spec's default first.
    std::vector<GameButton> switches() override {
        const std::vector<std::pair<std::string, std::pair<std::string, std::string>>> labels = {
            {"looting_strictly_greater",
             {trc("one-night-only", "Looting: total \u2265 difficulty"),
              trc("one-night-only", "Looting: total > difficulty")}},
            {"one_case_per_roll", {tr("A roll loots every case it opens"), trc("one-night-only", "One case per roll")}},
            {"sixty_counts_gadgets",
             {trc("one-night-only", "60 coins: jewels only"), trc("one-night-only", "60 coins: jewels and gadgets")}}};
        std::vector<GameButton> out;
        for (const auto& [key, words] : labels) {
            const bool on = m_rules.value(key, false);
            const std::string k = key;
            out.push_back({"rule-" + key, on ? words.second : words.first, [this, k, on] { m_rules[k] = !on; }});
        }
        return out;
    }

    int ruleRows() const override { return 2; }       // three switches, two to a row
    bool offersPin() const override { return false; } // nothing secret here: no PIN to offer

    Json houseRules(Json rules) const override {
        for (const auto& [key, value] : m_rules.items())
            rules[key] = value;
        return rules;
    }

private:
    Json m_rules = Json::object(); // the switches set here (true ones only)
};

} // namespace

std::unique_ptr<GameSetup> OneNightOnlyUi::setup(App& app) const {
    (void)app;
    return std::make_unique<OneNightOnlySetup>();
}

void OneNightOnlyUi::openTable(App& app) const { one_night_only::openTable(app); }

} // namespace heist::ui::one_night_only
