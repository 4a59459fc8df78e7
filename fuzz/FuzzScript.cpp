// libFuzzer target: the script / intent parser and everything a script line reaches
// (runScript: parse, validate, dispatch, append to a real store). The input is a script;
// every line must get an answer (exit 0 or 3 for a malformed line), never a crash, a hang
// or an exception.
#include "fuzz/FuzzScratch.hpp"
#include "cli/Commands.hpp"
#include "store/SessionStore.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace heist;
    static const auto dir = fuzz::scratch() / "script";
    static const auto db = dir / "sessions.db";
    static const auto script = fuzz::scratch() / "script.jsonl";
    static std::unique_ptr<store::SessionStore> store;
    static int runs = 0;
    if (!store || ++runs % 256 == 0) { // a fresh file now and then, so it stays small
        store.reset();
        std::filesystem::create_directories(dir);
        fuzz::clearDatabase(db);
        store = std::make_unique<store::SessionStore>(db);
    }
    {
        std::ofstream out(script, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    std::ostringstream out, err;
    cli::ScriptRun run;
    run.seed = 7;
    const int status = cli::runScript(*store, script, run, out, err);
    if (status != 0 && status != 3)
        std::abort(); // no I/O trouble on a scratch file: anything else is a bug
    return 0;
}
