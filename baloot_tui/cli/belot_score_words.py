"""``baloot score --game belot`` in words and as JSON: the engine's figures, explained.

Every figure comes from the engine's :class:`~baloot_tui.belot.scoring.DealScore`;
these lines only say what the figures mean (made, inside, hanging, the rounding, the
hanging points carried in and out).
"""

from __future__ import annotations

from typing import Final

from baloot_tui.belot.contracts import Contract, ContractKind
from baloot_tui.belot.scoring import round_total
from baloot_tui.cli.belot_score_input import ScoredBelotDeal
from baloot_tui.rules.seats import Team

_KIND_WORDS: Final = {ContractKind.NO_TRUMPS: "No Trumps", ContractKind.ALL_TRUMPS: "All Trumps"}
_DOUBLING: Final = {2: "contra (×2)", 4: "recontra (×4)"}


def contract_words(contract: Contract) -> str:
    """``Spades``, ``No Trumps``, ``All Trumps``."""
    trump = contract.trump
    return _KIND_WORDS[contract.kind] if trump is None else trump.name.title()


def _pair(figures: tuple[int, int]) -> str:
    return f"NS {figures[Team.NORTH_SOUTH]}, EW {figures[Team.EAST_WEST]}"


def _outcome(deal: ScoredBelotDeal) -> str:
    s, bidders = deal.score, deal.facts.bidder_team
    d, o = s.raw_totals[bidders], s.raw_totals[bidders.other]
    total = d + o
    b, t = bidders.short, bidders.other.short
    if s.outcome == "made":
        own = s.points[bidders] - (deal.hanging_in if s.collected is bidders else 0)
        return (
            f"Made: {b} {d} beat {t} {o}; each team writes its own share, rounded: "
            f"{d} to {own}, {o} to {s.points[bidders.other]}"
        )
    kept = s.belote_raw[bidders] if deal.rules.inside_belote_stays and d < o else 0
    pot = total - kept
    keeps = f"pot ({b} keep their belote, {kept})" if kept else "whole pot"
    if s.outcome == "inside":
        return (
            f"Inside: {b} {d} against {t} {o}; {t} write the {keeps}, "
            f"{pot} rounded to {round_total(pot)}"
        )
    if s.outcome == "hanging":
        return (
            f"Hanging: {b} {d} equal {t} {o}; {t} write their share, {o} rounded to "
            f"{s.points[bidders.other]}; {b}'s share, {d} rounded to "
            f"{s.hanging - deal.hanging_in}, hangs"
        )
    if s.outcome == "contra_void":
        valat = s.valat.short if s.valat is not None else b
        return (
            f"Valat by {valat}: the contra does not count; {valat} write the whole pot, "
            f"{total} rounded to {round_total(total)}"
        )
    if s.outcome == "doubled_tie":
        return (
            f"Doubled tie: {b} {d} equal {t} {o}; {s.hanging - deal.hanging_in} of the "
            "doubled pot hang"
        )
    winner, loser = (bidders, bidders.other) if d > o else (bidders.other, bidders)
    if s.valat is not None and deal.rules.valat_doubling == "bonus_not_multiplied":
        return (
            f"Doubled: {winner.short} have more ({max(d, o)} to {min(d, o)}) and write the "
            f"pot without the valat's {s.valat_bonus}, {pot - s.valat_bonus} rounded to "
            f"{round_total(pot - s.valat_bonus)}, ×{s.multiplier}, and the valat's "
            f"{round_total(s.valat_bonus)} once; {loser.short} write {s.points[loser]}"
        )
    return (
        f"Doubled: {winner.short} have more ({max(d, o)} to {min(d, o)}) and write the "
        f"{keeps}, {pot} rounded to {round_total(pot)}, ×{s.multiplier}; "
        f"{loser.short} write {s.points[loser]}"
    )


def belot_score_text(deal: ScoredBelotDeal) -> str:
    """The deal's score, line by line, in players' words."""
    facts, s = deal.facts, deal.score
    lines = [
        f"{contract_words(facts.contract)}, bid by {facts.bidder_team.short}"
        + (f", {_DOUBLING[s.multiplier]}" if s.multiplier > 1 else ""),
        f"Card points with the last ten (won by {facts.last_trick.short})"
        + (", doubled in No Trumps" if facts.contract.kind is ContractKind.NO_TRUMPS else "")
        + f": {_pair(s.card_raw)}",
    ]
    if any(s.declaration_raw):
        lines.append(f"Declarations: {_pair(s.declaration_raw)}")
    if any(s.belote_raw):
        lines.append(f"Belote: {_pair(s.belote_raw)}")
    if s.valat is not None:
        lines.append(f"Valat: {s.valat.short} took all 8 tricks, +{s.valat_bonus}")
    lines += [
        f"Raw totals: {_pair(s.raw_totals)}",
        _outcome(deal),
        f"Board points: {_pair(s.points)}",
    ]
    if deal.hanging_in and s.collected is not None:
        lines.append(f"Hanging points: the {deal.hanging_in} carried in go to {s.collected.short}")
    if s.hanging:
        lines.append(f"Hanging points: {s.hanging} carried to the next decided deal")
    return "\n".join(lines)


def belot_score_dict(deal: ScoredBelotDeal) -> dict[str, object]:
    """The deal's figures as JSON values, pairs in NS, EW order."""
    facts, s = deal.facts, deal.score
    return {
        "game": "belot",
        "contract": facts.contract.value,
        "bidder": facts.bidder_team.short,
        "multiplier": s.multiplier,
        "outcome": s.outcome,
        "points": list(s.points),
        "hanging_in": deal.hanging_in,
        "hanging": s.hanging,
        "collected": None if s.collected is None else s.collected.short,
        "card_points": list(facts.card_points),
        "last_trick": facts.last_trick.short,
        "tricks": list(facts.tricks_won),
        "card_raw": list(s.card_raw),
        "declarations": list(s.declaration_raw),
        "belote": list(s.belote_raw),
        "valat": None if s.valat is None else s.valat.short,
        "valat_bonus": s.valat_bonus,
        "raw_totals": list(s.raw_totals),
        "rules": deal.rules.differences(),
    }
