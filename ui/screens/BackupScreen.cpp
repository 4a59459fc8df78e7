#include "ui/screens/BackupScreen.hpp"

#include "ui/App.hpp"
#include "engine/TimeWords.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ConfirmScreen.hpp"
#include "ui/screens/HomeScreen.hpp"
#include "ui/widgets/Chrome.hpp"

#include <regex>

namespace heist::ui {

std::string backupLabel(const std::filesystem::path& file) {
    static const std::regex re(R"((backup|before-restore)-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2}).*)");
    const std::string name = file.filename().string();
    std::smatch m;
    if (!std::regex_match(name, m, re))
        return name;
    namespace tw = engine::timewords;
    const Placeholders when = {{"date", tw::shortDate(std::stoi(m[4]), std::stoi(m[3]), std::stoi(m[2]))},
                               {"time", tw::clockTime(std::stoi(m[5]), std::stoi(m[6]), std::stoi(m[7]))}};
    return m[1] == "backup" ? tr("Backup of {date}, {time}", when) : tr("Before restoring, {date}, {time}", when);
}

BackupScreen::BackupScreen(App& app) : Screen(app) { refresh(); }

void BackupScreen::refresh() {
    m_entries.clear();
    for (const auto& path : m_app.store().backups()) {
        if (m_entries.size() == 8)
            break;
        Entry e{path, backupLabel(path), "", true};
        try {
            store::SessionStore copy(path, store::SessionStore::Access::ReadOnly);
            const auto n = copy.listSessions().size();
            e.detail = trn("{n} game", "{n} games", static_cast<long long>(n));
        } catch (const std::exception&) {
            e.detail = tr("cannot be read");
            e.readable = false;
        }
        m_entries.push_back(std::move(e));
    }
    m_app.markDirty();
}

void BackupScreen::backUpNow() {
    try {
        const auto file = m_app.store().backUp();
        m_message = tr("Backed up: {file}", {{"file", file.filename().string()}});
        m_failed = false;
    } catch (const std::exception& e) {
        m_message = e.what();
        m_failed = true;
    }
    refresh();
}

void BackupScreen::askRestore(const Entry& entry) {
    App& app = m_app;
    const auto path = entry.path;
    m_app.push(std::make_unique<ConfirmScreen>(
        m_app, tr("Restore this backup?"),
        tr("{backup} ({games}). Every saved game is replaced by the ones in it; the games saved "
           "now are kept as a backup first, so this can be undone.",
           {{"backup", entry.label}, {"games", entry.detail}}),
        tr("Restore"), [&app, path] {
            try {
                app.closeSession();
                app.store().restore(path);
                app.finishedGamesChanged(true); // the keep is read from the restored file
                app.replaceAll(std::make_unique<HomeScreen>(app));
                app.toast(tr("Restored. The games from before are kept under Settings, Backups."));
            } catch (const std::exception& e) {
                app.toast(e.what(), true);
            }
        }));
}

void BackupScreen::draw(Painter& p) {
    const auto& t = p.theme();
    const float head = header(p, tr("Backups"), tr("Copies of every saved game"), [this] { m_app.pop(); });
    const auto area = contentArea(p, head);
    const float gap = t.px(14);
    const float h = t.target();
    float y = area.top;
    const float colW = t.portrait() ? area.width : std::min(area.width, t.px(900));
    p.button("back-up-now", {area.left, y, colW, h}, tr("Back up now"), ButtonStyle::Primary, [this] { backUpNow(); });
    y += h + gap;
    if (!m_message.empty())
        y += p.paragraph(m_message, {area.left, y}, t.small(), m_failed ? p.colours().danger : p.colours().gold, colW) +
             gap;
    y +=
        p.paragraph(tr("Kept in {folder}. Tap one to restore it.", {{"folder", m_app.store().backupFolder().string()}}),
                    {area.left, y}, t.small(), p.colours().muted, colW) +
        gap;
    if (m_entries.empty()) {
        p.paragraph(tr("No backups yet."), {area.left, y}, t.body(), p.colours().ivory, colW);
        return;
    }
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (y + h > area.top + area.height)
            break;
        const auto& e = m_entries[i];
        const std::string label = e.label + " \u00b7 " + e.detail;
        p.button(
            "backup-" + std::to_string(i), {area.left, y, colW, h}, label, ButtonStyle::Normal,
            [this, i] { askRestore(m_entries[i]); }, e.readable);
        y += h + gap;
    }
}

} // namespace heist::ui
