"""Pure rules logic for Juez: no Discord, no I/O, no asyncio.

Entry points: :func:`engine.sba.check_sba` (CR 704), the board language, the mana-ability
classifier (CR 605) and the CR text parser.
"""
