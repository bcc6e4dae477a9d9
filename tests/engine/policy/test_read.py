"""Reading the tournament documents: every shared file with its exact section count, and the
formats' quirks (appendices in several entries, penalties in a box, a closing table run into
the last section) on small documents written here."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.policy import INTRO, Document, PolicyParseError, parse_document
from engine.policy.wholeness import missing_parts

#: Section counts, counted by hand from each file (and re-counted from the raw file below).
SHARED_FILES = {
    "judgeorbit-data/mtr.json": (Document.MTR, 94, "2026-02-27"),
    "judgeorbit-data/ipg.json": (Document.IPG, 32, None),
    "judgeorbit-data/jar.json": (Document.JAR, 10, "2024-08-05"),
    "hgarus-mtgdocs/ipg.json": (Document.IPG, 32, None),
    "gathererscraper/InfractionProcedureGuide-light.html": (Document.IPG, 34, "2020-09-25"),
    "gathererscraper/MagicTournamentRules-light.html": (Document.MTR, 91, "2019-05-03"),
    "gathererscraper/JudgingAtRegular-light.html": (Document.JAR, 5, "2019-01-21"),
}


def raw_count(path: Path) -> int:
    """The same count, read from the raw file the simplest way that format allows."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".html":
        headers = len(re.findall(r'<header class="entry-header"', text))
        if "JudgingAtRegular" in path.name:  # one header; its <h2> parts and the introduction
            return len(re.findall(r"<h2>", text)) + 1
        return headers  # the document's own header holds the introduction
    data = json.loads(text)
    if isinstance(data, dict):
        return len(data)
    return len({e["rule_number"] for e in data})


@pytest.mark.parametrize("name", sorted(SHARED_FILES))
def test_every_shared_document_file_reads_whole_with_its_exact_section_count(shared: Path, name: str) -> None:
    path = shared / "data/docs" / name
    document, count, effective = SHARED_FILES[name]
    parsed = parse_document(path.read_bytes())
    assert parsed.document is document
    assert len(parsed.sections) == count == raw_count(path)
    assert (parsed.effective.isoformat() if parsed.effective else None) == effective
    assert missing_parts(parsed) == ()
    assert len({s.number for s in parsed.sections}) == count


@pytest.mark.parametrize("name", [n for n, (d, _, _) in SHARED_FILES.items() if d is Document.IPG])
def test_every_ipg_gives_the_23_infractions_their_penalties(shared: Path, name: str) -> None:
    parsed = parse_document((shared / "data/docs" / name).read_bytes())
    penalties = {s.number: s.penalty for s in parsed.sections if s.penalty}
    assert len(penalties) == 23
    assert penalties["2.3"] == "Warning" and penalties["3.1"] == "Game Loss" and penalties["4.8"] == "Disqualification"
    hce = next(s for s in parsed.sections if s.number == "2.3")
    assert hce.title == "Hidden Card Error" and hce.category == "Game Play Error"
    assert [p.heading for p in hce.parts][:2] == ["Definition", "Examples"]
    assert "PENALTY" not in hce.text


def test_mtr_appendices_in_several_entries_become_one_section_with_headed_parts(shared: Path) -> None:
    parsed = parse_document((shared / "data/docs/judgeorbit-data/mtr.json").read_bytes())
    by_number = {s.number: s for s in parsed.sections}
    assert by_number["B"].title == "Time Limits"
    assert [p.heading for p in by_number["B"].parts] == [
        None,
        "Booster Draft Timing",
        "Rochester Draft Timing",
        "2-Headed Giant Draft Timing",
    ]
    assert len(by_number["C"].parts) == 6 and by_number["C"].category == "Appendices"
    assert by_number[INTRO].title == "Introduction"
    assert parsed.chapters["4"] == "Communication" and by_number["4.2"].title == "Tournament Shortcuts"


def test_jar_typo_jjudging_is_read_as_judging(shared: Path) -> None:
    parsed = parse_document((shared / "data/docs/judgeorbit-data/jar.json").read_bytes())
    assert parsed.sections[0].text.startswith("Judging at Regular")


def test_judgebot_ipg_loses_the_closing_table_run_into_its_last_section(shared: Path) -> None:
    parsed = parse_document((shared / "data/docs/hgarus-mtgdocs/ipg.json").read_bytes())
    cheating = parsed.sections[-1]
    assert cheating.number == "4.8" and "Infraction Penalty" not in cheating.text
    assert cheating.text.rstrip().endswith("to avoid a penalty.")


def test_html_ipg_reads_upgrade_headings_wrapped_in_boxes_once(shared: Path) -> None:
    parsed = parse_document((shared / "data/docs/gathererscraper/InfractionProcedureGuide-light.html").read_bytes())
    by_number = {s.number: s for s in parsed.sections}
    assert [p.heading for p in by_number["2.1"].parts][-1] == "Upgrade"
    assert [p.heading for p in by_number["3.5"].parts].count("Upgrade") == 1
    assert [p.heading for p in by_number["3.2"].parts][-1] == "Downgrade"
    assert parsed.label == "Last updated January 6, 2021"
    assert by_number["A"].title == "Penalty Quick Reference" and "Hidden Card Error — Warning" in by_number["A"].text


# -- small documents written here: the formats without the shared files ---------------------------


def judgeorbit(entries: list[tuple[str, str, str]]) -> bytes:
    return json.dumps(
        [{"rule_number": n, "category": c, "subcategory": None, "content": t} for n, c, t in entries]
    ).encode()


SMALL_IPG = [
    ("1.", "General Philosophy", "Judges are neutral."),
    ("2.", "Game Play Errors", "Game Play Errors are caused by incorrect play."),
    (
        "2.1",
        "Game Play Error — Missed Trigger",
        "PENALTY: No Penalty\r\n\r\n**DEFINITION**\r\nA trigger is missed.\r\n",
    ),
    (
        "2.2",
        "Game Play Error — Hidden Card Error",
        " PENALTY: Warning\n\n**DEFINITION**\nAn error.\n\n**ADDITIONAL REMEDY**\nReveal.",
    ),
]


def test_judgeorbit_penalty_line_and_bold_headings_become_penalty_and_parts() -> None:
    parsed = parse_document(judgeorbit(SMALL_IPG))
    assert parsed.document is Document.IPG
    hce = parsed.sections[-1]
    assert hce.penalty == "Warning" and [(p.heading, p.text) for p in hce.parts] == [
        ("Definition", "An error."),
        ("Additional Remedy", "Reveal."),
    ]
    assert parsed.sections[2].penalty == "No Penalty" and "\r" not in parsed.sections[2].text
    assert parsed.chapters == {"1": "General Philosophy", "2": "Game Play Errors"}


def test_a_file_given_as_one_document_that_is_another_is_refused() -> None:
    with pytest.raises(PolicyParseError) as caught:
        parse_document(judgeorbit(SMALL_IPG), Document.MTR)
    assert caught.value.key == "docs.wrong_document" and caught.value.params == {"expected": "MTR", "found": "IPG"}


@pytest.mark.parametrize(
    ("data", "key"),
    [
        (b"", "docs.empty"),
        (b"   \n", "docs.empty"),
        (b"hello", "docs.wrong_shape"),
        (b'{"a": 1}', "docs.wrong_shape"),
        (b"[1, 2]", "docs.wrong_shape"),
        (judgeorbit(SMALL_IPG)[:-40], "docs.bad_json"),
        (b"<html><body><h1>My blog</h1></body></html>", "docs.unknown_html"),
    ],
)
def test_what_isnt_a_document_is_refused_with_what_was_wrong(data: bytes, key: str) -> None:
    with pytest.raises(PolicyParseError) as caught:
        parse_document(data)
    assert caught.value.key == key


def test_truncated_json_says_where_it_broke() -> None:
    with pytest.raises(PolicyParseError) as caught:
        parse_document(judgeorbit(SMALL_IPG)[:-40])
    assert caught.value.params["line"] == 1 and int(str(caught.value.params["column"])) > 100


SMALL_HTML = """<!doctype html><html>
<header class="entry-header" id="ipg"><h1 class="entry-title">Magic Infraction Procedure Guide</h1></header>
<div class="entry-content"><div><em>Effective Sep 25, 2020<br> Last updated Jan 6th , 2021</em></div>
<h2>Introduction</h2><p>The <strong>Magic</strong> IPG.</p>
<h2>1. <a href="#ipg1">General Philosophy</a></h2><p>1.1. Definition of Penalties</p></div>
<header class="entry-header" id="ipg2-3"><h1 class="entry-title">IPG 2.3 Game Play Error - Hidden Card Error</h1></header>
<div class="entry-content"><div><h2>Definition</h2><p>An error&nbsp;with hidden cards.</p></div>
<div><div class="alert alert-warning"><p><strong>Penalty</strong></p><p>Warning</p></div></div>
<h2>Examples</h2><ul><li><strong>A.</strong> A player draws four.</li></ul>
<h5><div class="card"><div class="card-header">Upgrade</div></div></h5><p>Sometimes more.</p></div>
</html>"""


def test_html_sections_headings_penalty_box_and_dates() -> None:
    parsed = parse_document(SMALL_HTML.encode())
    assert parsed.document is Document.IPG and parsed.effective is not None
    assert parsed.effective.isoformat() == "2020-09-25" and parsed.label == "Last updated January 6, 2021"
    intro, hce = parsed.sections
    assert intro.number == INTRO and intro.text == "The **Magic** IPG."
    assert (hce.number, hce.title, hce.category, hce.penalty) == (
        "2.3",
        "Hidden Card Error",
        "Game Play Error",
        "Warning",
    )
    assert [(p.heading, p.text) for p in hce.parts] == [
        ("Definition", "An error with hidden cards."),
        ("Examples", "A. A player draws four."),
        ("Upgrade", "Sometimes more."),
    ]
    assert parsed.chapters == {"1": "General Philosophy"}
