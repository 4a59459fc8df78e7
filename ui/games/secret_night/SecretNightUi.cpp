#include "ui/games/secret_night/SecretNightUi.hpp"

#include "ui/App.hpp"
#include "ui/games/secret_night/SecretNightTable.hpp"
#include "ui/games/secret_night/SecretNightWheelSettings.hpp"
#include "language/Translate.hpp"

namespace heist::ui::secret_night {
namespace {

class SecretNightSetup : public GameSetup {
public:
    explicit SecretNightSetup(App& app) : m_app(app) {}

    std::vector<GameButton> switches() override {
        return {{"rule-escaped",
                 m_escapedReturn ? tr("Escaped thieves: come back") : tr("Escaped thieves: gone for the night"),
                 [this] { m_escapedReturn = !m_escapedReturn; }}};
    }

    Json houseRules(Json rules) const override {
        rules["escaped_thieves_return"] = m_escapedReturn;
        if (auto wheel = m_app.store().setting(kWheelSetting)) {
            const Json parsed = Json::parse(*wheel, nullptr, false);
            if (!parsed.is_discarded())
                rules["wheel"] = parsed;
        }
        return rules;
    }

private:
    App& m_app;
    bool m_escapedReturn = true; // the house rule "escaped_thieves_return"
};

class SecretNightSettings : public GameSettings {
public:
    explicit SecretNightSettings(App& app) : m_app(app) {}

    std::vector<GameButton> buttons() override {
        return {{"wheel", tr("Secret Night wheel\u2026"),
                 [this] { m_app.push(std::make_unique<SecretNightWheelSettingsScreen>(m_app)); }}};
    }

private:
    App& m_app;
};

} // namespace

std::unique_ptr<GameSetup> SecretNightUi::setup(App& app) const { return std::make_unique<SecretNightSetup>(app); }

std::unique_ptr<GameSettings> SecretNightUi::settings(App& app) const {
    return std::make_unique<SecretNightSettings>(app);
}

void SecretNightUi::openTable(App& app) const { secret_night::openTable(app); }

} // namespace heist::ui::secret_night
