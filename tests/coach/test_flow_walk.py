"""The flow map against the full engine at every node of the bidding tree.

For every dealer, a face-up Ace and a face-up King, and every combination of the
bidding flags, the walk visits every auction (and doubling ladder) the engine allows
and checks at each node that the map names the speaker, offers exactly the engine's
legal calls, says what each later speaker may say if the earlier ones pass, and marks
as still ahead exactly the steps some continuation reaches (a Sun's Double only when
the match score allows it).
"""

from __future__ import annotations

import itertools

import pytest

from baloot_tui.games.baloot.coach.explain import seat_name
from baloot_tui.games.baloot.coach.flow import FlowMap, _option_name, bidding_step, flow_map
from baloot_tui.games.baloot.rules import DECK, Card, RoundState, Seat, card, start_hand
from baloot_tui.games.baloot.rules.actions import PASSES
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import GablakScope, HouseRules, SunDoubleRule
from tests.sampling import sweep

SCOPES: tuple[GablakScope, ...] = ("opponents", "any_higher")
BIDDING_FLAGS = [
    HouseRules(ashkal_in_round2=a, ashkal_forbidden_on_ace=b, gablak_scope=g)
    for a, b, g in itertools.product((True, False), (True, False), SCOPES)
]
#: North–South may double a Sun at 110–90 and nobody at 100–90 (the boundary, §9.8).
SCORES = ((110, 90), (90, 100))


def deck_for(face: str) -> tuple[Card, ...]:
    """Honours first, so no five-card hand is a Kawesh hand; ``face`` is card 21."""
    face_card = card(face)
    rest = sorted((c for c in DECK if c is not face_card), key=lambda c: c.rank.value in "789")
    return (*rest[:20], face_card, *rest[20:])


def names(state: RoundState) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_option_name(a) for a in state.legal_actions()))


def step_of(state: RoundState) -> str:
    if state.phase is Phase.BIDDING:
        return bidding_step(state.bidding)
    if state.phase is Phase.DOUBLING:
        assert state.doubling is not None
        return state.doubling.stage.value
    return "play"


def check_turns(state: RoundState, flow: FlowMap) -> None:
    """Each listed turn is what the engine offers that seat once the earlier ones pass."""
    probe = state
    for number, (name, options) in enumerate(flow.turns):
        if number:
            seat = probe.to_act
            assert seat is not None
            probe = probe.apply(PASSES[seat])
            assert step_of(probe) == step_of(state)
        assert name == seat_name(probe.to_act)  # type: ignore[arg-type]
        assert options == names(probe)


def walk(state: RoundState, seen: list[int]) -> frozenset[str]:
    """Check the map at ``state``; return every step reachable from it, its own included."""
    if state.phase is Phase.PLAYING:
        return frozenset({"play"})
    if state.phase is not Phase.BIDDING and state.phase is not Phase.DOUBLING:
        return frozenset()
    seen[0] += 1
    reach = {step_of(state)}
    for action in state.legal_actions():
        reach |= walk(state.apply(action), seen)
    seat = state.to_act
    assert seat is not None
    for viewer in (seat, seat.next):
        flow = flow_map(state.view(viewer))
        current = [s.key for s in flow.steps if s.status == "current"]
        assert current == [step_of(state)]
        assert flow.speaker == seat_name(seat)
        assert flow.may_say == names(state)
        check_turns(state, flow)
        ahead = {s.key for s in flow.steps if s.status == "ahead"}
        assert ahead == reach - {step_of(state)}, (state.history, ahead, reach)
        offered = {o for _, options in flow.turns for o in options}
        told = flow.step(step_of(state)).detail
        assert "Ashkal" not in told or "Ashkal" in offered
    return frozenset(reach)


WALKS = list(itertools.product(BIDDING_FLAGS, ["KH", "AH"]))
"""Each set of bidding flags, with a King and with an Ace turned up."""


@pytest.mark.parametrize(
    ("rules", "face"),
    sweep(
        WALKS,
        ids=[
            f"r2ashkal={r.ashkal_in_round2}-noace={r.ashkal_forbidden_on_ace}-{r.gablak_scope}-{face}"
            for r, face in WALKS
        ],
        unpack=True,
    ),
)
def test_the_map_matches_the_engine_at_every_node(rules: HouseRules, face: str) -> None:
    for dealer, score in itertools.product(Seat, SCORES):
        seen = [0]
        state = start_hand(deck_for(face), dealer, rules, match_score=score)
        reach = walk(state, seen)
        assert {"round1", "round2", "play"} <= reach and seen[0] > 100
        round2 = state
        for _ in range(4):
            round2 = round2.apply(PASSES[round2.to_act])  # type: ignore[index]
        for key, start in (("round1", state), ("round2", round2)):
            probe, ashkal = start, False
            while probe.bidding.round2 == start.bidding.round2 and probe.to_act is not None:
                ashkal |= "Ashkal" in names(probe)
                probe = probe.apply(PASSES[probe.to_act])
            described = flow_map(state.view(Seat.SOUTH)).step(key).detail
            assert ("Ashkal" in described) == ashkal, (key, described)


@pytest.mark.parametrize(
    ("rule", "score", "doubled"),
    [
        ("gt100_lt100", (100, 90), False),
        ("ge100_lt100", (100, 90), True),
        ("gt100_lt100", (110, 90), True),
        ("gt100_le100", (110, 100), True),
        ("gt100_lt100", (110, 100), False),
    ],
)
def test_a_suns_double_is_ahead_only_when_the_score_allows_it(
    rule: SunDoubleRule, score: tuple[int, int], doubled: bool
) -> None:
    rules = HouseRules(sun_double_rule=rule)
    # West dealt: South speaks first, and a first-speaker Sun is final at once.
    state = start_hand(deck_for("KH"), Seat.WEST, rules, match_score=score)
    before = flow_map(state.view(Seat.SOUTH))
    state = state.apply(state.legal_actions()[2])  # South: Sun
    assert state.bidding.contract is not None
    flow = flow_map(state.view(Seat.SOUTH))
    status = flow.step("double").status
    assert status == ("current" if doubled else "skipped")
    assert before.step("double").status == "ahead"
    if doubled:
        assert "so this Sun may be doubled" in flow.step("double").detail
