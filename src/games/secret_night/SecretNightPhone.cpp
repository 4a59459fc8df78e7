// Secret Night on a seat's own phone: the role, and what the role has privately learned.
#include "engine/PhoneView.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/secret_night/SecretNightState.hpp"
#include "language/Translate.hpp"

namespace heist::games::secret_night {

Json SecretNightGame::phoneView(const engine::GameState& gs, int seat, const engine::SessionSetup& setup) const {
    const auto& s = cast(gs);
    Json lines = Json::array();
    if (seat >= 0 && seat < s.players && s.seats[static_cast<std::size_t>(seat)].role >= 0) {
        const auto& role = m_rules.roles[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].role)];
        lines.push_back(engine::phoneLine(tr("Your role"), trData("secret-night", role.name)));
        for (auto [target, r] : s.checks[static_cast<std::size_t>(seat)]) {
            const auto& name = setup.players.at(static_cast<std::size_t>(target)).name;
            const std::string roleName = trData("secret-night", m_rules.roles[static_cast<std::size_t>(r)].name);
            lines.push_back(engine::phoneLine(tr("You checked {name}", {{"name", name}}),
                                              tr("{name} is {role}.", {{"name", name}, {"role", roleName}})));
        }
    }
    return Json{{"title", info().title}, {"lines", lines}};
}

} // namespace heist::games::secret_night
