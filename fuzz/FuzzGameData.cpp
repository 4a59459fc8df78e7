// libFuzzer target: the game-data loader (data/games/*.json). The first byte picks which
// registered game's rules read the rest as its file; a bad file must end in a DataError that names
// the file and line, never in a crash, a hang or another exception.
#include "engine/DataFile.hpp"
#include "games/Registry.hpp" // generated from src/games/registry.list

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

template <typename Rules, typename Game> void load(const heist::engine::DataFile& file) {
    const Game game(Rules::fromData(file));
    (void)game.info();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace heist;
    using namespace heist::games;
    if (size < 1)
        return 0;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    try {
        const auto file = engine::DataFile::parse(text, "fuzz.json");
        // The registry's games in its order (src/games/registry.list).
#define HEIST_GAME_COUNT(id, folder, Name) +1
        constexpr int games = 0 HEIST_GAMES(HEIST_GAME_COUNT);
#undef HEIST_GAME_COUNT
        const int pick = data[0] % games;
        int k = 0;
#define HEIST_GAME_LOAD(id, folder, Name)                                                                              \
    if (pick == k++)                                                                                                   \
        load<folder::Name##Rules, folder::Name##Game>(file);
        HEIST_GAMES(HEIST_GAME_LOAD)
#undef HEIST_GAME_LOAD
    } catch (const engine::DataError&) {
        // The expected answer to a bad file.
    }
    return 0;
}
