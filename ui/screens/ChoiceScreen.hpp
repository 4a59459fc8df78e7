#pragma once
// A dialog step: pick one option, several options, or a number. Wizards (attack, arrest,
// escape) are chains of these, each adding to the intent's arguments. A step after the first
// has a Back button to the step before, which comes back with its choice kept. An option the
// rules forbid stays in the list, greyed, with the rules' reason under it.
#include "ui/screens/Screen.hpp"
#include "engine/Json.hpp"

#include <functional>
#include <memory>
#include <vector>

namespace heist::ui {

struct Choice {
    Choice() = default;
    Choice(std::string id_, std::string label_, std::string colour_ = "", bool enabled_ = true,
           std::string reason_ = "")
        : id(std::move(id_)), label(std::move(label_)), colour(std::move(colour_)), enabled(enabled_),
          reason(std::move(reason_)) {}

    std::string id;
    std::string label;
    std::string colour; // a player's colour id: drawn as their token
    bool enabled = true;
    std::string reason; // why it cannot be chosen now (drawn under it while disabled)
};

// Greys a choice out with the reason when the rules refuse every one of the intents it could
// lead to (a dry run against the current state; nothing is sent or stored). The rules never
// refuse on a secret, so neither does the greying.
void greyIfRefused(App& app, Choice& choice, const std::string& type, const std::vector<Json>& argsToTry);

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

    // A Back button (and the back key) that leaves this step for the one before: onBack
    // pushes that step again, with its choice kept.
    ChoiceScreen& withBack(std::function<void()> onBack);
    // The choice made here before going forward and coming back (shown selected).
    ChoiceScreen& keep(std::vector<std::string> ids);

    // What is chosen now (the kept choice, or the taps so far of a several-option step).
    const std::vector<std::string>& selected() const { return m_selected; }
    int value() const { return m_value; }
    const std::vector<Choice>& choices() const { return m_choices; }

    const char* name() const override { return "choice"; }
    bool opaque() const override { return false; }
    void draw(Painter& p) override;
    void onBack() override;

private:
    // The choices of one page, as rows that fit the window; the last page may hold fewer.
    struct Row {
        std::size_t first = 0, count = 0;
        float height = 0;
    };
    std::vector<std::vector<Row>> layOut(Painter& p, int cols, float cellW, float room) const;
    void goBack();

    enum class Mode { One, Many, Number } m_mode = Mode::One;
    std::string m_title, m_subtitle;
    std::vector<Choice> m_choices;
    std::function<void(const std::string&)> m_onPick;
    std::function<void(const std::vector<std::string>&)> m_onMany;
    std::function<void(int)> m_onNumber;
    std::function<void()> m_onBack;
    std::vector<std::string> m_selected;
    int m_min = 0, m_max = 0, m_value = 0;
    std::size_t m_page = 0;
};

} // namespace heist::ui
