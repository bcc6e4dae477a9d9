"""The en and es catalogs (and the engine's explanation tables) stay in step."""

from __future__ import annotations

import string

import pytest

from bot import catalog
from bot.catalog import CATALOG, normalise_language, t
from engine.board import errors as board_errors
from engine.mana.explain import CONSEQUENCES, REASONS
from engine.sba.explain import ADDRESSED, EXPLANATIONS


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


TABLES = {
    "catalog": {k: {lang: CATALOG[lang][k] for lang in ("en", "es")} for k in CATALOG["en"]},
    "sba": EXPLANATIONS,
    "sba.addressed": ADDRESSED,
    "mana.reasons": REASONS,
    "mana.consequences": CONSEQUENCES,
}


def test_catalogs_share_keys() -> None:
    assert set(CATALOG["en"]) == set(CATALOG["es"])


@pytest.mark.parametrize("table", sorted(TABLES))
def test_both_languages_share_placeholders(table: str) -> None:
    for key, texts in TABLES[table].items():
        assert set(texts) == {"en", "es"}, key
        assert _fields(texts["en"]) == _fields(texts["es"]), key


def test_every_board_error_has_a_message_in_both_languages() -> None:
    base = board_errors.BoardError
    classes = [c for c in vars(board_errors).values() if isinstance(c, type) and issubclass(c, base) and c is not base]
    missing = [c.key for c in classes if c.key not in CATALOG["en"] or c.key not in CATALOG["es"]]
    assert len(classes) > 10 and not missing


def test_every_catalog_template_formats() -> None:
    for lang in ("en", "es"):
        for template in CATALOG[lang].values():
            params = {name: "x" for name in _fields(template)}
            template.format(**params)  # raises on a stray brace


def test_spanish_locales_map_to_spanish() -> None:
    assert normalise_language("es-ES") == normalise_language("es-419") == "es"
    assert normalise_language("en-US") == normalise_language(None) == normalise_language("pt-BR") == "en"


def test_a_missing_parameter_fails_under_tests() -> None:
    with pytest.raises(KeyError):
        t("sba.round", "es")


def test_a_missing_parameter_in_production_shows_the_template(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(catalog, "STRICT", False)
    assert t("sba.round", "es") == "Ronda {number}"
