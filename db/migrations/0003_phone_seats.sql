-- Heist Table schema, version 3: each seat's phone code (docs/phones.md), kept outside the
-- event log so that a kill or a power cut needs no new scan. A row holds a secret (the seat
-- key), so it lives only while its game is in play: deleted when the game ends or is deleted,
-- left out of every backup, never exported. The store keeps these rules (src/store/PhoneSeats.cpp).
CREATE TABLE phone_seats (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    handle     TEXT    NOT NULL,               -- public: names the code
    key        BLOB    NOT NULL CHECK (length(key) = 32), -- the seat key, raw bytes
    device     BLOB,                           -- the bound phone's id; NULL until claimed
    down_next  INTEGER NOT NULL DEFAULT 1 CHECK (down_next >= 1), -- first counter not yet reserved
    up_last    INTEGER NOT NULL DEFAULT 0 CHECK (up_last >= 0),   -- last entry accepted
    PRIMARY KEY (session_id, seat),
    FOREIGN KEY (session_id, seat) REFERENCES players(session_id, seat) ON DELETE CASCADE
) WITHOUT ROWID;
