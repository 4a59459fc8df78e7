#pragma once
// --serve-phones ID: a session's phones served without a window (docs/phones.md), for tests and
// for a kiosk whose screen is elsewhere. The seats' codes come from the saved-games file (made
// for the seats that have none), their links go to a file only its owner may read (deleted when
// serving stops), and the phones get the session as saved (the file is locked meanwhile, so no
// step can be taken elsewhere).
#include "cli/Options.hpp"

#include <functional>
#include <ostream>

namespace heist::cli {

// Cannot listen on the address and port asked for.
constexpr int kExitCannotServe = 9;

// Serves until stop() says so (checked at least every 200 ms; the command line stops on SIGINT
// or SIGTERM). Returns the exit status.
int servePhones(const Options& options, std::ostream& err, const std::function<bool()>& stop);

} // namespace heist::cli
