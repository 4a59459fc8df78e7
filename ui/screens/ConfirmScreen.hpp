#pragma once
// A yes/no dialog over the current screen ("Undo: Ann took a Ruby (Lucky Lift)?").
#include "ui/screens/Screen.hpp"

#include <functional>

namespace heist::ui {

class ConfirmScreen : public Screen {
public:
    ConfirmScreen(App& app, std::string question, std::string detail, std::string confirmLabel,
                  std::function<void()> onConfirm, bool danger = false);
    const char* name() const override { return "confirm"; }
    bool opaque() const override { return false; }
    void draw(Painter& p) override;

private:
    std::string m_question, m_detail, m_confirm;
    std::function<void()> m_onConfirm;
    bool m_danger;
};

} // namespace heist::ui
