-- Juez storage, version 4: judge-study quizzes. One row per answer (a user answers a question
-- once); scores, streaks and leaderboards are read from them. A server's daily question channel.

CREATE TABLE quiz_answers (
    id            INTEGER PRIMARY KEY,
    user_id       INTEGER NOT NULL,
    guild_id      INTEGER,                     -- NULL in DMs and the terminal
    question_key  TEXT    NOT NULL,            -- topic:difficulty:language:seed
    topic         TEXT    NOT NULL,
    difficulty    INTEGER NOT NULL,
    correct       INTEGER NOT NULL,
    answered_at   TEXT    NOT NULL,
    UNIQUE (user_id, question_key)
);
CREATE INDEX quiz_answers_by_guild ON quiz_answers (guild_id, user_id);
CREATE INDEX quiz_answers_by_user ON quiz_answers (user_id, id);

CREATE TABLE quiz_daily (
    guild_id     INTEGER PRIMARY KEY,
    channel_id   INTEGER NOT NULL,
    language     TEXT    NOT NULL,
    last_posted  TEXT                           -- ISO date of the last daily question, UTC
);
