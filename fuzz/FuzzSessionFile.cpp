// libFuzzer target: the session loader from a database file. The input is a saved-games
// file: --check names its case, the store opens it (moving a damaged or foreign one
// aside), and every session in it is listed, replayed and exported. Nothing may crash or
// hang; a bad file ends in an exception with a message, never in a wrong exit.
#include "fuzz/FuzzScratch.hpp"
#include "cli/Commands.hpp"
#include "history/Export.hpp"
#include "store/FileInspection.hpp"
#include "store/LiveSession.hpp"
#include "store/SessionStore.hpp"

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace heist;
    static const auto dir = fuzz::scratch() / "file";
    static const auto db = dir / "sessions.db";
    std::filesystem::create_directories(dir);
    fuzz::clearDatabase(db);
    {
        std::ofstream out(db, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    std::ostringstream sink;
    (void)cli::runCheck(db, sink);
    try {
        store::SessionStore store(db);
        for (const auto& s : store.listSessions()) {
            try {
                (void)store.loadEvents(s.id);
                auto live = store::LiveSession::resume(store, s.id);
                (void)live.session().headSeq();
                sink << history::exportSession(store, s.id, true).dump();
            } catch (const std::exception&) {
                // A session that cannot be read is reported, the others still load.
            }
        }
    } catch (const std::exception&) {
        // A file that cannot be opened is reported with a message.
    }
    return 0;
}
