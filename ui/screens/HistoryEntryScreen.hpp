#pragma once
// One entry of the public history, whole: what happened, wrapped over as many lines as it
// takes, then what it changed in the game's own sentences (GameDefinition::describeChanges),
// split into parts with "More" when it does not fit the window; never cut. Knows no game.
#include "ui/screens/Screen.hpp"

#include <cstdint>
#include <vector>

namespace heist::ui {

// A paragraph broken into lines that fit width at size: at spaces, and a word wider than the
// line where it must (a long name with no space in it). Shared with the history's rows.
std::vector<std::string> wrapLines(const Painter& p, const std::string& text, unsigned size, float width);

class HistoryEntryScreen : public Screen {
public:
    HistoryEntryScreen(App& app, std::int64_t seq);
    const char* name() const override { return "history-entry"; }
    void draw(Painter& p) override;

private:
    std::int64_t m_seq;
    std::string m_happened;             // the entry's sentence
    std::vector<std::string> m_changes; // the game's sentences, or one saying nothing changed
    TextKind m_kind = TextKind::Public; // Catalogue where the game says the entry names the box
    std::size_t m_part = 0;
};

} // namespace heist::ui
