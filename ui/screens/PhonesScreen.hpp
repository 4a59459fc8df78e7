#pragma once
// Phones (docs/phones.md): one QR code per seat, shown one seat at a time, big enough for a
// phone's camera at arm's length; each seat's button says whether its phone is connected. A
// seat whose phone is lost gets a new code here; Phones can be turned off (every seat passes the
// tablet again). Nothing secret is drawn: a code carries a seat's key, never a role.
#include "ui/QrCode.hpp"
#include "ui/screens/Screen.hpp"

#include <optional>

namespace heist::ui {

class PhonesScreen : public Screen {
public:
    explicit PhonesScreen(App& app);
    const char* name() const override { return "phones"; }
    void draw(Painter& p) override;
    void onShown() override;
    int selectedSeat() const { return m_seat; }

private:
    void select(int seat);
    void drawCode(Painter& p, const sf::FloatRect& box);
    // The link in words, for a phone without a camera app: typed into its browser.
    void drawLinkText(Painter& p, const sf::FloatRect& box);
    bool m_asText = false;
    int m_seat = 0;
    int m_seatPage = 0; // the page of seats shown where a column holds only some (800x480)
    std::optional<QrCode> m_code;
    std::string m_link; // the code's text, kept only while this screen is up
};

} // namespace heist::ui
