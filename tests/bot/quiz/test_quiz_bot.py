"""Quiz scores in the store, the handlers' checks of typed options, the console and `juez quiz`."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.cr.service import RulesService
from bot.errors import JuezError
from bot.handlers import Services
from bot.handlers import quiz as handlers
from bot.quiz.service import Asked, QuizService, Ticket
from bot.settings import Settings
from bot.storage import Storage
from bot.terminal.cli import main
from bot.terminal.console import Console
from engine.quiz import Topic, generate


@pytest.fixture
async def services(tmp_path: Path) -> AsyncIterator[Services]:
    async with Storage.open(tmp_path / "q.sqlite3") as storage:
        rules = RulesService(storage)
        settings = Settings(_env_file=None, database_path=tmp_path / "q.sqlite3")
        yield Services(settings, rules, None, None, QuizService(storage, rules))


def scored(seed: int) -> Asked:
    """A question graded as if asked under a scored ticket (its seed is the test's to choose)."""
    return Asked(generate(Topic.MANA, 1, "en", seed), Ticket.parse("q" + f"{seed:012x}"))


async def test_scores_streaks_and_one_answer_per_question(services: Services) -> None:
    quiz = handlers.require_quiz(services)
    questions = [scored(seed) for seed in range(5)]
    outcomes = [True, True, False, True, True]
    for asked, right in zip(questions, outcomes, strict=True):
        chosen = asked.question.answer if right else (asked.question.answer + 1) % 4
        graded = await quiz.grade(asked, chosen, user_id=7, guild_id=1)
        assert graded.correct is right and graded.counted
    again = await quiz.grade(questions[0], questions[0].question.answer, user_id=7, guild_id=1)
    assert not again.counted  # already answered: the score doesn't move
    stats = await quiz.store.stats(7)
    assert (stats.answered, stats.correct, stats.streak, stats.best_streak) == (5, 4, 2, 2)
    assert stats.by_topic == {"mana": (5, 4)}


async def test_the_leaderboard_ranks_a_servers_players_by_right_answers(services: Services) -> None:
    quiz = handlers.require_quiz(services)
    for user, rights in ((1, 1), (2, 3), (3, 2)):
        for seed in range(3):
            asked = scored(seed)
            right = asked.question.answer
            await quiz.grade(asked, right if seed < rights else (right + 1) % 4, user, 99)
    await quiz.grade(scored(50), 0, 4, 12345)  # another server
    assert await quiz.store.leaderboard(99) == [(2, 3, 3), (3, 2, 3), (1, 1, 3)]


async def test_daily_channels_are_set_cleared_and_marked_posted(services: Services) -> None:
    store = handlers.require_quiz(services).store
    await store.set_daily(1, 10, "es")
    await store.mark_posted(1, "2026-12-03")
    assert [(c.guild_id, c.channel_id, c.language, c.last_posted) for c in await store.daily_channels()] == [
        (1, 10, "es", "2026-12-03")
    ]
    await store.set_daily(1, None, "es")
    assert await store.daily_channels() == []


@pytest.mark.parametrize(
    ("options", "key"),
    [
        ({"topic": "chess"}, "quiz.bad_topic"),
        ({"difficulty": "4"}, "quiz.bad_difficulty"),
        ({"difficulty": "two"}, "quiz.bad_number"),
        ({"rounds": "11"}, "quiz.bad_rounds"),
        ({"seed": "-1"}, "quiz.bad_seed"),
    ],
)
async def test_bad_options_are_localized_errors(services: Services, options: dict[str, str], key: str) -> None:
    with pytest.raises(JuezError) as caught:
        await handlers.quiz(services, "es", **options)
    assert caught.value.key == key


async def test_rule_questions_without_a_stored_cr_say_how_to_get_one(services: Services) -> None:
    with pytest.raises(JuezError) as caught:
        await handlers.quiz(services, "en", topic="rules")
    assert caught.value.key == "quiz.no_rules"


async def test_topic_names_in_spanish_and_a_seed_give_the_same_question(services: Services) -> None:
    reply = await handlers.quiz(services, "es", topic="acciones basadas en estado", difficulty="2", seed="42")
    assert generate(Topic.SBA, 2, "es", 42).subject in reply.description


async def test_the_console_asks_and_a_letter_answers(services: Services) -> None:
    """A seed replays a question as practice (not scored); without one, the question counts."""
    console = Console(services, lang="es", out=io.StringIO())
    assert await console.run_line("/cuestionario tema: mana semilla: 3")
    question = generate(Topic.MANA, 1, "es", 3)
    assert await console.run_line("ABCD"[question.answer].lower())
    out = console.out.getvalue()  # type: ignore[attr-defined]
    assert "¿Es una habilidad de maná?" in out and "✅ Correcto" in out and "0 aciertos de 0" in out
    assert "Práctica" in out
    assert await console.run_line("/cuestionario tema: mana")
    assert console.pending is not None and console.pending.ticket.scored
    assert await console.run_line("a")
    assert "de 1;" in console.out.getvalue()  # type: ignore[attr-defined]
    assert await console.run_line("/cuestionario-estadísticas")
    assert "Puntuación en los cuestionarios: tú" in console.out.getvalue()  # type: ignore[attr-defined]


def test_juez_quiz_asks_grades_and_keeps_the_score(
    tmp_path: Path, shared: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cli.sqlite3")
    assert main(["rules", "update", "--from", str(shared / "data/cr/en/MagicCompRules-20260417.txt"), "--db", db]) == 0
    capsys.readouterr()
    question = generate(Topic.SBA, 3, "en", 77)
    code = main(
        ["quiz", "--topic", "sba", "--difficulty", "3", "--seed", "77", "--answer", "ABCD"[question.answer], "--db", db]
    )
    out = capsys.readouterr().out
    assert code == 0 and question.subject in out and "✅ Right" in out and "Board as read" in out
    assert "Practice" in out and "0 right of 0" in out  # a given seed is practice: not scored
    assert main(["quiz", "--topic", "mana", "--answer", "b", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "right of 1;" in out and "counts toward your score" in out and "Practice" not in out
    assert main(["quiz", "--topic", "rules", "--seed", "5", "--answer", "a", "--db", db, "--lang", "es"]) == 0
    assert "Respuesta del cuestionario" in capsys.readouterr().out
    code = main(["quiz", "--topic", "chess", "--db", db])
    assert code == 2 and "isn't a quiz topic" in capsys.readouterr().err
    code = main(["quiz", "--topic", "mana", "--answer", "E", "--db", db, "--lang", "es"])
    assert code == 2 and "`E` no es una respuesta" in capsys.readouterr().err


async def test_layers_questions_without_stored_cards_say_how_to_get_them(services: Services) -> None:
    with pytest.raises(JuezError) as caught:
        await handlers.quiz(services, "en", topic="layers")
    assert caught.value.key == "quiz.no_cards"


async def test_a_layers_question_asked_graded_and_traced_in_spanish(named_cards_db: Path) -> None:
    """/quiz topic: capas: the question from the stored cards, and the answer's layer trace."""
    from bot.cards.service import CardService

    async with Storage.open(named_cards_db) as storage:
        rules, cards = RulesService(storage), CardService(storage)
        settings = Settings(_env_file=None, database_path=named_cards_db)
        services = Services(settings, rules, cards, None, QuizService(storage, rules, cards))
        reply = await handlers.quiz(services, "es", topic="capas", difficulty="3", seed="7")
        asked = await handlers.ask(services, "es", Topic.LAYERS, 3, Ticket.practice(7))
        question = asked.question
        assert question.subject in reply.description and question.prompt.startswith("¿")
        traced = await handlers.engine_answer(services, question, "es")
        assert traced is not None and traced.title == f"Capas: {question.target}"
        graded, _ = await handlers.answer(services, "es", asked, question.answer, 1, None)
        assert graded.correct
