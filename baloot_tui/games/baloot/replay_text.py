"""``baloot replay FILE`` for a Baloot record: the match hand by hand in players' words.

The record has been replayed through the engine when this runs (every action
re-validated, every score recomputed), so each line says what the engine computed:
the calls, the contract, the doubling, the projects, the tricks, the result and its
explanation, the match score after each hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Final

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import NotationError
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.tools import GameRecord
from baloot_tui.games.baloot.rules.actions import Action, Declare, Sawa
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.record import match_to_record
from baloot_tui.games.baloot.rules.round import RoundState, start_hand
from baloot_tui.games.baloot.words import (
    OUTCOME_WORDS,
    action_short,
    english_explanation,
    practised_with_undo,
    rules_words,
    sawa_by,
    score_lines,
)
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.table_words import (
    SEAT_WORDS,
    card_label,
    record_names,
    team_scores,
    team_words,
)


def replay_text(loaded: GameRecord[MatchState], source: str, hand: int | None) -> str:
    """The record hand by hand (or hand ``hand`` alone), in the language in force.

    Raises:
        NotationError: the record has no hand ``hand``.
    """
    match = loaded.match
    hands = _checked_hands(match, hand)
    names = record_names(loaded.players)
    parts = [] if hand is not None else [_header(source, loaded, names)]
    for number, (played, scores) in enumerate(
        zip(hands, _running_scores(match), strict=True), start=1
    ):
        if hand is None or number == hand:
            undos = loaded.undos.get(number - 1, 0)
            parts.append("\n".join(describe_hand(played, number, scores, names, undos)))
    if hand is None:
        parts.append(_footer(match, names))
    return "\n".join(parts)


def replay_data(loaded: GameRecord[MatchState], hand: int | None) -> object:
    """The recomputed record (or hand ``hand`` of it) with each hand's explanation.

    Raises:
        NotationError: the record has no hand ``hand``.
    """
    _checked_hands(loaded.match, hand)
    record = match_to_record(
        loaded.match, loaded.seed, loaded.players, explain=english_explanation, undos=loaded.undos
    )
    if hand is None:
        return record
    hand_records = record["hands"]
    assert isinstance(hand_records, list)
    return hand_records[hand - 1]


def _checked_hands(match: MatchState, hand: int | None) -> tuple[RoundState, ...]:
    """Every hand of ``match``, refusing a ``hand`` it does not have."""
    hands = _all_hands(match)
    if hand is not None and hand > len(hands):
        raise NotationError(f"the record has {len(hands)} hand(s), not {hand}")
    return hands


def _all_hands(match: MatchState) -> tuple[RoundState, ...]:
    return (*match.hands, *(() if match.current is None else (match.current,)))


def _running_scores(match: MatchState) -> Iterator[tuple[int, int] | None]:
    """The match score after each finished hand, then None for the hand in progress.

    A running total, so a record of thousands of hands prints in linear time.
    """
    ns = ew = 0
    for hand in match.hands:
        if hand.result is not None:
            ns, ew = ns + hand.result.points[0], ew + hand.result.points[1]
        yield ns, ew
    if match.current is not None:
        yield None


PHASE_WORDS: Final = {
    Phase.BIDDING: N_("bidding"),
    Phase.DOUBLING: N_("doubling"),
    Phase.PLAYING: N_("playing"),
    Phase.FINISHED: N_("finished"),
}
"""A hand's stage, for a hand still in progress."""


def _header(source: str, loaded: GameRecord[MatchState], names: tuple[str, ...]) -> str:
    changed = loaded.match.rules.differences()
    rules = (
        _("default house rules")
        if not changed
        else _("house rules: {rules}").format(rules=rules_words(changed))
    )
    first = _("Record {file}: {rules}").format(file=source, rules=rules)
    if loaded.seed is not None:
        first += _(", seed {seed}").format(seed=loaded.seed)
    lines = [first]
    if loaded.players:
        recorded = (s for s in SEATS if s in loaded.players)
        players = _(", ").join(f"{names[s]} ({_(SEAT_WORDS[s])})" for s in recorded)
        lines.append(_("Players: {players}").format(players=players))
    return "\n".join(lines)


def _footer(match: MatchState, names: tuple[str, ...]) -> str:
    scores = team_scores(match.scores, names)
    if match.winner is not None:
        winner = team_words(match.winner, names)
        return "\n" + _("Winner: {team} ({scores})").format(team=winner, scores=scores)
    return "\n" + _("Match in progress: {scores}").format(scores=scores)


def describe_hand(
    hand: RoundState,
    number: int,
    scores: tuple[int, int] | None,
    names: tuple[str, ...],
    undos: int = 0,
) -> list[str]:
    """The readable summary of one hand: calls, contract, ladder, projects, tricks, result.

    ``undos`` is how many decisions the person took back in the hand (practice games).
    """
    phases = _phases(hand)
    calls = [a for a, p in phases if p is Phase.BIDDING]
    raises = [a for a, p in phases if p is Phase.DOUBLING]
    declarations = [a for a, _ in phases if isinstance(a, Declare) and a.projects]

    def said(actions: Sequence[Action]) -> str:
        return _(", ").join(action_short(a, names) for a in actions)

    dealer = names[hand.dealer]
    lines = [
        "\n"
        + _("Hand {number}: {dealer} deals, face-up card {card}").format(
            number=number, dealer=dealer, card=card_label(hand.face_card)
        )
    ]
    if undos:
        lines.append(f"  {practised_with_undo(undos)}")
    lines.append("  " + _("Bidding: {calls}").format(calls=said(calls) or _("(no call yet)")))
    if hand.buyer is not None and hand.contract is not None:
        contract = _("Sun") if hand.contract is Contract.SUN else f"{_('Hokum')} {_trump(hand)}"
        buyer = f"{names[hand.buyer]} ({team_words(hand.buyer.team, names)})"
        lines.append(
            "  "
            + _("Contract: {contract}, bought by {buyer}").format(contract=contract, buyer=buyer)
        )
    if raises:
        lines.append("  " + _("Doubling: {raises}").format(raises=said(raises)))
    if declarations:
        lines.append("  " + _("Projects: {declarations}").format(declarations=said(declarations)))
    lines.extend(_trick_lines(hand, names))
    sawa = next((a for a, _phase in phases if isinstance(a, Sawa)), None)
    if sawa is not None and hand.play is not None:
        claimed = sawa_by(sawa.seat, len(hand.play.tricks) + 1, names)
        team = team_words(sawa.seat.team, names)
        lines.append(
            "  " + _("{sawa}: every remaining trick to {team}").format(sawa=claimed, team=team)
        )
    lines.extend(_result_lines(hand, names))
    if scores is not None:
        figures = team_scores(scores, names)
        lines.append("  " + _("Match score: {figures}").format(figures=figures))
    return lines


def _trump(hand: RoundState) -> str:
    return "" if hand.trump is None else hand.trump.symbol


def _phases(hand: RoundState) -> list[tuple[Action, Phase]]:
    """Each action of the hand with the phase it was taken in (Pass is in two phases)."""
    state = start_hand(hand.deck, hand.dealer, hand.rules, hand.match_score)
    tagged = []
    for action in hand.history:
        tagged.append((action, state.phase))
        state = state.apply(action)
    return tagged


def _trick_lines(hand: RoundState, names: tuple[str, ...]) -> list[str]:
    play = hand.play
    if play is None:
        return []
    width = max(len(n) for n in names)

    def plays(pairs: Iterable[tuple[Seat, Card]]) -> str:
        return "  ".join(f"{names[seat]:>{width}} {card_label(c):<3}" for seat, c in pairs)

    lines = ["  " + _("Tricks:")]
    for number, trick in enumerate(play.tricks, start=1):
        won = f"→ {names[trick.winner]} {trick.points:>2}"
        lines.append(f"    {number}. {plays(trick.plays)}  {won}")
    if play.trick:
        seats = [Seat((play.leader + i) % 4) for i in range(len(play.trick))]
        lines.append(
            f"    {len(play.tricks) + 1}. {plays(zip(seats, play.trick, strict=True))}"
            "  " + _("(in progress)")
        )
    return lines


def _result_lines(hand: RoundState, names: tuple[str, ...]) -> list[str]:
    result = hand.result
    if result is None:
        waiting = (
            "" if hand.to_act is None else _(", {name} to act").format(name=names[hand.to_act])
        )
        phase = _(PHASE_WORDS[hand.phase])
        return ["  " + _("In progress: {phase}{waiting}").format(phase=phase, waiting=waiting)]
    if result.kind == "waraq":
        return ["  " + _("Result: waraq (everybody passed twice), no score")]
    if result.kind == "kawesh":
        return ["  " + _("Result: Kawesh (deal annulled), no score")]
    score = result.score
    assert score is not None
    outcome = _(OUTCOME_WORDS[score.outcome])
    figures = team_scores(result.points, names)
    lines = ["  " + _("Result: {outcome}; {figures}").format(outcome=outcome, figures=figures)]
    return lines + [f"    {line}" for line in score_lines(score.lines, names)]
