// libFuzzer target: the command line. The input is split at NUL bytes into arguments
// (at most 64); parsing must return options or a message with exit status 2, and never
// throw, crash or hang.
#include "cli/Options.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> args{"heist-table"};
    std::string current;
    for (std::size_t i = 0; i < size && args.size() < 64; ++i) {
        if (data[i] == 0) {
            args.push_back(current);
            current.clear();
        } else {
            current.push_back(static_cast<char>(data[i]));
        }
    }
    if (!current.empty() && args.size() < 64)
        args.push_back(current);
    std::vector<const char*> argv;
    for (const auto& a : args)
        argv.push_back(a.c_str());
    argv.push_back(nullptr);
    const auto result = heist::cli::parseOptions(static_cast<int>(args.size()), argv.data());
    if (result.exitStatus != 0 && result.exitStatus != 2)
        std::abort();
    if (result.exitStatus == 2 && result.message.empty())
        std::abort(); // a refusal must say why
    return 0;
}
