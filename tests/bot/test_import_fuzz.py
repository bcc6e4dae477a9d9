"""Input files can't hurt the host (issue 30, item 6): every broken or hostile file (nesting,
truncation, impossible dates, skipped numbers, control characters, bombs; each format: CR text,
card JSON plain and compressed, the three document formats) ends in a clean refusal or a clean
import, within 1 s and 200 MB, measured in a process of its own (``import_fuzz_worker``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.bot.import_fuzz_worker import write_cases

ROOT = Path(__file__).resolve().parents[2]
MAX_SECONDS = 1.0
MAX_PEAK_MB = 200.0

#: The outcomes the issue reported wrongly, by case: each must be this one.
EXPECTED = {
    "cr whole": "imported",
    "cr dated February 30": "refused ingest.bad_date",
    "cr without 704.5g": "refused ingest.numbering_gaps",
    "cr without 100.3": "refused ingest.numbering_gaps",
    "cr with ESC and NUL in 704.5g": "imported",
    "cards sample (150)": "imported",
    "cards nested in a card": "refused cards.too_deep",
    "cards nested in meta": "refused cards.too_deep",
    "cards nested, xz bomb (20 MB of [)": "refused cards.too_deep",
    "cards one 8 MB string (xz)": "refused cards.too_long",
    "cards a card of 1M values": "refused cards.too_big",
    "cards a card of 6 strings of 900 KB": "refused cards.too_big",
    "cards meta dated 2026-02-30": "refused cards.bad_date",
    "cards ruling dated 2026-13-01": "refused cards.bad_date",
    "cards text with ESC and NUL": "imported",
    "mtr judgeorbit": "imported",
    "ipg mtgdocs": "imported",
    "ipg html": "imported",
    "mtr nested": "refused docs.too_deep",
    "ipg nested (mtgdocs shape)": "refused docs.too_deep",
    "docs 5 MB of empty lists": "refused docs.too_big",
    "mtr dated February 30": "refused docs.bad_file_date",
    "html dated Feb 30": "refused docs.bad_file_date",
    "mtr without 3.5": "refused docs.missing_sections",
    "mtr with ESC, BEL and NUL": "imported",
    "html with &#27; and &#0;": "imported",
}


def test_every_broken_or_hostile_file_is_refused_or_imported_cleanly_in_budget(shared: Path, tmp_path: Path) -> None:
    manifest = write_cases(shared, tmp_path)
    run = subprocess.run(
        [sys.executable, "-m", "tests.bot.import_fuzz_worker", str(manifest)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    assert run.returncode == 0 and lines, run.stderr[-3000:]
    header, cases = lines[0], lines[1:]
    assert len(cases) == header["cases"], run.stderr[-3000:]
    report = "\n".join(f"{c['case']}: {c['outcome']} {c['seconds']} s {c['peak_mb']} MB" for c in cases)
    unclean = [c for c in cases if c["outcome"] != "imported" and not c["outcome"].startswith("refused ")]
    assert not unclean, report
    assert {c["case"]: c["outcome"] for c in cases if c["case"] in EXPECTED} == EXPECTED, report
    assert all(c["seconds"] < MAX_SECONDS for c in cases), report
    assert all(c["peak_mb"] < MAX_PEAK_MB for c in cases), report
    assert not [c for c in cases if c["controls"]], [c for c in cases if c["controls"]]
