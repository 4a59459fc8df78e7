#pragma once
// The lists Secret Night's wizards offer: players and options, each greyed out with the
// rules' own reason when the intent it leads to would be refused now (a dry run through the
// rules core, never a rule written again here).
#include "ui/screens/ChoiceScreen.hpp"
#include "ui/games/secret_night/SecretNightViewModel.hpp"

#include <functional>

namespace heist::ui::secret_night {

// Every seat that keep lets through, in seat order, greyed when the rules refuse the intent
// `type` with every one of the argument sets argsFor gives for it.
inline std::vector<Choice> seatChoices(App& app, const std::function<bool(int)>& keep, const std::string& type,
                                       const std::function<std::vector<Json>(int)>& argsFor) {
    std::vector<Choice> out;
    const int players = static_cast<int>(view(app).players.size());
    for (int seat = 0; seat < players; ++seat) {
        if (!keep(seat))
            continue;
        Choice c{std::to_string(seat), player(app, seat).name, player(app, seat).colour, true, ""};
        greyIfRefused(app, c, type, argsFor(seat));
        out.push_back(std::move(c));
    }
    return out;
}

// Every seat but the one whose turn it is.
inline std::function<bool(int)> othersThan(int seat) {
    return [seat](int s) { return s != seat; };
}
inline bool anyone(int) { return true; }

// Pushes a wizard step with a Back button to the step before (none for a first step).
inline void pushStep(App& app, std::unique_ptr<ChoiceScreen> step, std::function<void()> back,
                     std::vector<std::string> kept = {}) {
    if (back)
        step->withBack(std::move(back));
    step->keep(std::move(kept));
    app.push(std::move(step));
}

} // namespace heist::ui::secret_night
