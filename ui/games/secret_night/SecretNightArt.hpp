#pragma once
// Our own art for Secret Night, drawn with SFML shapes: an emblem per role (a swag bag, a
// crowned bag, a magnifier, a star badge, a domino mask). The pictures carry no text, so a
// caller that shows a secret role still writes its name as a Secret.
#include "ui/Painter.hpp"

#include <string>

namespace heist::ui::secret_night::art {

// A role's emblem on a disc of its team's colour, fitting a circle of the given radius.
// An empty roleId draws the face-down card of a role nobody knows yet.
void roleEmblem(Painter& p, sf::Vector2f centre, float radius, const std::string& roleId);

// The team colours, with a word beside them wherever they are used.
sf::Color teamColour(const std::string& roleId);

} // namespace heist::ui::secret_night::art
