#pragma once
// A dialog step: pick one option, several options, or a number. Wizards (attack, arrest,
// escape) are chains of these, each adding to the intent's arguments.
#include "screens/Screen.hpp"

#include <functional>
#include <memory>
#include <vector>

namespace heist::ui {

struct Choice {
    std::string id;
    std::string label;
    std::string colour;  // a player's colour id: drawn as their token
    bool enabled = true;
};

class ChoiceScreen : public Screen {
public:
    // One of the choices.
    ChoiceScreen(App& app, std::string title, std::string subtitle, std::vector<Choice> choices,
                 std::function<void(const std::string&)> onPick);
    // Several of them (between min and max).
    static std::unique_ptr<ChoiceScreen> many(App& app, std::string title, std::string subtitle,
                                              std::vector<Choice> choices, int min, int max,
                                              std::function<void(const std::vector<std::string>&)> onDone);
    // A number from min to max.
    static std::unique_ptr<ChoiceScreen> number(App& app, std::string title, std::string subtitle, int min, int max,
                                                int initial, std::function<void(int)> onDone);

    const char* name() const override { return "choice"; }
    bool opaque() const override { return false; }
    void draw(Painter& p) override;

private:
    enum class Mode { One, Many, Number } m_mode = Mode::One;
    std::string m_title, m_subtitle;
    std::vector<Choice> m_choices;
    std::function<void(const std::string&)> m_onPick;
    std::function<void(const std::vector<std::string>&)> m_onMany;
    std::function<void(int)> m_onNumber;
    std::vector<std::string> m_selected;
    int m_min = 0, m_max = 0, m_value = 0;
};

} // namespace heist::ui
