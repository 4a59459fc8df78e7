-- Heist Table schema, version 1. Append-only: never edit a shipped migration.
CREATE TABLE sessions (
    id            INTEGER PRIMARY KEY,
    game          TEXT    NOT NULL,
    rules_version INTEGER NOT NULL,
    seed          TEXT    NOT NULL,            -- 64-bit unsigned, kept as text
    house_rules   TEXT    NOT NULL DEFAULT '{}',
    created_at    TEXT    NOT NULL,
    updated_at    TEXT    NOT NULL,
    finished_at   TEXT
);

CREATE TABLE players (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    colour     TEXT    NOT NULL,
    pin_hash   TEXT,                           -- mirrors the latest session.pin_set event
    PRIMARY KEY (session_id, seat)
);

CREATE TABLE events (
    session_id   INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seq          INTEGER NOT NULL,
    type         TEXT    NOT NULL,
    payload_json TEXT    NOT NULL,
    at           TEXT    NOT NULL,
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;

CREATE TABLE roster (
    name      TEXT PRIMARY KEY,
    last_used TEXT NOT NULL
);

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
