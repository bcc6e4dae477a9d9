"""Every check the trigger and replacement readers can give a paragraph has a test to run
(``engine/sba/trigger_checks.py``): a reading with no test would fail at answer time."""

from __future__ import annotations

import inspect
import re

from engine.sba import replacements, trigger_checks, trigger_words


def test_603_4_every_check_kind_read_has_a_test() -> None:
    sources = inspect.getsource(trigger_words) + inspect.getsource(replacements)
    kinds = set(re.findall(r'Check\("([a-z_]+)"', sources))
    assert {"stat", "damaged_by", "counters", "never"} <= kinds  # the scan finds them
    assert kinds <= trigger_checks.TESTS.keys(), kinds - trigger_checks.TESTS.keys()
