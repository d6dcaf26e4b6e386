"""The Baloot terms the engine uses, and the enums that name them.

Every game-specific name in the code is defined here once:

- **Sun** (صن): the no-trump contract; worth 26 game points a hand.
- **Hokum** (حكم): the trump contract; worth 16 game points a hand.
- **Ashkal** (أشكال): a Sun call by the 3rd or 4th speaker whose face-up card goes
  to the caller's partner (house rules decide whether on a face-up Ace and in round 2).
- **Before you** (قبلك, *gablak*): a higher-priority opponent (by default; any
  higher-priority player under ``gablak_scope="any_higher"``) takes a round-1 Sun
  away from its bidder.
- **Buyer** (المشتري): the player who takes the face-up card; their team is the
  contracting side.
- **Waraq** (ورق): everybody passed both bidding rounds; the cards are redealt.
- **Kawesh / Kasho** (كوش): a player whose first five cards hold only 7s, 8s and 9s
  annuls the deal in round 1.
- **Abnat** (أبناط): raw card points; **game points** are what the score sheet keeps.
- **Ard** (الأرض): the 10 abnat for winning the last trick.
- **Khasara** (خسارة): the buyer failed (scored less, or tied where the tie rule goes
  against him); the opponents take the whole pot.
- **Kaboot** (كبوت): one team won all eight tricks.
- **Projects** (مشاريع): melds declared on trick 1: Sira (سرا, three in sequence),
  Fifty (خمسين, four), Hundred (مية, five or more, or four 10s, Js, Qs or Ks, or in
  Hokum four Aces), Four hundred (أربعمية, four Aces in Sun), and Baloot (بلوت, King
  and Queen of trumps in Hokum).
- **Double, Three, Four, Gahwa** (دبل، ثري، فور، قهوة): the doubling ladder; Gahwa
  ("coffee") decides the whole match.
- **Closed / open** (مقفول / مفتوح): whether a doubled Hokum forbids leading trumps.
- **Sawa** (سوا): claiming all the remaining tricks.
- **Qayd / Takweesh** (قيد / تكويش): catching an illegal play; the offending team
  loses the hand (the engine refuses illegal plays, so it never arises).
- **Akka** (أكة): (Kammelna, Hokum) a call that a non-trump lead, not an Ace, is the
  highest card left in its suit; optional and not offered.
"""

from __future__ import annotations

from enum import StrEnum


class Contract(StrEnum):
    """The two kinds of contract."""

    SUN = "sun"
    HOKUM = "hokum"


class ProjectKind(StrEnum):
    """The kinds of project (meld), with their notation names."""

    SIRA = "sira"
    FIFTY = "fifty"
    HUNDRED = "hundred"
    FOUR_HUNDRED = "400"
    BALOOT = "baloot"


class Phase(StrEnum):
    """The stages of one hand."""

    BIDDING = "bidding"
    DOUBLING = "doubling"
    PLAYING = "playing"
    FINISHED = "finished"
