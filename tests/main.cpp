// Catch2's runner, for Catch2 2 and 3 alike (tests/support/Catch.hpp).
#if HEIST_CATCH2_MAJOR < 3
#define CATCH_CONFIG_RUNNER
#endif
#include "tests/support/Catch.hpp"

int main(int argc, char* argv[]) { return Catch::Session().run(argc, argv); }
