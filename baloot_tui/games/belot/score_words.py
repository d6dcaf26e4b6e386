"""``baloot score --game belot`` in words and as JSON: the engine's figures, explained.

Every figure comes from the engine's :class:`~baloot_tui.games.belot.rules.scoring.DealScore`;
these lines only say what the figures mean (made, inside, hanging, the rounding, the
hanging points carried in and out).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from baloot_tui.core.cards import Suit
from baloot_tui.core.seats import Team
from baloot_tui.core.tools import ScoredSheet
from baloot_tui.games.belot.rules.contracts import Contract, ContractKind
from baloot_tui.games.belot.rules.scoring import round_total
from baloot_tui.games.belot.score_input import ScoredBelotDeal, score_belot_document
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.table_words import TEAM_SHORT, team_pair

_KIND_WORDS: Final = {
    ContractKind.NO_TRUMPS: N_("No Trumps"),
    ContractKind.ALL_TRUMPS: N_("All Trumps"),
}
_TRUMP_WORDS: Final = {
    Suit.SPADES: N_("Spades"),
    Suit.HEARTS: N_("Hearts"),
    Suit.DIAMONDS: N_("Diamonds"),
    Suit.CLUBS: N_("Clubs"),
}
DOUBLING_WORDS: Final = {2: N_("contra (×2)"), 4: N_("recontra (×4)")}
"""A contra and a recontra, as the score sheet and the replay name them."""


def contract_words(contract: Contract) -> str:
    """``Spades``, ``No Trumps``, ``All Trumps`` (in the language in force)."""
    trump = contract.trump
    return _(_KIND_WORDS[contract.kind] if trump is None else _TRUMP_WORDS[trump])


def _team(team: Team) -> str:
    return _(TEAM_SHORT[team])


def _pair(figures: tuple[int, int]) -> str:
    return team_pair(figures, {team: _team(team) for team in Team})


def _outcome(deal: ScoredBelotDeal) -> str:
    s, bidders = deal.score, deal.facts.bidder_team
    d, o = s.raw_totals[bidders], s.raw_totals[bidders.other]
    total = d + o
    b, t = _team(bidders), _team(bidders.other)
    if s.outcome == "made":
        own = s.points[bidders] - (deal.hanging_in if s.collected is bidders else 0)
        return _(
            "Made: {bidders} {d} beat {others} {o}; each team writes its own share, rounded: "
            "{d} to {own}, {o} to {theirs}"
        ).format(bidders=b, d=d, others=t, o=o, own=own, theirs=s.points[bidders.other])
    kept = s.belote_raw[bidders] if deal.rules.inside_belote_stays and d < o else 0
    pot = total - kept
    keeps = (
        _("pot ({bidders} keep their belote, {kept})").format(bidders=b, kept=kept)
        if kept
        else _("whole pot")
    )
    if s.outcome == "inside":
        return _(
            "Inside: {bidders} {d} against {others} {o}; {others} write the {pot}, "
            "{total} rounded to {rounded}"
        ).format(bidders=b, d=d, others=t, o=o, pot=keeps, total=pot, rounded=round_total(pot))
    if s.outcome == "hanging":
        return _(
            "Hanging: {bidders} {d} equal {others} {o}; {others} write their share, {o} "
            "rounded to {theirs}; {bidders}'s share, {d} rounded to {hangs}, hangs"
        ).format(
            bidders=b,
            d=d,
            others=t,
            o=o,
            theirs=s.points[bidders.other],
            hangs=s.hanging - deal.hanging_in,
        )
    if s.outcome == "contra_void":
        valat = _team(s.valat) if s.valat is not None else b
        return _(
            "Valat by {team}: the contra does not count; {team} write the whole pot, "
            "{total} rounded to {rounded}"
        ).format(team=valat, total=total, rounded=round_total(total))
    if s.outcome == "doubled_tie":
        return _(
            "Doubled tie: {bidders} {d} equal {others} {o}; {hangs} of the doubled pot hang"
        ).format(bidders=b, d=d, others=t, o=o, hangs=s.hanging - deal.hanging_in)
    winner, loser = (bidders, bidders.other) if d > o else (bidders.other, bidders)
    figures = {
        "winner": _team(winner),
        "high": max(d, o),
        "low": min(d, o),
        "multiplier": s.multiplier,
        "loser": _team(loser),
        "lost": s.points[loser],
    }
    if s.valat is not None and deal.rules.valat_doubling == "bonus_not_multiplied":
        return _(
            "Doubled: {winner} have more ({high} to {low}) and write the pot without the "
            "valat's {bonus}, {total} rounded to {rounded}, ×{multiplier}, and the valat's "
            "{valat} once; {loser} write {lost}"
        ).format(
            bonus=s.valat_bonus,
            total=pot - s.valat_bonus,
            rounded=round_total(pot - s.valat_bonus),
            valat=round_total(s.valat_bonus),
            **figures,
        )
    return _(
        "Doubled: {winner} have more ({high} to {low}) and write the {pot}, {total} "
        "rounded to {rounded}, ×{multiplier}; {loser} write {lost}"
    ).format(pot=keeps, total=pot, rounded=round_total(pot), **figures)


def belot_score_text(deal: ScoredBelotDeal) -> str:
    """The deal's score, line by line, in players' words (in the language in force)."""
    facts, s = deal.facts, deal.score
    head = _("{contract}, bid by {team}").format(
        contract=contract_words(facts.contract), team=_team(facts.bidder_team)
    )
    if s.multiplier > 1:
        head += _(", ") + _(DOUBLING_WORDS[s.multiplier])
    no_trumps = facts.contract.kind is ContractKind.NO_TRUMPS
    cards = (
        _("Card points with the last ten (won by {team}), doubled in No Trumps: {figures}")
        if no_trumps
        else _("Card points with the last ten (won by {team}): {figures}")
    ).format(team=_team(facts.last_trick), figures=_pair(s.card_raw))
    lines = [head, cards]
    if any(s.declaration_raw):
        lines.append(_("Declarations: {figures}").format(figures=_pair(s.declaration_raw)))
    if any(s.belote_raw):
        lines.append(_("Belote: {figures}").format(figures=_pair(s.belote_raw)))
    if s.valat is not None:
        lines.append(
            _("Valat: {team} took all 8 tricks, +{bonus}").format(
                team=_team(s.valat), bonus=s.valat_bonus
            )
        )
    lines += [
        _("Raw totals: {figures}").format(figures=_pair(s.raw_totals)),
        _outcome(deal),
        _("Board points: {figures}").format(figures=_pair(s.points)),
    ]
    if deal.hanging_in and s.collected is not None:
        lines.append(
            _("Hanging points: the {points} carried in go to {team}").format(
                points=deal.hanging_in, team=_team(s.collected)
            )
        )
    if s.hanging:
        lines.append(
            _("Hanging points: {points} carried to the next decided deal").format(points=s.hanging)
        )
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


def scored_sheet(sheet: Mapping[str, object]) -> ScoredSheet:
    """A Belot deal's sheet scored by the engine, with its figures and its words.

    Raises:
        BalootError: one line, for a field that is malformed or contradictory.
    """
    deal = score_belot_document(sheet)
    return ScoredSheet(belot_score_dict(deal), lambda: belot_score_text(deal))
