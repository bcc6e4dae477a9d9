"""The effects tests read the catalog of named cards from the full card file (tests/conftest.py)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog


@pytest.fixture(scope="session")
def effect_catalog(named_catalog: CardCatalog) -> CardCatalog:
    return named_catalog
