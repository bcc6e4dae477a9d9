-- Juez storage, version 3: tournament documents (MTR, IPG, JAR), editions side by side like the CR.

CREATE TABLE doc_editions (
    id              INTEGER PRIMARY KEY,
    document        TEXT    NOT NULL,          -- mtr, ipg, jar
    effective_date  TEXT    NOT NULL,          -- ISO date the edition took effect
    label           TEXT    NOT NULL,          -- "Last updated January 6, 2021", or ''
    source          TEXT    NOT NULL,          -- URL or path it came from
    source_format   TEXT    NOT NULL,          -- judgeorbit, mtgdocs, html
    sha256          TEXT    NOT NULL,
    imported_at     TEXT    NOT NULL,
    section_count   INTEGER NOT NULL,
    UNIQUE (document, sha256)
);

CREATE TABLE doc_sections (
    id          INTEGER PRIMARY KEY,
    edition_id  INTEGER NOT NULL REFERENCES doc_editions(id) ON DELETE CASCADE,
    number      TEXT    NOT NULL,              -- "2.5", "4", "B", "intro"
    title       TEXT    NOT NULL,
    category    TEXT    NOT NULL,
    penalty     TEXT,
    parts       TEXT    NOT NULL,              -- JSON list of [heading or null, text]
    body        TEXT    NOT NULL,              -- every part as one text: what search indexes
    sort_order  INTEGER NOT NULL,
    UNIQUE (edition_id, number)
);

-- Chapter names an edition has without a section of their own (the MTR's "4. Communication").
CREATE TABLE doc_chapters (
    edition_id  INTEGER NOT NULL REFERENCES doc_editions(id) ON DELETE CASCADE,
    number      TEXT    NOT NULL,
    title       TEXT    NOT NULL,
    PRIMARY KEY (edition_id, number)
) WITHOUT ROWID;

CREATE TABLE current_doc (
    document    TEXT PRIMARY KEY,
    edition_id  INTEGER NOT NULL REFERENCES doc_editions(id)
) WITHOUT ROWID;

-- The current edition of every document, in one index (rowid = doc_sections.id): /search ranks
-- them beside the CR. It keeps its own copy of the text (a few hundred KB) so snippets work.
CREATE VIRTUAL TABLE doc_fts USING fts5(
    document UNINDEXED, number UNINDEXED, title, body, tokenize='unicode61 remove_diacritics 2'
);
INSERT INTO doc_fts (doc_fts, rank) VALUES ('rank', 'bm25(0.0, 0.0, 4.0, 1.0)');
