"""The Baloot terms the engine uses, and the enums that name them.

Every game-specific name in the code is defined here once:

- **Sun** (صن): the no-trump contract; worth 26 game points a hand.
- **Hokum** (حكم): the trump contract; worth 16 game points a hand.
- **Ashkal** (أشكال): a Sun call by the 3rd or 4th speaker whose face-up card goes
  to the caller's partner.
- **Before you** (قبلك, *gablak*): a higher-priority opponent takes a round-1 Sun
  away from its bidder.
- **Buyer** (المشتري): the player who takes the face-up card; their team is the
  contracting side.
- **Waraq** (ورق): everybody passed both bidding rounds; the cards are redealt.
- **Kawesh** (كوش): a player whose first five cards hold only 7s, 8s and 9s annuls
  the deal.
- **Abnat** (أبناط): raw card points; **game points** are what the score sheet keeps.
- **Ard** (الأرض): the 10 abnat for winning the last trick.
- **Khasara** (خسارة): the buyer failed; the opponents take the whole pot.
- **Kaboot** (كبوت): one team won all eight tricks.
- **Projects** (مشاريع): melds declared on trick 1: Sira (سرا, three in sequence),
  Fifty (خمسين, four), Hundred (مية, five or more, or four of a kind), Four hundred
  (أربعمية, four aces in Sun), and Baloot (بلوت, king and queen of trumps).
- **Double, Three, Four, Gahwa** (دبل، ثري، فور، قهوة): the doubling ladder; Gahwa
  ("coffee") decides the whole match.
- **Closed / open** (مقفول / مفتوح): whether a doubled Hokum forbids leading trumps.
- **Sawa** (سوا): claiming all the remaining tricks.
- **Qayd** (قيد): catching an illegal play; the offending team loses the hand.
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
