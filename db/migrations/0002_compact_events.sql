-- Heist Table schema, version 2: events take about half the room. An event's type is a
-- number from a dictionary (event_types) and its time a count of milliseconds after its
-- session began (sessions.created_at), instead of the same texts on every row. The store
-- reads them back as the same type names and the same ISO 8601 times.
CREATE TABLE event_types (
    id   INTEGER PRIMARY KEY,
    name TEXT    NOT NULL UNIQUE
);
INSERT INTO event_types(name) SELECT DISTINCT type FROM events ORDER BY type;

CREATE TABLE events_v2 (
    session_id   INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seq          INTEGER NOT NULL,
    type_id      INTEGER NOT NULL REFERENCES event_types(id),
    payload_json TEXT    NOT NULL,
    at_ms        INTEGER NOT NULL,             -- milliseconds after sessions.created_at
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
INSERT INTO events_v2(session_id, seq, type_id, payload_json, at_ms)
    SELECT e.session_id, e.seq, t.id, e.payload_json,
           CAST(round((julianday(e.at) - julianday(s.created_at)) * 86400000.0) AS INTEGER)
    FROM events e
    JOIN event_types t ON t.name = e.type
    JOIN sessions s ON s.id = e.session_id;
DROP TABLE events;
ALTER TABLE events_v2 RENAME TO events;
