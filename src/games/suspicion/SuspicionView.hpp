#pragma once
// What Suspicion's screens may read (issue 48), built by SuspicionGame from its state:
// SuspicionTableView is what the whole table sees (no seat's identity, peek or guess, only
// whether each seat has guessed); SuspicionSeatView is one seat's own secret, for the moments
// that seat alone looks (the deal, a peek, a second look, its guesses). The guests' names are
// the catalogue's with the session's corrections: public, printed on the board.
#include <string>
#include <vector>

namespace heist::games::suspicion {

enum class Phase { Dealing, Playing, Guessing, Finished };

struct SuspicionTableView {
    Phase phase = Phase::Dealing;
    bool finished = false;
    int turn = 0;                        // the seat whose turn it is
    int nextToSee = -1;                  // the next seat to see its invitation in the deal; -1 when all have
    std::vector<std::string> guestNames; // in the rules' guest order
    std::vector<bool> hasGuessed;        // per seat
};

// Cards are indices into the guests (SuspicionTableView::guestNames, the rules' guests).
struct SuspicionSeatView {
    int seat = -1;
    int identity = -1;       // the seat's secret guest; -1 before the deal
    std::vector<int> peeked; // the invitations it peeked at, oldest first
};

} // namespace heist::games::suspicion
