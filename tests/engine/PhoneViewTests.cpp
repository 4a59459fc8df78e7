// What a phone shows is its own seat's secret and nothing of another's: every documented example
// script is folded again step by step, and at every step each seat's phone view is checked
// against the other seats' private views, and the public view against every unrevealed secret.
#include "cli/Commands.hpp"
#include "engine/PhoneView.hpp"
#include "games/Catalogue.hpp"
#include "games/suspicion/SuspicionGame.hpp"
#include "games/suspicion/SuspicionState.hpp"
#include "games/thief_night/ThiefNightGame.hpp"
#include "games/thief_night/ThiefNightState.hpp"
#include "tests/support/TestSupport.hpp"

#include "tests/support/Catch.hpp"

#include <algorithm>

#include <set>
#include <sstream>

using heist::Json;

namespace {

void leaves(const Json& j, std::set<std::string>& out) {
    if (j.is_string())
        out.insert(j.get<std::string>());
    else if (j.is_array() || j.is_object())
        for (const auto& item : j)
            leaves(item, out);
}

// Whether a word of this seat's own or of the table names the secret too ("Thief" within
// "Master Thief"): then finding it proves nothing.
bool within(const std::string& secret, const std::set<std::string>& words) {
    for (const auto& w : words)
        if (w.find(secret) != std::string::npos)
            return true;
    return false;
}

std::string linesText(const Json& view) {
    std::string text;
    for (const auto& line : view["lines"])
        text += line["label"].get<std::string>() + "\n" + line["text"].get<std::string>() + "\n";
    return text;
}

// An example script (docs/examples/) played into a file of its own.
struct Example {
    heist::test::TempDir dir;
    heist::store::SessionStore store{dir / "s.db"};
    explicit Example(const std::string& file) {
        std::ostringstream out, err;
        REQUIRE(heist::cli::runScript(store, std::filesystem::path(HEIST_SOURCE_DIR) / "docs/examples" / file, {}, out,
                                      err) == 0);
    }
    // Its first game, resumed from the file.
    heist::store::LiveSession first() {
        return heist::store::LiveSession::resume(store, store.listSessions(false).front().id);
    }
};

// Returns how many (step, seat) views were checked.
int checkScript(const std::string& file, int& entries) {
    Example example(file);
    int checked = 0;
    for (const auto& summary : example.store.listSessions(false)) {
        auto live = heist::store::LiveSession::resume(example.store, summary.id);
        const auto& setup = live.session().setup();
        const auto& game = live.session().game();
        heist::engine::Session fold(setup, game);
        for (const auto& event : live.session().log()) {
            fold.apply(event);
            const auto& state = fold.state();
            const int seats = static_cast<int>(setup.players.size());
            std::set<std::string> publicWords;
            leaves(game.publicView(state), publicWords);
            for (const auto& p : setup.players)
                publicWords.insert(p.name);
            for (int seat = 0; seat < seats; ++seat) {
                std::set<std::string> mine;
                leaves(game.privateView(state, seat), mine);
                const Json view = game.phoneView(state, seat, setup);
                REQUIRE(view["title"] == game.info().title);
                if (view.contains("entry")) {
                    // The game declares its entry whole, words included: the engine and the
                    // page know no game's entries (engine/PhoneView.hpp).
                    const Json& entry = view["entry"];
                    INFO(file << " step " << event.seq << " seat " << seat << ": " << entry.dump());
                    for (const char* key : {"form", "intent", "ask", "open", "accepted"}) {
                        CHECK(entry.contains(key));
                        CHECK(!entry.value(key, std::string()).empty());
                    }
                    // A form the page draws: the engine's vocabulary, not the game's.
                    CHECK(heist::engine::isPhoneForm(entry.value("form", std::string())));
                    if (entry.contains("seat"))
                        CHECK(!entry.value("not_yours", std::string()).empty());
                    ++entries;
                }
                const std::string text = linesText(view);
                for (int other = 0; other < seats; ++other) {
                    if (other == seat)
                        continue;
                    std::set<std::string> theirs;
                    leaves(game.privateView(state, other), theirs);
                    for (const auto& secret : theirs)
                        if (secret.size() > 2 && !within(secret, mine) && !within(secret, publicWords)) {
                            INFO(file << " step " << event.seq << " seat " << seat << ": " << secret);
                            CHECK(text.find(secret) == std::string::npos);
                        }
                }
                ++checked;
            }
            const std::string publicText = heist::engine::phonePublicView(fold).dump();
            // A sentence that names things printed in the box (a die's guest) may match a secret
            // by chance, as on the tablet (GameDefinition::namesCatalogue).
            const heist::engine::Event* last = nullptr;
            for (const auto& e : fold.log())
                if (!fold.isUndone(e.seq) && !heist::engine::Session::isEngineEvent(e.type))
                    last = &e;
            if (last && game.namesCatalogue(*last))
                continue;
            for (const auto& secret : game.unrevealedSecrets(state)) {
                INFO(file << " step " << event.seq << " public: " << secret);
                CHECK(publicText.find(secret) == std::string::npos);
            }
        }
    }
    return checked;
}

} // namespace

TEST_CASE("Phone views - each seat's phone shows its own secret and no other seat's, at every step "
          "of every example script",
          "[engine]") {
    int entries = 0;
    for (const auto& file : heist::test::exampleScripts()) {
        INFO(file);
        CHECK(checkScript(file, entries) > 10);
    }
    CHECK(entries > 0); // the examples reach the games' phone entries
}

TEST_CASE("Phone views - a seat's phone says its own secret in words", "[engine]") {
    Example example("suspicion-two-players.jsonl");
    auto live = example.first();
    const auto& s = live.session();
    for (int seat = 0; seat < static_cast<int>(s.setup().players.size()); ++seat) {
        const Json pv = s.game().privateView(s.state(), seat);
        const Json view = s.game().phoneView(s.state(), seat, s.setup());
        INFO(view.dump());
        REQUIRE(pv.contains("identity"));
        CHECK(view["lines"][0]["text"] == pv["identity"]);
        // The sheet lists the other players, never the seat itself.
        const auto& opponents = view["sheet"]["opponents"];
        CHECK(opponents.size() == s.setup().players.size() - 1);
        for (const auto& name : opponents)
            CHECK(name != s.setup().players[static_cast<std::size_t>(seat)].name);
        CHECK(view["sheet"]["guests"].size() >= 10);
    }
}

TEST_CASE("Phone views - the public view every phone is sent is the same whatever the identities dealt, "
          "until they are revealed",
          "[engine]") {
    Example example("suspicion-two-players.jsonl");
    auto live = example.first();
    const auto& s = live.session();
    // The same game with the two seats' identities swapped: every later event as it was.
    heist::engine::Session real(s.setup(), s.game()), swapped(s.setup(), s.game());
    int compared = 0;
    bool differ = false;
    for (const auto& event : s.log()) {
        if (event.type == "suspicion.identities_revealed")
            break; // from here the identities are public
        auto other = event;
        if (other.type == "suspicion.identities_dealt") {
            auto order = other.payload.at("order").get<std::vector<int>>();
            std::swap(order[0], order[1]);
            other.payload["order"] = order;
        }
        real.apply(event);
        swapped.apply(other);
        INFO("after " << event.seq << " " << event.type);
        CHECK(heist::engine::phonePublicView(real) == heist::engine::phonePublicView(swapped));
        differ = differ ||
                 s.game().phoneView(real.state(), 0, s.setup()) != s.game().phoneView(swapped.state(), 0, s.setup());
        ++compared;
    }
    CHECK(compared > 20);
    CHECK(differ); // the seats' own views do differ: the comparison would see a leak
}

namespace {

// Folds an example script's first session step by step and calls check(fold, lastEventType).
template <class Check> void eachStep(const char* file, Check check) {
    Example example(file);
    auto live = example.first();
    heist::engine::Session fold(live.session().setup(), live.session().game());
    for (const auto& event : live.session().log()) {
        fold.apply(event);
        check(fold, event.type);
    }
}

bool accepted(const heist::engine::Session& s, const std::string& type, const Json& args) {
    const auto r = s.resolve(heist::engine::Intent{type, args, std::nullopt});
    if (auto* e = std::get_if<heist::engine::RuleError>(&r))
        UNSCOPED_INFO(e->message);
    return std::holds_alternative<heist::engine::EventDraft>(r);
}

} // namespace

TEST_CASE("Phone views - Suspicion offers each seat its guesses form until that seat has guessed, "
          "and the form's guesses are accepted",
          "[engine]") {
    using heist::games::suspicion::SuspicionGame;
    int offered = 0;
    eachStep("suspicion-two-players.jsonl", [&](const heist::engine::Session& fold, const std::string& type) {
        const auto& s = SuspicionGame::cast(fold.state());
        for (int seat = 0; seat < s.players; ++seat) {
            const Json view = fold.game().phoneView(fold.state(), seat, fold.setup());
            INFO(type << " seat " << seat << ": " << view.dump());
            const bool open =
                s.phase == heist::games::suspicion::Phase::Guessing && !s.guesses[static_cast<std::size_t>(seat)];
            REQUIRE(view.contains("entry") == open);
            if (!open)
                continue;
            ++offered;
            const Json& e = view["entry"];
            CHECK(e["form"] == "one_per_row");
            CHECK(e["intent"] == "suspicion.submit_guesses");
            CHECK(e["seat"] == seat);
            CHECK(e["seats"] == s.players);
            // The entry says the argument the answer goes under and its own words.
            CHECK(e["answer"] == "guesses");
            CHECK(e["hint"] == "Cover your phone. For each player, tap the guest you think they are.");
            CHECK(e["confirm"] == "Lock in your guesses? They cannot be changed.");
            REQUIRE(e["rows"].size() == static_cast<std::size_t>(s.players - 1));
            for (const auto& o : e["rows"]) {
                CHECK(o["seat"] != seat);
                const std::string name = fold.setup().players.at(o["seat"].get<std::size_t>()).name;
                CHECK(o["name"] == name);
                CHECK(o["question"] == "Who is " + name + "?");
            }
            // Exactly one guest is marked as the seat's own, the one it holds; each one it peeked at
            // is marked as not them.
            REQUIRE(e["options"].size() == static_cast<const SuspicionGame&>(fold.game()).rules().guests.size());
            int mine = 0;
            const auto& seen = s.peeked[static_cast<std::size_t>(seat)];
            for (std::size_t g = 0; g < e["options"].size(); ++g) {
                const bool own = static_cast<int>(g) == s.deal.hands[static_cast<std::size_t>(seat)];
                const bool peeked = std::find(seen.begin(), seen.end(), static_cast<int>(g)) != seen.end();
                CHECK(e["options"][g]["mark"] == (own ? "you" : peeked ? "peeked: not them" : ""));
                mine += own ? 1 : 0;
            }
            CHECK(mine == 1);
            // What the form sends: a guest id per other seat, null for its own.
            Json guesses = Json::array();
            for (int k = 0; k < s.players; ++k)
                guesses.push_back(nullptr);
            std::size_t next = 0;
            for (const auto& o : e["rows"]) {
                while (e["options"][next]["mark"] == "you")
                    ++next;
                guesses[o["seat"].get<std::size_t>()] = e["options"][next++]["id"];
            }
            CHECK(accepted(fold, e["intent"], Json{{"seat", seat}, {"guesses", guesses}}));
        }
    });
    CHECK(offered == 3); // both seats at the guessing phase, then the second seat alone
}

TEST_CASE("Phone views - Thief in the Night offers each side its hand form while that hand is not in, "
          "the thief's only after the draw behind the thief",
          "[engine]") {
    using heist::games::thief_night::ThiefNightGame;
    int thiefForms = 0, captainForms = 0, forcedForms = 0;
    eachStep("thief-in-the-night.jsonl", [&](const heist::engine::Session& fold, const std::string& type) {
        const auto& s = ThiefNightGame::cast(fold.state());
        const auto& game = static_cast<const ThiefNightGame&>(fold.game());
        for (int seat = 0; seat < 2; ++seat) {
            const Json view = fold.game().phoneView(fold.state(), seat, fold.setup());
            INFO(type << " seat " << seat << ": " << view.dump());
            const bool thief = seat == s.thiefSeat;
            const bool open = s.open && s.thiefSeat >= 0 &&
                              (thief ? !s.open->escape && (!s.open->behind || s.open->drawn) : !s.open->capture);
            REQUIRE(view.contains("entry") == open);
            if (!open)
                continue;
            const Json& e = view["entry"];
            CHECK(e["form"] == "choose_cards");
            CHECK(e["intent"] == (thief ? "tn.enter_escape" : "tn.enter_capture"));
            // The form's words are the entry's: after the draw behind the thief, the positions to
            // use; else how many cards the pool may hold.
            const std::string hint = e["hint"];
            if (thief && s.open->drawn)
                CHECK(hint.find("Positions ") != std::string::npos);
            else
                CHECK(hint.find("(up to " + std::to_string(e["poolLimit"].get<int>()) + ")") != std::string::npos);
            CHECK(e["poolKey"] == (thief ? "hand" : "pool"));
            CHECK(e["poolLimit"] == (thief ? game.rules().thiefHand : game.capturePoolLimit(*s.open)));
            CHECK(e["mixedDecks"] == s.mixedDecks);
            CHECK(e["deck"]["suits"].size() == 4);
            CHECK(e["deck"]["ranks"].size() == 13);
            CHECK(e["deck"]["ranks"][0] == "A");
            CHECK(e["deck"]["suits"][0]["code"] == "S");
            (thief ? thiefForms : captainForms)++;
            if (thief && s.open->drawn) {
                ++forcedForms;
                CHECK(e["handSize"] == s.open->handSize);
                CHECK(e["forced"] == Json(s.open->forcedPositions));
            } else {
                CHECK(e["handSize"] == 0);
                CHECK(e["forced"].empty());
            }
            // A whole hand entered in the form's shape, the best five asked for, is accepted
            // (cards from the deck the form offers; the thief's in the size the draw was made for, a pool
            // within its limit).
            const int size = thief && s.open->drawn ? s.open->handSize : std::min(7, e["poolLimit"].get<int>());
            Json pool = Json::array();
            for (int i = 0; i < size; ++i)
                pool.push_back(e["deck"]["ranks"][static_cast<std::size_t>(i % 13)].get<std::string>() +
                               e["deck"]["suits"][static_cast<std::size_t>(i / 13)]["code"].get<std::string>());
            CHECK(accepted(fold, e["intent"], Json{{e["poolKey"].get<std::string>(), pool}, {"best", true}}));
        }
    });
    CHECK(thiefForms >= 3);
    CHECK(captainForms >= 3);
    CHECK(forcedForms >= 1);
}

TEST_CASE("Phone views - a phone's entry is the one its view offers, for its own seat only", "[engine]") {
    using heist::engine::checkPhoneEntry;
    const Json guesses{{"type", "suspicion.submit_guesses"}, {"args", {{"guesses", {nullptr, "viola"}}}}};
    int checkedGuessing = 0, checkedOther = 0;
    eachStep("suspicion-two-players.jsonl", [&](const heist::engine::Session& fold, const std::string& type) {
        const auto& s = heist::games::suspicion::SuspicionGame::cast(fold.state());
        const auto e = checkPhoneEntry(fold, 0, guesses);
        INFO(type);
        if (s.phase != heist::games::suspicion::Phase::Guessing || s.guesses[0]) {
            ++checkedOther;
            CHECK_FALSE(e.intent);
            CHECK(e.refusal == (fold.finished() ? "The game is over: nothing was entered."
                                                : "There is nothing to enter from your phone now."));
            return;
        }
        ++checkedGuessing;
        REQUIRE(e.intent);
        CHECK(e.intent->type == "suspicion.submit_guesses");
        CHECK(e.intent->args["seat"] == 0); // set to the phone's own seat
        CHECK(e.intent->args["guesses"] == guesses["args"]["guesses"]);
        CHECK(e.intent->basedOn == fold.headSeq());
        CHECK(e.accepted == "Your guesses are in.");
        // Another seat's guesses, another intent, unreadable arguments: refused.
        Json other = guesses;
        other["args"]["seat"] = 1;
        CHECK(checkPhoneEntry(fold, 0, other).refusal == "Your phone can enter only your own guesses.");
        CHECK(checkPhoneEntry(fold, 0, Json{{"type", "suspicion.reveal"}}).refusal ==
              "Your phone can make only the entry the tablet asks of you now.");
        CHECK(checkPhoneEntry(fold, 0, Json{{"type", "suspicion.submit_guesses"}, {"args", {1, 2}}}).refusal ==
              "The tablet could not read this entry: nothing was entered.");
    });
    CHECK(checkedGuessing == 1);
    CHECK(checkedOther > 10);
    // Thief in the Night: each side may send only its own side's hand.
    int sides = 0;
    eachStep("thief-in-the-night.jsonl", [&](const heist::engine::Session& fold, const std::string&) {
        const auto& s = heist::games::thief_night::ThiefNightGame::cast(fold.state());
        if (!s.open || s.open->escape || s.open->capture || s.open->behind)
            return;
        ++sides;
        const Json hand{{"cards", {"AS", "KS", "QS", "JS", "10S"}}};
        CHECK(checkPhoneEntry(fold, s.thiefSeat, Json{{"type", "tn.enter_capture"}, {"args", hand}}).refusal ==
              "Your phone can make only the entry the tablet asks of you now.");
        CHECK(checkPhoneEntry(fold, s.captainSeat(), Json{{"type", "tn.enter_escape"}, {"args", hand}}).refusal ==
              "Your phone can make only the entry the tablet asks of you now.");
        const auto ok = checkPhoneEntry(fold, s.captainSeat(), Json{{"type", "tn.enter_capture"}, {"args", hand}});
        REQUIRE(ok.intent);
        CHECK(ok.intent->args == hand);
        CHECK(ok.accepted == "Your hand is in.");
    });
    CHECK(sides >= 2);
}

TEST_CASE("Phone views - the page's forms are named for their shape, and no other word is a form", "[engine]") {
    CHECK(heist::engine::isPhoneForm("one_per_row"));
    CHECK(heist::engine::isPhoneForm("choose_cards"));
    // The games' own words for their entries were the page's forms once; they are no longer.
    for (const char* word : {"guesses", "hand", "", "One_per_row"})
        CHECK_FALSE(heist::engine::isPhoneForm(word));
}
