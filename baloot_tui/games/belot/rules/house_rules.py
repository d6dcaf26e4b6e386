"""Belot house rules: every rule BELOT.md §9 names as disputed, one frozen value.

Each field's docstring names its §9 row; the defaults are the book's. Values are
checked on construction, so a record or settings file cannot smuggle in a value
the engine does not know.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Final, Literal

from baloot_tui.core.errors import NotationError, quote
from baloot_tui.core.flags import FlagSchema

DeclarationContest = Literal["separate", "single_pool"]
SequenceTie = Literal["cancel_all", "first_in_turn"]
CarreOrder = Literal["points", "natural"]
OverlapChoice = Literal["player", "carre_first"]
NtValatBonus = Literal["not_doubled", "doubled"]
ValatDoubling = Literal["multiply_all", "no_double", "bonus_not_multiplied"]
SixRounding = Literal["lower_up", "higher_up"]
DoubledTie = Literal["all_hang", "split"]
NoFinishOnValat = Literal["one_more_deal", "leader_plus_one", "off"]
Direction = Literal["counter_clockwise", "clockwise"]


@dataclass(frozen=True, slots=True)
class BelotRules:
    """The disputed rules of Bulgarian Belot, one field each (BELOT.md §9)."""

    bid_over_double: bool = True
    """§9.1: a higher bid after a contra or recontra is legal and cancels it."""
    partner_exemption: bool = True
    """§9.2: void in a plain led suit with the partner winning: no duty to trump."""
    raise_on_trump_lead_vs_partner: bool = True
    """§9.3: on a trump lead, beat the highest trump even when the partner wins it."""
    must_undertrump: bool = False
    """§9.4: unable to over-trump an opponent's trump: still play a (lower) trump."""
    declaration_contest: DeclarationContest = "separate"
    """§9.5: sequences and carrés compared separately, or one pool (value first)."""
    sequence_tie: SequenceTie = "cancel_all"
    """§9.6: equal best sequences: nobody scores sequences, or trump suit then turn order."""
    carre_order: CarreOrder = "points"
    """§9.7: the 100-point carrés rank A > 10 > K > Q (points) or A > K > Q > 10 (natural)."""
    eight_run_split: bool = False
    """§9.8: a run of 8 scores 100 + 20 (a quinte and a tierce) instead of 100."""
    overlap_choice: OverlapChoice = "player"
    """§9.9: a card in a carré and a sequence: the player chooses, or carrés first."""
    nt_valat_bonus: NtValatBonus = "not_doubled"
    """§9.10: the No-Trumps valat bonus is 90 (not doubled) or 180 (doubled)."""
    valat_doubling: ValatDoubling = "multiply_all"
    """§9.11: a doubled valat: all ×m, the contra void, or the 90 not multiplied."""
    suit_six_rounding: SixRounding = "lower_up"
    """§9.12: suit contract, both totals ending in 6: the lower or the higher rounds up."""
    at_four_rounding: SixRounding = "lower_up"
    """§9.13: All Trumps, both totals ending in 4: the lower or the higher rounds up."""
    doubled_tie: DoubledTie = "all_hang"
    """§9.14: a doubled tie: the whole pot hangs, or the defenders write their half."""
    inside_belote_stays: bool = False
    """§9.15: the bidders' belote stays with them when they lose the deal."""
    valat_cancels_loser_declarations: bool = False
    """§9.16: the team that took no trick loses its declarations."""
    no_finish_on_valat: NoFinishOnValat = "one_more_deal"
    """§9.17: a match cannot end on a valat deal: one more deal, the target lifted, or off."""
    no_finish_with_hanging: bool = False
    """§9.18: a match cannot end while points hang."""
    winner_scored_last_deal: bool = False
    """§9.19: the match winner must have scored in the deal that ends it."""
    direction: Direction = "counter_clockwise"
    """§9.21: the deal, the auction and the play move counter-clockwise, or clockwise."""
    match_target: int = 151
    """§5.8: the score that ends the match (MATCH_TARGETS: 10 to 1,000)."""

    def __post_init__(self) -> None:
        """Refuse a value outside a flag's choices, however the rules were built."""
        for flag in dataclasses.fields(self):
            check_flag(flag.name, getattr(self, flag.name))

    def replace(self, **changes: object) -> BelotRules:
        """A copy with some flags changed; unknown flags or values raise NotationError."""
        for name, value in changes.items():
            check_flag(name, value)
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def differences(self) -> dict[str, object]:
        """The flags that differ from the defaults."""
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != f.default
        }


MATCH_TARGETS: Final = range(10, 1001)
"""The match targets allowed, bounded like Baloot's."""


_FLAGS: Final = FlagSchema(BelotRules, "Belot house rule", MATCH_TARGETS)


def flag_choices(name: str) -> tuple[object, ...] | None:
    """The allowed values of a flag (None for the whole-number match target).

    >>> flag_choices("sequence_tie")
    ('cancel_all', 'first_in_turn')
    """
    return _FLAGS.choices(name)


def check_flag(name: str, value: object) -> None:
    """Raise NotationError unless ``value`` is allowed for flag ``name``."""
    _FLAGS.check(name, value)


DEFAULT_RULES: Final = BelotRules()

#: Named presets: the rule sets of the sources BELOT.md §9 compares.
PRESETS: Final[dict[str, BelotRules]] = {
    "official": DEFAULT_RULES,
    "nikolayit": BelotRules(
        # NikolayIT/BelotGameEngine: natural carré order, 8-run split, carrés first,
        # the contra void on a valat, the winner must score in the last deal.
        carre_order="natural",
        eight_run_split=True,
        overlap_choice="carre_first",
        valat_doubling="no_double",
        winner_scored_last_deal=True,
    ),
    "belot_exe": BelotRules(
        # Bridge Belot 2.06 (2001): one declaration pool, carrés first.
        declaration_contest="single_pool",
        overlap_choice="carre_first",
    ),
    "pika": BelotRules(
        # pika.bg: natural carré order, NT valat doubled, higher rounds up, split ties.
        carre_order="natural",
        nt_valat_bonus="doubled",
        suit_six_rounding="higher_up",
        at_four_rounding="higher_up",
        doubled_tie="split",
    ),
    "strict": BelotRules(
        # The stricter variants of §9: forced under-trumping ("OPEN 13"), French tie
        # practice and the kept belote (spec 66242720188), the trickless team's
        # declarations and no end while points hang (spec 71183798168), the target
        # lifted after a valat (belot.sourceforge's English page).
        must_undertrump=True,
        sequence_tie="first_in_turn",
        inside_belote_stays=True,
        valat_cancels_loser_declarations=True,
        no_finish_with_hanging=True,
        no_finish_on_valat="leader_plus_one",
    ),
}


def preset(name: str) -> BelotRules:
    """The preset called ``name``; unknown names raise NotationError."""
    try:
        return PRESETS[name.strip().lower()]
    except (KeyError, AttributeError):
        raise NotationError(
            f"unknown Belot preset {quote(name)}; choose one of {', '.join(PRESETS)}"
        ) from None
