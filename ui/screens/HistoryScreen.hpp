#pragma once
// The public history of the live session: readable sentences, newest first, secrets
// redacted; tapping an entry explains what it changed.
#include "screens/Screen.hpp"

namespace heist::ui {

class HistoryScreen : public Screen {
public:
    explicit HistoryScreen(App& app);
    const char* name() const override { return "history"; }
    void draw(Painter& p) override;

private:
    std::string explain(std::int64_t seq) const;
    int m_page = 0;
    std::int64_t m_selected = 0;
    std::string m_explanation;
};

} // namespace heist::ui
