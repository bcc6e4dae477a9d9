"""/quiz and its companions: a question, grading an answer, the engine's own answer, scores,
the server's leaderboard and its daily-question channel.

A question asked without a seed counts toward scores (its seed is secret: ``bot/quiz/service.py``);
with ``seed:`` it is a practice replay, graded but never scored."""

from __future__ import annotations

from bot.catalog import t
from bot.errors import JuezError
from bot.handlers import Services
from bot.handlers.citations import resolver
from bot.quiz.service import Asked, Graded, QuizService, Ticket
from bot.replies.cr import rule_reply
from bot.replies.mana import mana_reply
from bot.replies.quiz import answer_reply, leaderboard_reply, question_reply, stats_reply
from bot.replies.reply import Reply
from bot.replies.sba import sba_reply
from engine.quiz import MAX_SEED, Question, QuizError, Topic

#: What `topic:` accepts, in either language, → the topic.
TOPICS = {
    "sba": Topic.SBA,
    "state-based actions": Topic.SBA,
    "acciones basadas en estado": Topic.SBA,
    "abe": Topic.SBA,
    "mana": Topic.MANA,
    "maná": Topic.MANA,
    "mana abilities": Topic.MANA,
    "rules": Topic.RULES,
    "reglas": Topic.RULES,
    "rule numbers": Topic.RULES,
    "layers": Topic.LAYERS,
    "capas": Topic.LAYERS,
    "layer": Topic.LAYERS,
    "mixed": Topic.MIXED,
    "mixto": Topic.MIXED,
    "": Topic.MIXED,
}
MAX_ROUNDS = 10


def require_quiz(services: Services) -> QuizService:
    if services.quiz is None:
        raise JuezError("quiz.unavailable")
    return services.quiz


def options(
    topic: str | None, difficulty: int | str | None, rounds: int | str | None, seed: int | str | None
) -> tuple[Topic, int, int, int | None]:
    """The typed options checked (the console and the CLI type them as text)."""
    chosen = TOPICS.get((topic or "").strip().casefold())
    if chosen is None:
        raise JuezError("quiz.bad_topic", value=topic, allowed="sba, mana, rules, layers, mixed")
    try:
        level = int(difficulty or 1)
        count = int(rounds or 1)
        number = int(seed) if seed not in (None, "") else None
    except (TypeError, ValueError):
        raise JuezError("quiz.bad_number", value=f"{difficulty} / {rounds} / {seed}") from None
    if level not in (1, 2, 3):
        raise JuezError("quiz.bad_difficulty", value=level)
    if not 1 <= count <= MAX_ROUNDS:
        raise JuezError("quiz.bad_rounds", value=count, limit=MAX_ROUNDS)
    if number is not None and not 0 <= number < MAX_SEED:
        raise JuezError("quiz.bad_seed", value=number, limit=MAX_SEED - 1)
    return chosen, level, count, number


async def ask(services: Services, lang: str, topic: Topic, difficulty: int, ticket: Ticket | None = None) -> Asked:
    """The ticket's question; without one, a fresh scored question."""
    quiz = require_quiz(services)
    try:
        return await quiz.question(topic, difficulty, lang, ticket if ticket is not None else quiz.ticket())
    except QuizError as exc:
        raise JuezError(exc.key, **exc.params) from None


async def quiz(
    services: Services,
    lang: str,
    *,
    topic: str | None = None,
    difficulty: int | str | None = None,
    rounds: int | str | None = None,
    seed: int | str | None = None,
    private: bool = True,
) -> Reply:
    """The question as text (the console and the CLI; Discord adds the buttons itself)."""
    chosen, level, count, number = options(topic, difficulty, rounds, seed)
    asked = await ask(services, lang, chosen, level, require_quiz(services).ticket(number))
    return question_reply(asked, lang, rounds=count)


async def engine_answer(services: Services, question: Question, lang: str) -> Reply | None:
    """What the engine itself says about the question's subject: the SBA trace, the 605 verdict,
    the layer trace, or the rule."""
    if question.topic is Topic.SBA:
        from engine.board import parse_board
        from engine.sba import check_sba

        state = parse_board(question.subject)
        return sba_reply(check_sba(state, resolver=await resolver(services)), lang, board=state)
    if question.topic is Topic.MANA:
        from engine.mana import classify

        return mana_reply(
            classify(question.subject, card_type=question.card_type, resolver=await resolver(services)), lang
        )
    if question.topic is Topic.LAYERS:
        from bot.handlers.layers import layers_answer
        from bot.handlers.sba import catalog, read_board

        cards = await catalog(services)
        state = read_board(question.subject, cards)
        return await layers_answer(services, lang, state, question.subject, question.target, None, cards)
    if services.rules is None:
        return None
    return rule_reply(await services.rules.lookup(question.cited[0], lang=lang), lang)


async def answer(
    services: Services, lang: str, asked: Asked, chosen: int, user_id: int, guild_id: int | None
) -> tuple[Graded, Reply]:
    graded = await require_quiz(services).grade(asked, chosen, user_id, guild_id)
    return graded, answer_reply(graded, lang, await engine_answer(services, asked.question, lang))


#: Who the terminal's user is in the scores: one local player.
TERMINAL_USER = 0


async def my_stats(
    services: Services, lang: str, *, user_id: int = TERMINAL_USER, name: str = "", guild_id: int | None = None
) -> Reply:
    """/quiz-stats: answers, right answers, streak and by topic (all servers, or one)."""
    who = name or t("quiz.you", lang)
    return stats_reply(await require_quiz(services).store.stats(user_id, guild_id), lang, who)


async def server_leaderboard(services: Services, lang: str, *, guild_id: int | None = None) -> Reply:
    """/quiz-leaderboard: a server's ten best by right answers."""
    if guild_id is None:
        raise JuezError("quiz.server_only")
    return leaderboard_reply(await require_quiz(services).store.leaderboard(guild_id), lang)


async def daily(services: Services, lang: str, *, channel: str | None = None) -> Reply:
    """/quiz-daily is a server's setting: the terminal has no server to set it for."""
    raise JuezError("quiz.server_only")
