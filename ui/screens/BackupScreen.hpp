#pragma once
// Settings > Backups: "Back up now" writes every saved game into a new file beside them
// (SessionStore::backUp), and tapping a backup restores it after a confirmation, keeping
// the games saved now as a backup of their own first (SessionStore::restore).
#include "ui/screens/Screen.hpp"

#include <filesystem>
#include <vector>

namespace heist::ui {

class BackupScreen : public Screen {
public:
    explicit BackupScreen(App& app);
    const char* name() const override { return "backups"; }
    void draw(Painter& p) override;
    void onShown() override { refresh(); }

private:
    struct Entry {
        std::filesystem::path path;
        std::string label;  // "25 Nov 2026, 02:30"
        std::string detail; // "3 games" or why it cannot be read
        bool readable = true;
    };
    void refresh();
    void backUpNow();
    void askRestore(const Entry& entry);
    std::vector<Entry> m_entries;
    std::string m_message;
    bool m_failed = false;
};

// "backup-2026-11-25-023000-2.heist-backup.db" -> "Backup of 25 Nov 2026, 02:30:00";
// "before-restore-..." -> "Before restoring, ...".
std::string backupLabel(const std::filesystem::path& file);

} // namespace heist::ui
