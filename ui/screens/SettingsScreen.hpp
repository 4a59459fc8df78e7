#pragma once
// Settings: sound, the PIN offer when dealing, and the host's corrections to the guest
// names printed on Suspicion's invitations (kept for new games).
#include "engine/Json.hpp"
#include "screens/Screen.hpp"

namespace heist::ui {

class SettingsScreen : public Screen {
public:
    explicit SettingsScreen(App& app);
    const char* name() const override { return "settings"; }
    void draw(Painter& p) override;

private:
    Json m_guestNames = Json::object();
};

} // namespace heist::ui
