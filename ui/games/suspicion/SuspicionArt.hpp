#pragma once
// Our own art for Suspicion, drawn with SFML shapes: a portrait per guest (each its own
// silhouette, colour and background pattern). The pictures carry no text, so a caller that
// shows a secret guest still writes its name as a Secret.
#include "ui/Painter.hpp"

#include <string>

namespace heist::ui::suspicion::art {

// A guest's portrait filling the square `box` (a rounded frame, a patterned background and
// a bust). Unknown ids draw a plain silhouette.
void guestPortrait(Painter& p, const sf::FloatRect& box, const std::string& guestId);

} // namespace heist::ui::suspicion::art
