-- Heist Table schema, version 4: the tablet's own key per seat (docs/phones.md). The phones
-- now talk crypto_box between a key pair the tablet makes for each seat code and the phone's
-- own key pair: `tablet` is the tablet's secret key for the seat (32 bytes, as secret as the
-- seat key, kept by the same rules: deleted when the game ends or is deleted, left out of
-- every backup, never exported), and `device` is the bound phone's public key (32 bytes).
-- The rows of schema 3 are dropped, not converted: their codes carry no tablet key, so the
-- new page cannot use them (secure_delete zeroes their pages). Phones in play then need new
-- codes, which Phones or --serve-phones make for every seat that has none.
DROP TABLE phone_seats;
CREATE TABLE phone_seats (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    handle     TEXT    NOT NULL,               -- public: names the code
    key        BLOB    NOT NULL CHECK (length(key) = 32),    -- the seat key, raw bytes
    tablet     BLOB    NOT NULL CHECK (length(tablet) = 32), -- the tablet's secret key for the seat
    device     BLOB    CHECK (device IS NULL OR length(device) = 32), -- the bound phone's public key
    down_next  INTEGER NOT NULL DEFAULT 1 CHECK (down_next >= 1), -- first counter not yet reserved
    up_last    INTEGER NOT NULL DEFAULT 0 CHECK (up_last >= 0),   -- last entry accepted
    PRIMARY KEY (session_id, seat),
    FOREIGN KEY (session_id, seat) REFERENCES players(session_id, seat) ON DELETE CASCADE
) WITHOUT ROWID;
