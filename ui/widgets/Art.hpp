#pragma once
// Our own art, drawn with SFML shapes: an emblem per Secret Night role (a swag bag, a
// crowned bag, a magnifier, a star badge, a domino mask) and a portrait per Suspicion guest
// (each its own silhouette, colour and background pattern). The pictures carry no text, so
// a caller that shows a secret role or guest still writes its name as a Secret.
#include "Painter.hpp"

#include <string>

namespace heist::ui::art {

// A role's emblem on a disc of its team's colour, fitting a circle of the given radius.
// An empty roleId draws the face-down card of a role nobody knows yet.
void roleEmblem(Painter& p, sf::Vector2f centre, float radius, const std::string& roleId);

// A guest's portrait filling the square `box` (a rounded frame, a patterned background and
// a bust). Unknown ids draw a plain silhouette.
void guestPortrait(Painter& p, const sf::FloatRect& box, const std::string& guestId);

// The team colours of Secret Night, with a word beside them wherever they are used.
sf::Color teamColour(const std::string& roleId);

} // namespace heist::ui::art
