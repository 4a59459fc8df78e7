#pragma once
// Secret Night's words on the tablet that come from the data file (role, vehicle and card
// names, the characters' details and skills), in the current language, found by id in the
// rules so that they never depend on what language a view was built in.
#include "ui/App.hpp"

#include <string>

namespace heist::ui::secret_night::words {

// The role's name from its id ("thief" -> "Thief", "Ladrón"...).
std::string roleName(App& app, const std::string& roleId);
// The role's id from its English name (a check keeps the name), or from its name in the
// current language; empty when neither.
std::string roleIdByName(App& app, const std::string& name);
// A vehicle's, a defence card's name.
std::string vehicleName(App& app, const std::string& vehicleId);
std::string defenceName(const std::string& englishName);
// The character's printed details and skill, by character id.
std::string occupation(App& app, const std::string& characterId);
std::string nationality(App& app, const std::string& characterId);
std::string age(App& app, const std::string& characterId);
std::string skillText(App& app, const std::string& characterId);
std::string skillShort(App& app, const std::string& characterId);
// An icon of the Action Square as a label ("steal" -> "Steal").
std::string icon(const std::string& iconId);
// A weapon as a label ("knife" -> "Knife").
std::string weapon(const std::string& weaponId);
// The text with one closing mark (a full stop unless it ends with . ! ? : … or a quote).
std::string closed(std::string text);

} // namespace heist::ui::secret_night::words
