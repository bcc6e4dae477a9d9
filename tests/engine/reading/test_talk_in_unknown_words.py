"""Talk the reader has no words for: a report's heading ("Floor report, state right after combat
damage."), an appeal's opener ("Summary after the appeal:"), an apology ("first time playing at a
store, sorry if this is dumb"). Beside its unknown words it has only words that also frame talk
("after", "damage", "time"): it names nothing of the board, so it is skipped and listed. Its
twins name something (a count, a pronoun, a capitalised word that may be a card) and are never
skipped: read by their rows, or asked."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Floor report, state right after combat damage.\n- AP: Grizzly Bears (2 damage marked)",
        "Summary after the appeal: my Grizzly Bears has 2 damage.",
        "first time playing at a store, sorry if this is dumb. My Grizzly Bears has 2 damage.",
        "Kitchen table game, want to settle this before we keep going. My Grizzly Bears has 2 damage.",
        "Resumen después de la apelación: mis Osos pardos tienen 2 de daño.",
    ],
)
def test_704_5g_talk_in_unknown_words_is_skipped(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.skipped


@pytest.mark.parametrize(
    "board",
    [
        "Floor report, 3 right after combat damage. My Grizzly Bears has 2 damage.",
        "Summary after it wiggled: my Grizzly Bears has 2 damage.",
        "Summary after the Wobble: my Grizzly Bears has 2 damage.",
        "Resumen después de que la mató: mis Osos pardos tienen 2 de daño.",
    ],
)
def test_the_twin_unknown_words_beside_a_count_a_pronoun_or_a_name_are_never_skipped(
    board: str, named_catalog: CardCatalog
) -> None:
    """A number, "it", an event ("mató") or a capitalised word may be of the board: asked."""
    assert list(natural_readings(board, named_catalog, [])) == []


def test_the_twin_a_sentence_known_word_for_word_is_read_by_its_rows(named_catalog: CardCatalog) -> None:
    """No unknown word: "after combat damage" is read as when (the rows' reading stands)."""
    assert rules(answer("After combat damage my Grizzly Bears has 2 damage.", named_catalog)) == [{"704.5g"}]
