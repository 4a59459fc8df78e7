// libFuzzer target: the game-data loader (data/games/*.json). The first byte picks which
// game's rules read the rest as its file; a bad file must end in a DataError that names
// the file and line, never in a crash, a hang or another exception.
#include "engine/DataFile.hpp"
#include "games/one_night_only/OneNightOnlyGame.hpp"
#include "games/secret_night/SecretNightGame.hpp"
#include "games/shadow_house/ShadowHouseGame.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/thief_night/ThiefNightGame.hpp"

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
        switch (data[0] % 5) {
        case 0: load<secret_night::SecretNightRules, secret_night::SecretNightGame>(file); break;
        case 1: load<suspicion::SuspicionRules, suspicion::SuspicionGame>(file); break;
        case 2: load<one_night_only::OneNightOnlyRules, one_night_only::OneNightOnlyGame>(file); break;
        case 3: load<shadow_house::ShadowHouseRules, shadow_house::ShadowHouseGame>(file); break;
        default: load<thief_night::ThiefNightRules, thief_night::ThiefNightGame>(file); break;
        }
    } catch (const engine::DataError&) {
        // The expected answer to a bad file.
    }
    return 0;
}
