"""Forty seeded bot matches write byte for byte the records they wrote before.

The records (``rules.record.dumps``) of seeded matches between the medium, beginner
and random bots, under each house-rule preset in turn, are hashed together with
SHA-256. The digest was taken from the engine and bots before the hand state was
rewritten as named records, and taken again when the medium bot stopped claiming Sawa
with one card left (the last trick is played faster than a claim is read); any change
to a deal, a legal list, a bot's choice, a score or the record format changes it. A
change that is meant to alter one of these must say so and take the new digest.
"""

from __future__ import annotations

import hashlib

from baloot_tui.games.baloot.bots.beginner import BeginnerBot
from baloot_tui.games.baloot.bots.medium import MediumBot
from baloot_tui.games.baloot.bots.random_bot import RandomBot
from baloot_tui.games.baloot.rules.house_rules import PRESETS
from baloot_tui.games.baloot.rules.record import dumps
from baloot_tui.games.baloot.selfplay import play_bot_match

MATCHES = 40
"""Seeded matches to the default target, 307 hands in all."""
DIGEST = "6ac914aa86ac437bfd4d26b9ab72cd027940cd0f11ff80e0bf24c1a2e507ba02"


def test_forty_seeded_matches_write_the_same_records() -> None:
    presets = sorted(PRESETS)
    table = (MediumBot(), BeginnerBot(), MediumBot(), RandomBot())
    digest = hashlib.sha256()
    for seed in range(MATCHES):
        rules = PRESETS[presets[seed % len(presets)]]
        seats = table[seed % 4 :] + table[: seed % 4]
        match = play_bot_match(seats, rules, seed)
        digest.update(dumps(match, seed=seed).encode())
    assert digest.hexdigest() == DIGEST
