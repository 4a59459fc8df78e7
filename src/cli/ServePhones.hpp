#pragma once
// --serve-phones ID: a session's phones served without a window (docs/phones.md), for tests and
// for a kiosk whose screen is elsewhere. The seats' codes come from the saved-games file (made
// for the seats that have none), their links go to a new file only its owner may read (never
// one that exists, nor through a symlink; deleted when serving stops if it is still the file
// made), and the phones get the session as saved (the file is locked meanwhile, so no step can
// be taken elsewhere). A session that is finished, or whose game keeps no secret, is refused
// before any code is made; a case of the saved-games file stops it with that case's status.
#include "cli/Options.hpp"

#include <functional>
#include <ostream>

namespace heist::cli {

// Cannot listen on the address and port asked for, or cannot make the links file (the path
// exists already, even as a dangling symlink, or its folder cannot be written).
constexpr int kExitCannotServe = 9;

// Serves until stop() says so (checked at least every 200 ms; the command line stops on SIGINT
// or SIGTERM). Returns the exit status (README): 0, 4 (no such session, finished, or a game
// with no secret), 8 (its saved events cannot be replayed), 9, or the saved-games file's case
// (10-19). It never throws a store failure.
int servePhones(const Options& options, std::ostream& err, const std::function<bool()>& stop);

} // namespace heist::cli
