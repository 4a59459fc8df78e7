#pragma once
// The words a phone shows (docs/phones.md): the public part every phone may show beside the
// secret, and helpers the games' phone views share. No network here: src/phones/ sends these.
#include "engine/Session.hpp"

#include <optional>
#include <string>

namespace heist::engine {

// {"game", "status", "lines"}: the game's title and the last step's public sentence; built from
// describe(), which never names a secret, so it is the same whatever the deal.
Json phonePublicView(const Session& session);

// One line of a phone view.
Json phoneLine(const std::string& label, const std::string& text);

// A private entry a seat's phone sent (`{"type", "args"}`), checked against the `entry` its phone
// view offers now (docs/phones.md, "Entries made on phones"): the intent to dispatch, with the
// seat set to the phone's own where the intent takes one, or the sentence that refuses it. The
// game's rules still judge the intent when it is dispatched.
//
// The entry: the game declares it whole in its phone view, words included, so that neither the
// engine nor the phone page knows a game's entries. {"form": which of the page's forms draws it
// (isPhoneForm, below), "intent", "seat" (where the intent takes the phone's own), "ask" and
// "open" (the phone's line and button that open the form), "accepted" (the answer once the rules
// accept it), "not_yours" (the refusal of an entry for another seat), and the form's own fields}.
// An entry whose form the page does not know is no entry a phone can make: it is refused as if
// there were none (the page draws none either).
struct PhoneEntry {
    std::optional<Intent> intent; // based on the session's present state
    std::string refusal;          // when there is no intent
    std::string accepted;         // the phone's answer once the rules accept it
};
PhoneEntry checkPhoneEntry(const Session& session, int seat, const Json& sent);

// The forms the phone page draws (web/phone/entry.js, docs/phones.md), named for their shape and
// never for a game, so that a new game's entry is one of them or a new form, not a new game's
// word in the shared page:
//   "one_per_row":  one choice for each row, from one set of options, an option chosen for one
//                   row at most; sends one choice per seat.
//   "choose_cards": cards entered by suit and rank into a pool, five of them chosen (or the best
//                   five asked for).
bool isPhoneForm(const std::string& form);

} // namespace heist::engine
