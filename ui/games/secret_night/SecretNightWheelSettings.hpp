#pragma once
// Settings for Secret Night's roulette, as a drawn wheel: tap a segment, set its steps, water
// steps and colour with big buttons to match a printed wheel, and save it for new games. A game in progress keeps the
// wheel it started with.
#include "engine/Json.hpp"
#include "ui/screens/Screen.hpp"

namespace heist::ui::secret_night {

// The setting that holds the wheel saved for new games (a JSON array of segments).
inline constexpr const char* kWheelSetting = "secret-night.wheel";

class SecretNightWheelSettingsScreen : public Screen {
public:
    explicit SecretNightWheelSettingsScreen(App& app);
    const char* name() const override { return "wheel-settings"; }
    void draw(Painter& p) override;

    const Json& wheel() const { return m_wheel; }

private:
    void save();
    Json m_wheel;
    int m_selected = 0; // the segment being set
    bool m_dirty = false;
};

} // namespace heist::ui::secret_night
