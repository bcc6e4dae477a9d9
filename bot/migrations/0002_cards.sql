-- Juez storage, version 2: card knowledge (MTGJSON AtomicCards), one build current at a time.

CREATE TABLE card_builds (
    id           INTEGER PRIMARY KEY,
    build_date   TEXT    NOT NULL,             -- MTGJSON meta.date
    version      TEXT    NOT NULL,             -- MTGJSON meta.version
    source       TEXT    NOT NULL,             -- URL or path it came from
    sha256       TEXT    NOT NULL,
    imported_at  TEXT    NOT NULL,
    card_count   INTEGER NOT NULL
);

-- Every card of the current build: the columns lookups show, the whole record as JSON.
CREATE TABLE cards (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,
    spanish_name  TEXT,
    layout        TEXT NOT NULL,
    type_line     TEXT NOT NULL,
    data          TEXT NOT NULL,               -- the whole record (engine.cards.Card as JSON)
    board         TEXT NOT NULL                -- the faces as the board reader needs them, compact
);

-- Every name a card answers to, folded (case and accents): English and Spanish names, each
-- face's, and a legend's short name ("Thalia"). rank orders how strongly a key means a card:
-- 0 English name, 1 English face, 2 Spanish name, 3 Spanish face, 4 short name.
CREATE TABLE card_names (
    key       TEXT    NOT NULL,
    card_id   INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    rank      INTEGER NOT NULL,
    language  TEXT    NOT NULL,
    shown     TEXT    NOT NULL,                -- the name as printed
    PRIMARY KEY (key, card_id)
) WITHOUT ROWID;
CREATE INDEX card_names_by_card ON card_names (card_id);
