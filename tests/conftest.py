"""Shared fixtures: where the read-only shared data lives (JUEZ_SHARED overrides ../shared)."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot import catalog
from bot.storage import Storage
from engine.cards.catalog import CardCatalog
from engine.reading import run as reading_run

#: A fault inside the natural reader fails the test that meets it (in use, the judge gets the
#: board reader's answer or refusal instead).
reading_run.STRICT = True

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))


@pytest.fixture(scope="session")
def shared() -> Path:
    if not SHARED.is_dir():
        if os.environ.get("CI"):
            pytest.fail(f"shared data not found at {SHARED}; CI must have it")
        pytest.skip(f"shared data not found at {SHARED} (set JUEZ_SHARED)")
    return SHARED


@pytest.fixture(scope="session", autouse=True)
def _warm_parent() -> None:
    """What every board reading builds once (the board grammar's parser, the natural reader's
    lexicon), built in the test process as ``JuezBot._warm_up`` builds it in the bot's: each
    heavy-work child forked by a test inherits it instead of building it again and throwing it
    away (about 0.8 s per /layers or /sba a test runs)."""
    from engine.board import parse_board
    from engine.reading.natural.tagger import lexicon

    parse_board("Bear creature 2/2 damage 2")
    lexicon()


@pytest.fixture(autouse=True)
def _private_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's default database is its own, so a developer's stored edition never leaks in."""
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "default.sqlite3"))


@pytest.fixture(autouse=True)
def _strict_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message rendered without one of its parameters fails the test instead of reaching a judge."""
    monkeypatch.setattr(catalog, "STRICT", True)


@pytest.fixture(scope="session")
def cards_file(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The 1,732-card sample plus the battles the 2022 build lacks, as one AtomicCards file
    (written to a temporary folder: shared data is never copied into the project)."""
    import json

    sample = json.loads((shared / "data/cards/AtomicCards.sample.json").read_text(encoding="utf-8"))
    battles = json.loads((shared / "data/cards/AtomicCards.battles.json").read_text(encoding="utf-8"))
    merged = {"meta": sample["meta"], "data": {**sample["data"], **battles["data"]}}
    path = tmp_path_factory.mktemp("cards") / "AtomicCards.json"
    path.write_text(json.dumps(merged), encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def cards_template(cards_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database holding ``cards_file``, imported once; tests copy it (see ``card_db``)."""
    import asyncio

    from bot.cards.ingest import import_cards_file
    from bot.storage import Storage

    path = tmp_path_factory.mktemp("cards-db") / "cards.sqlite3"

    async def build() -> None:
        async with Storage.open(path) as storage:
            await import_cards_file(storage, cards_file, source="sample")
            assert storage.writer is not None
            await storage.writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    asyncio.run(build())
    return path


NEWEST_CR = "data/cr/en/MagicCompRules-20260417.txt"


def _stored_once(folder: Path, fill: Callable[[Storage], Awaitable[object]], start: Path | None = None) -> Path:
    """A database filled once (from ``start``'s copy when given), checkpointed so that a plain
    file copy carries all of it: the tests that need an imported edition copy it instead of
    parsing the CR again (about 0.3–1.5 s a test, minutes over the suite on two cores)."""
    import asyncio
    import shutil

    path = folder / "juez.sqlite3"
    if start is not None:
        shutil.copyfile(start, path)

    async def build() -> None:
        async with Storage.open(path) as storage:
            await fill(storage)
            assert storage.writer is not None
            await storage.writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    asyncio.run(build())
    return path


def _newest_cr(shared: Path) -> Callable[[Storage], Awaitable[object]]:
    from bot.cr.ingest import import_bytes

    return lambda storage: import_bytes(storage, (shared / NEWEST_CR).read_bytes(), source="test")


@pytest.fixture(scope="session")
def cr_template(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database holding the newest CR, imported once; tests copy it (``copy_of``)."""
    return _stored_once(tmp_path_factory.mktemp("cr-db"), _newest_cr(shared))


@pytest.fixture(scope="session")
def docs_template(cr_template: Path, shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The newest CR and the tournament documents (MTR, IPG, JAR), imported once."""
    from bot.docs.ingest import import_path
    from bot.docs.service import PolicyService

    def fill(storage: Storage) -> Awaitable[object]:
        return import_path(PolicyService(storage).store, shared / "data/docs/judgeorbit-data")

    return _stored_once(tmp_path_factory.mktemp("docs-db"), fill, start=cr_template)


@pytest.fixture(scope="session")
def cards_cr_template(cards_template: Path, shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample cards and the newest CR, imported once (the bot's store for /card and /layers)."""
    return _stored_once(tmp_path_factory.mktemp("cards-cr-db"), _newest_cr(shared), start=cards_template)


def copy_of(template: Path, target: Path) -> Path:
    """``target``, a fresh copy of a template database: each test writes to its own."""
    import shutil

    shutil.copyfile(template, target)
    return target


@pytest.fixture
def card_db(cards_template: Path, tmp_path: Path) -> Path:
    """This test's own copy of the sample card database."""
    import shutil

    target = tmp_path / "juez.sqlite3"
    shutil.copyfile(cards_template, target)
    return target


@pytest.fixture(scope="session")
def sample_catalog(cards_template: Path) -> CardCatalog:
    """The board reader's catalog of the sample cards (and battles)."""
    import sqlite3

    with contextlib.closing(sqlite3.connect(cards_template)) as db:
        names = [
            (str(k), int(c), int(r), str(s))
            for k, c, r, s in db.execute("SELECT key, card_id, rank, shown FROM card_names")
        ]
        cards = [(int(i), str(n), str(b)) for i, n, b in db.execute("SELECT id, name, board FROM cards")]
    return CardCatalog(names, cards)


#: Cards the effects and floor-phrasing tests name (read from the full card file once a session).
NAMED_CARDS = (
    # a card whose name has a word of a table in it (tests/engine/reading/test_a_tables_heading.py)
    "Birthing Pod",
    # a card one letter from a person's name ("Marco") in a list of who plays (test_natural_forum_voice.py)
    "Maro",
    # an ability's cost paid as it deals damage (tests/engine/reading/test_activation_costs.py)
    "Mogg Fanatic",
    "Spirit of the Labyrinth",
    # a draw spell told with its draws and the cards it puts back (test_draw_failed.py)
    "Brainstorm",
    # a card with a clause about it (test_relative_clause_of_a_card.py)
    "Fiend Hunter",
    # a spell at a player said twice (test_spells_counted.py)
    "Lava Spike",
    # an activated ability that damages each creature (test_activated_sweeper.py)
    "Pestilence",
    # a spell that removes every permanent of some types, and its near misses: modes, a count
    # of what it destroyed (tests/engine/reading/test_mass_removal.py)
    "Wrath of God",
    "Day of Judgment",
    "Supreme Verdict",
    "Evacuation",
    "Austere Command",
    "Fumigate",
    "Planar Cleansing",
    "Searing Blaze",
    # a regeneration activated as told, a size typed "3-3", a token from an older copy of its
    # maker (tests/engine/reading/test_natural_forum_voice.py)
    "Drudge Skeletons",
    "Watchwolf",
    "Thragtusk",
    # a lasting spell, then an Aura told after it (tests/bot/test_layers_natural.py)
    "Ovinize",
    "Kenrith's Transformation",
    # a one-sided mass spell told resolving with no caster (tests/engine/reading/test_natural_nicknames_and_tails.py)
    "Cower in Fear",
    "Infest",
    "Strangleroot Geist",
    "Counterspell",
    "Horned Turtle",
    "About Face",
    "Gold Myr",
    # a permanent made only a basic land's land, and an Insect artifact creature losing the rest
    # (tests/engine/effects/test_becomes_only.py)
    "Darksteel Mutation",
    "Song of the Dryads",
    "Coral Merfolk",
    "Goblin King",
    # an enters trigger told as an event (asked), a mass-damage spell with a cost paragraph
    # (test_natural_enters_and_sides.py)
    "Massacre Wurm",
    "Blasphemous Act",
    "Spreading Seas",
    "Lightning Strike",
    # two cards "Kalitas" names, whose readings part only in what replaces and what triggers;
    # Grave Pact under a stolen creature (test_natural_after_readings.py)
    "Kalitas, Bloodchief of Ghet",
    "Grave Pact",
    # a commander that hit, connected, or dealt damage told without "combat" (test_natural_connects.py)
    "Ghalta, Primal Hunger",
    # a pinger said after "with" (test_natural_refs.py)
    "Prodigal Sorcerer",
    # tokens a spell makes, overload (test_natural_spell_tokens.py)
    "Electrickery",
    "Gather the Townsfolk",
    # damage to each of a group (tests/engine/reading/test_natural_said.py)
    "Flame Rift",
    "Black Sun's Zenith",
    "Night's Whisper",
    "Char",
    "Lightning Helix",
    "Incinerate",
    "Fireblast",
    "Golgari Grave-Troll",
    "Basilisk Collar",
    "Prodigal Pyromancer",
    "Pyroclasm",
    "Earthquake",
    # layers complete (tests/engine/effects/test_lands_and_mana_value.py, test_copy_effects.py…)
    "Enchanted Evening",
    "Magus of the Moon",
    "Chromatic Lantern",
    "Mycosynth Lattice",
    "March of the Machines",
    "Threads of Disloyalty",
    "Imprisoned in the Moon",
    "Plains",
    "Island",
    "Filth",
    "Wonder",
    "Clone",
    "Phantasmal Image",
    "Painter's Servant",
    "Grindstone",
    "Conspiracy",
    "Adaptive Automaton",
    "Serra Ascendant",
    "Dryad Arbor",
    # CR 707's Examples (tests/bot/test_layers_copies.py)
    "Quicksilver Gargantuan",
    "Copy Artifact",
    "Juggernaut",
    "Vesuvan Doppelganger",
    "Unstable Shapeshifter",
    "Quirion Elves",
    "Chimeric Staff",
    "Grinning Demon",
    "Altered Ego",
    "Changeling Outcast",
    "Spark Double",
    "Elvish Champion",
    "Artificial Evolution",
    "Zendikar Incarnate",
    "Glorious Anthem",
    "Grizzly Bears",
    "Llanowar Elves",
    "Elvish Archdruid",
    "Unholy Strength",
    "Short Sword",
    "Elesh Norn, Grand Cenobite",
    "Humility",
    "Opalescence",
    "Platinum Angel",
    "Blood Moon",
    "Urborg, Tomb of Yawgmoth",
    "Forest",
    "Mirror Gallery",
    "Thalia, Guardian of Thraben",
    "Phyrexian Unlife",
    "Rancor",
    "Honor of the Pure",
    "Darksteel Colossus",
    "Rest in Peace",
    "Tarmogoyf",
    "Nightmare",
    "Swamp",
    "Kor Spiritdancer",
    "Heliod, God of the Sun",
    "Control Magic",
    "Lord of Atlantis",
    "Merfolk of the Pearl Trident",
    "Favorable Winds",
    "Liliana's Elite",
    "Lightning Bolt",
    "Serra Angel",
    "Garruk Wildspeaker",
    "Transcendence",
    # boards as judges tell them (tests/engine/board/test_floor_phrasing.py)
    "Knight of Autumn",
    "Jace, the Mind Sculptor",
    "Typhoid Rats",
    "Hill Giant",
    "Walking Ballista",
    "Savannah Lions",
    "Urza's Saga",
    # the quiz's cards (engine/quiz/sba.py): their printed Spanish names are checked
    "Gray Ogre",
    "Craw Wurm",
    "Eager Cadet",
    "Walking Corpse",
    "Holy Strength",
    "Spirit Link",
    "Thunderbolt",
    "Sword of Fire and Ice",
    "Atraxa, Praetors' Voice",
    # the layer puzzles (tests/bot/test_layers.py): CR 613's Examples and the classics
    "Flight",
    "Grounded",
    "Crusade",
    "Builder's Blessing",
    "Colossus Hammer",
    "Rune of Flight",
    "Svogthos, the Restless Tomb",
    "Act of Treason",
    "Giant Growth",
    "Turn to Frog",
    "Sol Ring",
    "Mind Stone",
    # the layers quiz's cards (engine/quiz/layers.py)
    "Twisted Image",
    "Diminish",
    # boards told as events (tests/engine/reading/test_natural.py)
    "Goblin Guide",
    "Skinrender",
    "Luminarch Aspirant",
    "Shock",
    "Dead Weight",
    "Glistener Elf",
    "Dark Confidant",
    "Two-Headed Giant",
    "Troll Ascetic",
    "Disenchant",
    "Unsummon",
    "Scar",
    "Raise the Alarm",
    "Wrenn and Six",
    "Snake Umbra",
    "Gaea's Cradle",
    "Drown in Sorrow",
    "Lingering Souls",
    "Seeker",
    "White Knight",
    "Sword of Feast and Famine",
    "Progenitus",
    "Profit // Loss",
    "Invasion of Alara // Awaken the Maelstrom",
    "Agent of Treachery",
    "Serra",
    "Bonesplitter",
    "Kor Firewalker",
    "Mutavault",
    "Smuggler's Copter",
    "Mutagenic Growth",
    "Kitchen Finks",
    "Ethereal Armor",
    "Last Gasp",
    "The Eldest Reborn",
    "Krenko, Mob Boss",
    "Darksteel Myr",
    "Laboratory Maniac",
    "Swords to Plowshares",
    "Terminate",
    "Vapor Snag",
    "River Boa",
    "Murder",
    "Masticore",
    "Mother of Runes",
    "Apostle's Blessing",
    "Pacifism",
    "Boggart Ram-Gang",
    "Travel Preparations",
    "Ragavan, Nimble Pilferer",
    # after the state-based actions: replacements and triggers (tests/engine/sba/test_after_sba.py)
    "Blood Artist",
    "Young Wolf",
    "Fiery Cannonade",
    "Toxic Deluge",
    "Holy Light",
    "Anger of the Gods",
    "Kalitas, Traitor of Ghet",
    "Hyena Umbra",
    "Leyline of the Void",
    "Skullclamp",
    "Doomed Traveler",
    "Zulaport Cutthroat",
    "Liliana of the Veil",
    "Ugin, the Spirit Dragon",
    "Mossbridge Troll",
    "Ulvenwald Observer",
    # wording families after the SBAs (tests/engine/sba/test_after_sba_families.py)
    "Sengir Vampire",
    "Kumano's Pupils",
    "Stone Haven Outfitter",
    "God-Eternal Oketra",
    "Bartered Cow",
    "Kothophed, Soul Hoarder",
    "Orzhov Euthanist",
    "Ministrant of Obligation",
    "Kumano's Blessing",
    "Anafenza, the Foremost",
    "Wretched Camel",
    "Pelt Collector",
    "Crackling Emergence",
    "Nether Traitor",
    "Screams from Within",
    "Evernight Shade",
    "Blood Tyrant",
    "Profane Memento",
    "Grafted Wargear",
    "Girder Goons",
    # events as judges tell them: control changes (tests/engine/reading/test_events.py)
    "Threaten",
    "Spirit Loop",
    "Kari Zev's Expertise",
    # issue 34b: "This effect doesn't remove …" (test_wards.py), soulbond (test_soulbond.py)
    "White Ward",
    "Spectra Ward",
    "Wolfir Silverheart",
    "Fleecemane Lion",
    "Skymarcher Aspirant",
    # the rest of CR 707's Examples (tests/bot/test_layers_copies.py)
    "Branchsnap Lorian",
    "Wandering Ones",
    "Glasspool Mimic // Glasspool Shore",
    "Runeclaw Bear",
    "Wall of Omens",
    # what a copy enters with, and exceptions for a card type (tests/bot/test_layers_entering.py)
    "Moritte of the Frost",
    "Skyshroud Behemoth",
    # flip cards (710) and 707.3's Tomoya (tests/bot/test_layers_flipped.py)
    "Jushi Apprentice // Tomoya the Revealer",
    "Nezumi Shortfang // Stabwhisker the Odious",
    "Afflicted Deserter // Werewolf Ransacker",
    # copies of spells on the stack, 707.10 (tests/bot/test_layers_spell_copies.py)
    "Emerald Charm",
    "Fork",
    "Fling",
    "Dawnglow Infusion",
    "Reverberate",
    "Burst Lightning",
    "Moment of Triumph",
    "Anointed Procession",
    # 707.11: a copied ability that names its card names the copy (tests/bot/test_layers_copies.py)
    "Olivia Voldaren",
    # tokens said by their creator, labels with dashes (tests/engine/reading/test_natural_said.py)
    "Gideon, Ally of Zendikar",
    "History of Benalia",
    "Night of Souls' Betrayal",
    "Vampire Nighthawk",
    "Kalonian Tusker",
    "Centaur Courser",
    "Cartouche of Strength",
    "Disfigure",
    "Flametongue Kavu",
    "Spider Umbra",
    "Silvergill Adept",
    "Prey Upon",
    "Black Knight",
    "Squire",
    "Mammoth Umbra",
    "Dismember",
    "Invasion of Tarkir // Defiant Thundermaw",
    "Invasion of Kaldheim // Pyre of the World Tree",
    # a Siege's trigger countered (tests/engine/reading/test_natural_battles.py)
    "Invasion of Gobakhan // Lightshield Array",
    "Stifle",
    "Loxodon Smiter",
    "Raging Goblin",
    "Blighted Agent",
    "Wind Drake",
    "Kor Skyfisher",
    "Liliana, the Last Hope",
    "Chandra, Torch of Defiance",
    "Elvish Visionary",
    # a community nickname ("I Path his Tarmo": tests/engine/reading/test_natural_nicknames_and_tails.py)
    "Path to Exile",
    # world permanents told in order, a bracket naming another card (test_told_order_and_brackets.py)
    "Serra Aviary",
    "Chaosphere",
    "Rumbling Baloth",
)


@pytest.fixture(scope="session")
def named_catalog(named_cards_db: Path) -> CardCatalog:
    """The named cards as the bot's catalog reads them."""
    import asyncio

    from bot.storage import Storage

    async def build() -> CardCatalog:  # the store's own rows, as the bot builds its catalog
        async with Storage.open(named_cards_db) as storage:
            names, cards = await storage.card_catalog_rows()
        return CardCatalog(names, cards)

    return asyncio.run(build())


@pytest.fixture(scope="session")
def named_cards_db(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The cards the effects and floor-phrasing tests name, from the full shared card file (the
    sample lacks some: Elvish Archdruid, Unholy Strength), imported through the store as the bot
    imports them."""
    import asyncio
    import json
    import lzma

    import ijson

    from bot.cards.ingest import import_cards_file
    from bot.storage import Storage

    wanted = set(NAMED_CARDS)
    data: dict[str, object] = {}
    with lzma.open(shared / "data/cards/AtomicCards.json.xz", "rb") as handle:
        for name, entries in ijson.kvitems(handle, "data", use_float=True):
            if name in wanted:
                data[name] = entries
    battles = json.loads((shared / "data/cards/AtomicCards.battles.json").read_text(encoding="utf-8"))["data"]
    data.update({name: entries for name, entries in battles.items() if name in wanted})  # kept apart in the share
    assert set(data) == wanted, wanted - set(data)
    folder = tmp_path_factory.mktemp("named-cards")
    source = folder / "AtomicCards.json"
    source.write_text(json.dumps({"meta": {"date": "2022-04-01", "version": "5.2.0"}, "data": data}), encoding="utf-8")
    path = folder / "cards.sqlite3"

    async def build() -> None:
        async with Storage.open(path) as storage:
            await import_cards_file(storage, source, source="named-cards")

    asyncio.run(build())
    return path
