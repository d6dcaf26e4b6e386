"""House rules: every rule the sources dispute, as one frozen value with named presets.

The defaults follow the Kammelna app (RULES.md §9). Each field's docstring names
the §9 row it settles.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Final, Literal

from baloot_tui.core.errors import NotationError, quote
from baloot_tui.core.flags import FlagSchema

FirstLead = Literal["right_of_dealer", "buyer"]
GablakScope = Literal["opponents", "any_higher"]
LockChooser = Literal["doubler", "every_caller"]
RaiseRights = Literal["individual", "team"]
SunDoubleRule = Literal["gt100_lt100", "gt100_le100", "ge100_lt100", "one_team_over_100"]
HokumRounding = Literal["pair", "buyer_86"]
HokumTieRule = Literal["kammelna", "buyer_keeps_tie", "raw_abnat"]
SunTieRule = Literal["split", "buyer_loses"]
KhasaraProjects = Literal["to_opponents", "vanish"]
ProjectMultiplierCap = Literal["x2", "full", "hundred_only"]
DoubledTieRule = Literal["last_raiser", "doubler", "buyer"]
DoubledComparison = Literal["game_points", "raw_abnat"]
ExemptionScope = Literal["always", "fourth_or_ace_lead"]
KabootProjects = Literal["all", "own", "none"]
ProjectTieBreak = Literal["turn_order", "trump_first", "nobody"]
BalootBlock = Literal["hundred_or_four", "four_only"]
QaydPenalty = Literal["base_pot", "kaboot"]
KaweshRule = Literal["same_dealer", "rotate_after_bid", "off"]


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The disputed rules of Saudi Baloot, one field each (RULES.md §9)."""

    first_lead: FirstLead = "right_of_dealer"
    """§9.1: who leads trick 1: the player right of the dealer, or the buyer."""
    ashkal_in_round2: bool = True
    """§9.2: Ashkal may be called in bidding round 2 (Kammelna data)."""
    ashkal_forbidden_on_ace: bool = True
    """§9.3: no Ashkal when the face-up card is an Ace."""
    gablak_scope: GablakScope = "opponents"
    """§9.4: who may say "before you": earlier opponents, or any earlier player."""
    lock_chooser: LockChooser = "doubler"
    """§9.6: who picks closed/open: the doubler (Double, Four), or every caller."""
    raise_rights: RaiseRights = "individual"
    """§9.7: Three/Gahwa by the buyer and Four by the doubler, or by either partner."""
    sun_double_rule: SunDoubleRule = "gt100_lt100"
    """§9.8: when a Sun may be doubled, from the match scores before the hand."""
    partner_exemption: bool = True
    """§9.9: a player void in the led suit need not trump when partner is winning."""
    partner_exemption_scope: ExemptionScope = "always"
    """§9.9 (§4.3, majlis): with the exemption on, it frees every void player, or only
    the 4th to play and the 3rd behind the partner's winning Ace lead."""
    must_undertrump: bool = True
    """§9.10: a player who must trump but cannot over-trump still has to trump."""
    overtrump_on_trump_lead_even_if_partner_winning: bool = False
    """§9.11: on a trump lead, over-trump even when partner is winning."""
    hokum_rounding: HokumRounding = "pair"
    """§9.12: Hokum card points at 86/76: 8/8 (pair rule) or 9 to the buyer, 7."""
    hokum_tie_rule: HokumTieRule = "kammelna"
    """§9.13: equal Hokum game points: the buyer needs more raw points, or keeps it;
    or (majlis, §6.4) an undoubled Hokum is decided on raw abnat alone, the buyer
    keeping an exact raw tie."""
    sun_tie_rule: SunTieRule = "split"
    """§9.14: Sun 65-65: both teams keep 13, or the buyer loses."""
    khasara_projects: KhasaraProjects = "to_opponents"
    """§9.15: the failed buyer's counted projects go to the opponents, or vanish."""
    baloot_transfers: bool = True
    """§9.16: Baloot goes to the winner of a khasara or doubled hand."""
    project_multiplier_cap: ProjectMultiplierCap = "x2"
    """§9.17: projects in Three/Four multiplied at most by 2, fully, or only 100s capped."""
    doubled_tie_rule: DoubledTieRule = "last_raiser"
    """§9.18: who loses a tie in a doubled hand."""
    doubled_comparison: DoubledComparison = "game_points"
    """§9.18, §6.6: a doubled hand (and a Gahwa) goes to the higher T, or (majlis) to the
    higher raw total R; ``doubled_tie_rule`` settles an exact tie of the figure compared."""
    kaboot_multiplied: bool = True
    """§9.19: the kaboot value is multiplied in doubled hands."""
    kaboot_projects: KabootProjects = "all"
    """§9.20: the kaboot team takes all counted projects, only its own, or none (flat value)."""
    ace_kaboot_88: bool = False
    """§9.21: a Sun kaboot bought on a face-up Ace is worth 88."""
    project_tie_break: ProjectTieBreak = "turn_order"
    """§9.22: equal best projects: nearest the first leader wins, trump suit first, or nobody."""
    seq100_beats_quad100: bool = True
    """§9.23: a sequence Hundred beats four of a kind."""
    baloot_block: BalootBlock = "hundred_or_four"
    """§9.24: what blocks Baloot: a Hundred holding K and Q or four K/Q, or four K/Q only."""
    qayd_penalty: QaydPenalty = "base_pot"
    """§9.25: a caught illegal play gives the other team the base pot or the kaboot value."""
    kawesh: KaweshRule = "same_dealer"
    """§9.26: Kawesh before any bid with the same dealer, also after a bid (rotating), or off."""
    match_target: int = 152
    """§9.27: the score that wins the match (MATCH_TARGETS: 10 to 1,000)."""
    waraq_rotates_dealer: bool = True
    """§9.29: after four passes twice the deal passes to the right."""
    split_long_runs: bool = False
    """§5.2: a run of 6-8 cards may be split into a Hundred plus a Sira."""

    def __post_init__(self) -> None:
        """Refuse a value outside a flag's choices, however the rules were built."""
        for flag in dataclasses.fields(self):
            check_flag(flag.name, getattr(self, flag.name))

    def replace(self, **changes: object) -> HouseRules:
        """A copy with some flags changed; unknown flags or values raise NotationError."""
        for name, value in changes.items():
            check_flag(name, value)
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def differences(self) -> dict[str, object]:
        """The flags that differ from the defaults."""
        default = HouseRules()
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != getattr(default, f.name)
        }


MATCH_TARGETS: Final = range(10, 1001)
"""The match targets allowed: a single hand can decide a match to 10; 1,000 is a long evening.

Bounded so that no record or settings file can make the bots build unbounded tables."""


_FLAGS: Final = FlagSchema(HouseRules, "house rule", MATCH_TARGETS)


def flag_choices(name: str) -> tuple[object, ...] | None:
    """The allowed values of a flag (None for the integer match target)."""
    return _FLAGS.choices(name)


def check_flag(name: str, value: object) -> None:
    """Raise NotationError unless ``value`` is allowed for flag ``name``."""
    _FLAGS.check(name, value)


def parse_flag_value(name: str, text: str) -> object:
    """Read a flag value given as text (``true``, ``false``, a number or a choice)."""
    choices = flag_choices(name)
    lowered = text.strip().lower()
    if choices is None:
        try:
            value: object = int(lowered)
        except ValueError:
            raise NotationError(
                f"house rule {name} needs a whole number, not {quote(text)}"
            ) from None
    elif choices == (True, False):
        if lowered not in ("true", "false", "yes", "no", "on", "off", "1", "0"):
            raise NotationError(f"house rule {name} is true or false, not {quote(text)}")
        value = lowered in ("true", "yes", "on", "1")
    else:
        value = lowered
    check_flag(name, value)
    return value


DEFAULT_RULES: Final = HouseRules()

#: Named presets: coherent rule sets drawn from the sources of RULES.md.
PRESETS: Final[dict[str, HouseRules]] = {
    "kammelna": DEFAULT_RULES,
    "jawaker": HouseRules(
        ashkal_in_round2=False,
        hokum_tie_rule="buyer_keeps_tie",
    ),
    "classic": HouseRules(
        # Wikipedia's description, with the older sources' scoring choices.
        ashkal_in_round2=False,
        gablak_scope="any_higher",
        project_multiplier_cap="full",
        baloot_transfers=False,
        kaboot_multiplied=False,
    ),
    "arena": HouseRules(
        # Baloot Arena's rulebook.
        raise_rights="team",
        sun_double_rule="ge100_lt100",
        hokum_tie_rule="buyer_keeps_tie",
        khasara_projects="vanish",
        baloot_transfers=False,
        project_multiplier_cap="full",
        kaboot_multiplied=False,
        kaboot_projects="none",
        seq100_beats_quad100=False,
        partner_exemption=True,
    ),
    "strict": HouseRules(
        # The King Abdulaziz University engine: no partner exemption, over-trump always.
        partner_exemption=False,
        overtrump_on_trump_lead_even_if_partner_winning=True,
        baloot_block="four_only",
        match_target=151,
    ),
}


def preset(name: str) -> HouseRules:
    """The preset called ``name``; unknown names raise NotationError."""
    try:
        return PRESETS[name.strip().lower()]
    except (KeyError, AttributeError):
        raise NotationError(
            f"unknown house-rule preset {quote(name)}; choose one of {', '.join(PRESETS)}"
        ) from None
