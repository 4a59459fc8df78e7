// Secret Night on a seat's own phone: the role, and what the role has privately learned.
#include "engine/PhoneView.hpp"
#include "games/secret_night/SecretNightGame.hpp"

namespace heist::games::secret_night {

Json SecretNightGame::phoneView(const engine::GameState& gs, int seat,
                                const engine::SessionSetup& setup) const {
    const auto& s = cast(gs);
    Json lines = Json::array();
    if (seat >= 0 && seat < s.players && s.seats[static_cast<std::size_t>(seat)].role >= 0) {
        const auto& role = m_rules.roles[static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].role)];
        lines.push_back(engine::phoneLine("Your role", role.name));
        for (auto [target, r] : s.checks[static_cast<std::size_t>(seat)]) {
            const auto& name = setup.players.at(static_cast<std::size_t>(target)).name;
            lines.push_back(engine::phoneLine("You checked " + name,
                                              name + " is " + m_rules.roles[static_cast<std::size_t>(r)].name + "."));
        }
    }
    return Json{{"title", info().title}, {"lines", lines}};
}

} // namespace heist::games::secret_night
