#include "components/Dice.hpp"
#include "components/GemStacks.hpp"
#include "components/HiddenDeal.hpp"
#include "components/PinHash.hpp"
#include "components/TurnOrder.hpp"

#include "tests/support/Catch.hpp"

using namespace heist::components;

TEST_CASE("PinHash - SHA-256 matches the published test vectors", "[components]") {
    CHECK(sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST_CASE("PinHash - only four digits make a PIN, and only the right one verifies", "[components]") {
    CHECK(isValidPin("0000"));
    CHECK_FALSE(isValidPin("123"));
    CHECK_FALSE(isValidPin("12345"));
    CHECK_FALSE(isValidPin("12a4"));
    const auto stored = hashPin("4821", "salt1");
    CHECK(verifyPin("4821", stored));
    CHECK_FALSE(verifyPin("4812", stored));
    CHECK_FALSE(verifyPin("4821", "garbage"));
    CHECK(hashPin("4821", "salt2") != stored);
}

TEST_CASE("PinHash - records are Argon2id with their cost, and forged costs are refused", "[components]") {
    const auto stored = hashPin("2580", "salt-a");
    // argon2id$OPS$MEM_KIB$SALT$HASH, at the cost pinCost() names.
    CHECK(stored.rfind(
              "argon2id$" + std::to_string(pinCost().ops) + "$" + std::to_string(pinCost().memBytes / 1024) + "$", 0) ==
          0);
    CHECK_FALSE(isLegacyPinHash(stored));
    CHECK(stored.find("2580") == std::string::npos);
    CHECK(hashPin("2580", "salt-a") == stored); // the same salt gives the same record (replays)
    CHECK(verifyPin("2580", stored));
    CHECK_FALSE(verifyPin("2581", stored));
    // A record whose cost was raised to 4 GiB or 1,000 passes is not computed at all.
    auto parts = stored;
    const auto memAt = parts.find('$', 9) + 1;
    const auto memEnd = parts.find('$', memAt);
    CHECK_FALSE(verifyPin("2580", parts.substr(0, memAt) + "4194304" + parts.substr(memEnd)));
    CHECK_FALSE(verifyPin("2580", "argon2id$1000" + stored.substr(stored.find('$', 9))));
    CHECK_FALSE(verifyPin("2580", "argon2id$3$65536$zz$00"));
    CHECK_FALSE(verifyPin("2580", stored.substr(0, stored.size() - 1) + "0"));
}

TEST_CASE("PinHash - a record from before Argon2id still verifies and is marked legacy", "[components]") {
    // Written by the SHA-256 build (20,000 rounds) for PIN 2580 with salt "8c1f".
    const std::string legacy = "8c1f$" + [] {
        std::string digest = "8c1f:2580";
        for (int i = 0; i < 20000; ++i)
            digest = sha256Hex(digest + "8c1f");
        return digest;
    }();
    CHECK(isLegacyPinHash(legacy));
    CHECK(verifyPin("2580", legacy));
    CHECK_FALSE(verifyPin("2581", legacy));
}

TEST_CASE("PinHash - wrong PINs in a row make the next try wait, up to five minutes", "[components]") {
    CHECK(pinWaitSeconds(0) == 0);
    CHECK(pinWaitSeconds(1) == 0);
    CHECK(pinWaitSeconds(2) == 0);
    CHECK(pinWaitSeconds(3) == 10);
    CHECK(pinWaitSeconds(4) == 30);
    CHECK(pinWaitSeconds(6) == 120);
    CHECK(pinWaitSeconds(7) == 300);
    CHECK(pinWaitSeconds(5000) == 300);
    // Never shorter after more failures.
    for (int n = 1; n < 20; ++n)
        CHECK(pinWaitSeconds(n) >= pinWaitSeconds(n - 1));
}

TEST_CASE("GemStacks - sets take one of each type, the rest count singly", "[components]") {
    // The rulebook's example: 2 Diamonds, 3 Rubies, 4 Emeralds = 2 sets + 3 singles = 15.
    const auto s = scoreGems({2, 3, 4}, 6, 1);
    CHECK(s.sets == 2);
    CHECK(s.singles == 3);
    CHECK(s.points == 15);
    CHECK(scoreGems({0, 5, 5}, 6, 1).points == 10);
    CHECK(scoreGems({1, 1, 1}, 6, 1).points == 6);
    CHECK(scoreGems({}, 6, 1).points == 0);
}

TEST_CASE("HiddenDeal - seats take the first cards, the rest is the deck; peeks cycle it", "[components]") {
    auto deal = HiddenDeal::fromOrder({4, 7, 1, 0, 9, 2}, 2);
    CHECK(deal.hands == std::vector<int>{4, 7});
    CHECK(std::vector<int>(deal.deck.begin(), deal.deck.end()) == std::vector<int>{1, 0, 9, 2});
    CHECK(deal.nextUnseen() == 0);
    deal.seen[0] = true;
    CHECK(deal.nextUnseen() == 1);
    deal.seen[1] = true;
    CHECK(deal.nextUnseen() == -1);
    CHECK(deal.peekTopToBottom() == 1);
    CHECK(std::vector<int>(deal.deck.begin(), deal.deck.end()) == std::vector<int>{0, 9, 2, 1});
    CHECK_THROWS(HiddenDeal::fromOrder({1, 2}, 3));
}

TEST_CASE("HiddenDeal - over many seeded deals every seat gets every card equally often", "[components]") {
    const int cards = 10, seats = 4, deals = 20000;
    std::vector<std::vector<int>> counts(seats, std::vector<int>(cards, 0));
    for (int d = 0; d < deals; ++d) {
        heist::components::Rng rng = heist::components::Rng::forEvent(99, d);
        const auto deal = HiddenDeal::fromOrder(HiddenDeal::shuffledOrder(rng, cards), seats);
        for (int s = 0; s < seats; ++s)
            ++counts[s][deal.hands[s]];
    }
    const double expected = double(deals) / cards;
    for (int s = 0; s < seats; ++s) {
        double chi2 = 0;
        for (int c : counts[s])
            chi2 += (c - expected) * (c - expected) / expected;
        INFO("seat " << s);
        CHECK(chi2 < 27.88); // 9 degrees of freedom, p = 0.001
    }
}

TEST_CASE("TurnOrder - turns go clockwise and a round ends with the last seat", "[components]") {
    TurnOrder t{3};
    CHECK(t.current == 0);
    t.advance();
    t.advance();
    CHECK(t.current == 2);
    CHECK(t.round == 1);
    t.advance();
    CHECK(t.current == 0);
    CHECK(t.round == 2);
}

TEST_CASE("Dice - each die lands on one of its faces", "[components]") {
    heist::components::Rng rng(3);
    std::vector<int> seen(6, 0);
    for (int i = 0; i < 600; ++i) {
        const auto faces = rollDice(rng, {6, 6});
        REQUIRE(faces.size() == 2);
        REQUIRE(faces[0] >= 0);
        REQUIRE(faces[0] < 6);
        ++seen[faces[0]];
    }
    for (int n : seen)
        CHECK(n > 50);
}
