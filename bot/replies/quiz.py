"""Quiz questions and their answers → replies: lettered choices, then right or wrong, why, and
the engine's own answer (the SBA trace, the 605 verdict, the rule's text).

A footer names the question by its ticket, never by the seed of a question that counts: a
practice replay shows the seed it was given, a scored question only its opaque id."""

from __future__ import annotations

from bot.catalog import normalise_language, t
from bot.quiz.service import Asked, Graded, Kind, Ticket
from bot.quiz.store import Stats
from bot.replies.reply import Field, Reply
from engine.quiz import Question, Topic

LETTERS = "ABCD"


def _subject(question: Question) -> str:
    if question.topic is Topic.RULES and question.subject == question.cited[0]:
        return ""  # "what does rule N say?": the number is in the prompt
    return f"```\n{question.subject}\n```" if question.topic is not Topic.RULES else f"> {question.subject}"


#: A ticket's kind → its footer: what the question is called and whether it counts.
FOOTERS = {Kind.SCORED: "quiz.footer.scored", Kind.PRACTICE: "quiz.footer.practice", Kind.DAILY: "quiz.footer.daily"}


def _footer(ticket: Ticket, question: Question, lang: str) -> str:
    # A practice question's seed is the one the user gave (plus the round): showing it gives nothing away.
    shown = str(question.seed) if ticket.kind is Kind.PRACTICE else ticket.ref
    return t(FOOTERS[ticket.kind], lang, id=shown)


def question_reply(asked: Asked, lang: str, *, rounds: int = 1) -> Reply:
    lang = normalise_language(lang)
    question, ticket = asked.question, asked.ticket
    topic = t(f"quiz.topic.{question.topic.value}", lang)
    daily = ticket.kind is Kind.DAILY
    title = t("quiz.daily_title" if daily else "quiz.title", lang, topic=topic, difficulty=question.difficulty)
    if rounds > 1:
        title += f" · {ticket.round}/{rounds}"
    choices = "\n".join(f"**{LETTERS[i]}.** {c}" for i, c in enumerate(question.choices))
    description = "\n\n".join(p for p in (question.prompt, _subject(question), choices) if p)
    return Reply(title=title, description=description, footer=_footer(ticket, question, lang))


def answer_reply(graded: Graded, lang: str, engine: Reply | None = None) -> Reply:
    """Right or wrong, why (the chosen choice's reason, and the right one's), then the engine's answer."""
    lang = normalise_language(lang)
    q = graded.question
    right = LETTERS[q.answer]
    if graded.correct:
        verdict = t("quiz.right", lang, letter=right)
    else:
        verdict = t("quiz.wrong", lang, chosen=LETTERS[graded.chosen], letter=right)
    if graded.practice:
        verdict += "\n" + t("quiz.practice", lang)
    fields = []
    if not graded.correct:
        fields.append(Field(t("quiz.why_not", lang, letter=LETTERS[graded.chosen]), q.why[graded.chosen]))
    fields.append(Field(t("quiz.answer", lang, letter=right), f"{q.choices[q.answer]}\n{q.why[q.answer]}"))
    if engine is not None:
        # The engine's own reply: its heading over its text (a rule: "Rule 704.5g"), or, when
        # it speaks in fields (the SBA trace), a heading that says whose answer follows.
        if engine.description:
            fields.append(Field(engine.title, engine.description))
        else:
            fields.append(Field(t("quiz.engine", lang), engine.title))
        fields += list(engine.fields)
    score = _score(graded.stats, lang, counted=graded.counted, practice=graded.practice)
    fields.append(Field(t("quiz.score", lang), score))
    return Reply(
        title=t("quiz.answer_title", lang),
        description=verdict,
        fields=tuple(fields),
        cited=q.cited,
        footer=_footer(graded.asked.ticket, q, lang),
    )


def reveal_reply(asked: Asked, lang: str) -> Reply:
    """A question nobody answered in time: its answer, shown in place of the buttons."""
    lang = normalise_language(lang)
    question = asked.question
    base = question_reply(asked, lang)
    right = LETTERS[question.answer]
    reveal = (
        t("quiz.timed_out", lang, letter=right)
        + f"\n{question.choices[question.answer]}\n{question.why[question.answer]}"
    )
    return Reply(base.title, f"{base.description}\n\n{reveal}", footer=base.footer)


def _score(stats: Stats, lang: str, *, counted: bool, practice: bool) -> str:
    line = t("quiz.score_line", lang, correct=stats.correct, answered=stats.answered, streak=stats.streak)
    if practice:
        return f"{line}\n{t('quiz.practice_not_counted', lang)}"
    return line if counted else f"{line}\n{t('quiz.not_counted', lang)}"


def stats_reply(stats: Stats, lang: str, who: str) -> Reply:
    lang = normalise_language(lang)
    if not stats.answered:
        return Reply(title=t("quiz.stats_title", lang, who=who), description=t("quiz.no_answers", lang))
    share = round(100 * stats.correct / stats.answered)
    lines = [
        t("quiz.score_line", lang, correct=stats.correct, answered=stats.answered, streak=stats.streak),
        t("quiz.best_streak", lang, best=stats.best_streak, share=share),
    ]
    topics = "\n".join(
        f"{t(f'quiz.topic.{topic}', lang)}: {right}/{answered}"
        for topic, (answered, right) in sorted(stats.by_topic.items())
    )
    return Reply(
        title=t("quiz.stats_title", lang, who=who),
        description="\n".join(lines),
        fields=(Field(t("quiz.by_topic", lang), topics),),
    )


def leaderboard_reply(rows: list[tuple[int, int, int]], lang: str) -> Reply:
    lang = normalise_language(lang)
    if not rows:
        return Reply(title=t("quiz.leaderboard_title", lang), description=t("quiz.no_answers_server", lang))
    lines = [f"**{i}.** <@{user}> — {right}/{answered}" for i, (user, right, answered) in enumerate(rows, start=1)]
    return Reply(title=t("quiz.leaderboard_title", lang), description="\n".join(lines))
