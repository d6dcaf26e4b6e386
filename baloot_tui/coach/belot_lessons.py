"""Three short Belot lessons whose answers the Belot engine computes.

The lessons are data, as for Baloot (:mod:`~baloot_tui.coach.lessons`): one TOML file
each in ``coach/lesson_data/belot_lessons``, read and checked when this module is
imported, with the same :class:`~baloot_tui.coach.lessons.Lesson`,
:class:`~baloot_tui.coach.lessons.Question` and
:class:`~baloot_tui.coach.lessons.LessonRun`. Every question kind below asks the
Belot engine for the answer under the house rules taught (``belot.contracts`` for
card orders, ``belot.tricks`` for the winner of a trick,
``belot.auction`` for the calls open and how an auction ends, ``belot.scoring`` for
a deal's score and its hanging points); the file only offers the choices, and
exactly one must match. The texts may name figures the engine computes
(``{trump_order}``, ``{suit_total}``...), so they cannot drift from the game.

The auction questions give the calls without seats (``pass; bid H; contra``): each
is said by the seat whose turn it is, and the learner is the seat to speak after
them, so the same file holds under either direction of play.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Final

from baloot_tui.belot.actions import Action, Bid, Pass, parse_action
from baloot_tui.belot.auction import AuctionStage, AuctionState, apply_call, legal_calls
from baloot_tui.belot.auction import start_auction as begin_auction
from baloot_tui.belot.contracts import Contract
from baloot_tui.belot.declarations import BELOTE_VALUE, CARRE_VALUES, SEQUENCE_VALUES
from baloot_tui.belot.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.belot.scoring import (
    CARD_POINTS,
    LAST_TRICK,
    VALAT_BONUS,
    DealFacts,
    DealScore,
    score_deal,
)
from baloot_tui.belot.seating import next_seat, turn_order
from baloot_tui.belot.tricks import winning_position
from baloot_tui.coach.lessons import (
    Choice,
    Fields,
    Lesson,
    Question,
    Scene,
    read_folder,
    read_lesson,
    with_figures,
)
from baloot_tui.rules.cards import DECK, Card, Rank, Suit, parse_cards
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.seats import SEATS, Seat, Team

YOU: Final = Seat.SOUTH
"""The learner's seat in the scoring questions (the auction puts the learner to speak)."""
RULES: Final = DEFAULT_RULES
"""The house rules the shipped lessons are checked against."""
CONTRACT_WORDS: Final = {
    Contract.CLUBS: "Clubs",
    Contract.DIAMONDS: "Diamonds",
    Contract.HEARTS: "Hearts",
    Contract.SPADES: "Spades",
    Contract.NO_TRUMPS: "No Trumps",
    Contract.ALL_TRUMPS: "All Trumps",
}
_DOUBLED: Final = {2: ", contra (×2)", 4: ", recontra (×4)"}
OUTCOME_WORDS: Final = {
    "made": "Made",
    "inside": "Inside",
    "hanging": "Hanging",
    "doubled": "Doubled",
    "doubled_tie": "Doubled tie",
    "contra_void": "Contra void (valat)",
}
"""A deal's outcome as a lesson's choices name it."""


@dataclass(frozen=True, slots=True)
class Built:
    """What a kind makes of a question table: the scene, the choices and computed figures."""

    scene: Scene
    choices: tuple[Choice, ...]
    facts: Mapping[str, object]


Kind = Callable[[Fields, BelotRules], Built]


def _pick(f: Fields, options: Sequence[tuple[str, object]], answer: object) -> tuple[Choice, ...]:
    """The choices, exactly one of them equal to the engine's ``answer``."""
    choices = tuple(Choice(label, value == answer) for label, value in options)
    if sum(c.correct for c in choices) != 1:
        found = ", ".join(label for label, value in options if value == answer) or "none"
        raise f.error("options", f"the engine's answer {answer!r} must match one choice ({found})")
    if len({c.label for c in choices}) != len(choices):
        raise f.error("options", "two choices read the same")
    return choices


def _contract(text: str) -> Contract:
    return Contract.parse(text)


def contract_words(contract: Contract, multiplier: int = 1) -> str:
    """``Hearts``, ``All Trumps, contra (×2)``."""
    return CONTRACT_WORDS[contract] + _DOUBLED.get(multiplier, "")


def _order(contract: Contract, suit: Suit) -> tuple[Card, ...]:
    """The cards of ``suit`` from the strongest down, as ``contract`` ranks them."""
    cards = [c for c in DECK if c.suit is suit]
    return tuple(sorted(cards, key=lambda c: -contract.strength(c)))


def _ranks(cards: Sequence[Card]) -> str:
    return " ".join(c.rank.label for c in cards)


def _kind_order(f: Fields, rules: BelotRules) -> Built:
    contract = f.parsed("contract", _contract)
    suit = f.parsed("suit", Suit.parse)
    answer = _ranks(_order(contract, suit))
    options = [(text, text) for text in f.texts("options")]
    scene = Scene(facts=(f"Contract: {contract_words(contract)}",))
    return Built(scene, _pick(f, options, answer), {"order": answer})


def _table(f: Fields) -> tuple[Contract, tuple[Card, ...], Scene]:
    contract = f.parsed("contract", _contract)
    table = f.parsed("table", parse_cards)
    if not 1 <= len(table) <= 4:
        raise f.error("table", "needs one to four cards")
    played = ", ".join(c.label for c in table)
    facts = (f"Contract: {contract_words(contract)}", f"Played to the trick, in order: {played}")
    return contract, table, Scene(facts=facts)


def _kind_trick_winner(f: Fields, rules: BelotRules) -> Built:
    contract, table, scene = _table(f)
    winner = table[winning_position(table, contract)]
    options = [(c.label, c) for c in table]
    facts = {"winner": winner.label, "led": table[0].suit.symbol}
    return Built(scene, _pick(f, options, winner), facts)


def deal_total(contract: Contract, rules: BelotRules = RULES) -> int:
    """The card points of a whole deal with the last ten, doubled in No Trumps (§1.4).

    Scored by the engine: one team takes every card point and the last trick, the
    other a trick (so no valat bonus) and nothing else.
    """
    facts = DealFacts(
        contract, Team.NORTH_SOUTH, (CARD_POINTS[contract.kind], 0), Team.NORTH_SOUTH, (7, 1)
    )
    return sum(score_deal(facts, rules).card_raw)


def _kind_deal_total(f: Fields, rules: BelotRules) -> Built:
    contract = f.parsed("contract", _contract)
    total = deal_total(contract, rules)
    options = [(str(n), n) for n in f.numbers("options")]
    scene = Scene(facts=(f"Contract: {contract_words(contract)}",))
    return Built(scene, _pick(f, options, total), {"total": total})


# --------------------------------------------------------------------------- the auction


def _auction(f: Fields, rules: BelotRules) -> tuple[AuctionState, Scene]:
    """The auction after the file's calls, said in turn, with the learner to speak next.

    The dealer is the one that puts the learner (South) to speak after the calls, or,
    when the calls end the auction, West (South speaks first).
    """
    words = [w.strip() for w in f.text("calls", "-").split(";") if w.strip() not in ("", "-")]
    replays = {dealer: _replay(f, dealer, words, rules) for dealer in SEATS}
    dealer = next((d for d, (state, _) in replays.items() if state.to_act is YOU), Seat.WEST)
    state, said = replays[dealer]
    told = ", ".join(f"{_who(call.seat)} {_call_words(call)}" for call in said)
    order = ", ".join(_who(seat) for seat in turn_order(next_seat(dealer, rules), rules))
    facts = (
        f"Dealer: {_who(dealer)}. Speaking order: {order}.",
        f"Calls so far: {told or 'none'}",
    )
    return state, Scene(facts=facts)


def _replay(
    f: Fields, dealer: Seat, words: Sequence[str], rules: BelotRules
) -> tuple[AuctionState, tuple[Action, ...]]:
    state = begin_auction(dealer, rules)
    said: list[Action] = []
    for word in words:
        if state.to_act is None:
            raise f.error("calls", f"the auction is over before {word!r}")
        call = _call(f, state.to_act, word)
        try:
            state = apply_call(state, call, rules)
        except BalootError as err:
            raise f.error("calls", str(err)) from None
        said.append(call)
    return state, tuple(said)


def _call(f: Fields, seat: Seat, word: str) -> Action:
    try:
        return parse_action(f"{seat.letter} {word}")
    except BalootError as err:
        raise f.error("calls", str(err)) from None


def _who(seat: Seat) -> str:
    if seat is YOU:
        return "you"
    return "your partner" if seat.team is YOU.team else f"an opponent ({seat.name.title()})"


def _call_words(call: Action) -> str:
    """``bid Hearts``, ``passed``, ``said contra``: a call as the scene tells it."""
    if isinstance(call, Bid):
        return f"bid {CONTRACT_WORDS[call.contract]}"
    return "passed" if isinstance(call, Pass) else f"said {str(call).split(' ', 1)[1]}"


def _kind_can_call(f: Fields, rules: BelotRules) -> Built:
    state, scene = _auction(f, rules)
    if state.to_act is None:
        raise f.error("calls", "the auction is over: nobody speaks next")
    call = _call(f, state.to_act, f.text("call"))
    allowed = call in legal_calls(state, rules)
    facts = {"yes_no": "Yes" if allowed else "No"}
    return Built(scene, _pick(f, (("Yes", True), ("No", False)), allowed), facts)


def auction_outcome(state: AuctionState) -> str:
    """How the auction stands, as a choice says it: the contract, a redeal, or going on."""
    if state.stage is AuctionStage.ALL_PASS:
        return "All four passed: the cards are redealt"
    if state.stage is AuctionStage.OPEN:
        return "The auction goes on"
    assert state.contract is not None
    return contract_words(state.contract, state.multiplier)


def _kind_auction_end(f: Fields, rules: BelotRules) -> Built:
    state, scene = _auction(f, rules)
    answer = auction_outcome(state)
    options = [(text, text) for text in f.texts("options")]
    facts = {"outcome": answer, "multiplier": state.multiplier}
    return Built(scene, _pick(f, options, answer), facts)


# --------------------------------------------------------------------------- scoring


def _team(f: Fields, name: str) -> Team:
    words = {"us": YOU.team, "them": YOU.team.other}
    value = f.text(name).lower()
    if value not in words:
        raise f.error(name, f"must be us or them, not {value!r}")
    return words[value]


def _pair(f: Fields, name: str) -> tuple[int, int]:
    """``[ours, theirs]`` in the file, as the engine's (NS, EW) pair."""
    values = f.numbers(name) if f.has(name) else (0, 0)
    if len(values) != 2:
        raise f.error(name, "needs two whole numbers: ours, theirs")
    ours, theirs = values
    return (ours, theirs) if YOU.team is Team.NORTH_SOUTH else (theirs, ours)


def _score(f: Fields, rules: BelotRules) -> tuple[Scene, DealScore, int]:
    contract = f.parsed("contract", _contract)
    bidders = _team(f, "bidder")
    card_points = _pair(f, "card_points")
    tricks = _pair(f, "tricks")
    multiplier = f.number("multiplier", 1)
    hanging_in = f.number("hanging_in", 0)
    facts = DealFacts(
        contract=contract,
        bidder_team=bidders,
        card_points=card_points,
        last_trick=_team(f, "last_trick"),
        tricks_won=tricks,
        declarations=_pair(f, "declarations"),
        belotes=_pair(f, "belotes"),
        multiplier=multiplier,
    )
    try:
        score = score_deal(facts, rules, hanging_in)
    except BalootError as err:
        raise f.error("card_points", str(err)) from None
    who = "you" if bidders is YOU.team else "the opponents"
    lines = [
        f"Contract: {contract_words(contract, multiplier)}, bid by {who}",
        f"Card points taken (without the last ten): you {card_points[YOU.team]}, "
        f"they {card_points[YOU.team.other]}",
    ]
    if any(facts.declarations):
        lines.append(
            f"Declarations counted: you {facts.declarations[YOU.team]}, "
            f"they {facts.declarations[YOU.team.other]}"
        )
    if any(facts.belotes):
        lines.append(
            f"Belotes: you {facts.belotes[YOU.team]}, they {facts.belotes[YOU.team.other]}"
        )
    if hanging_in:
        lines.append(f"Hanging points carried in: {hanging_in}")
    return Scene(facts=tuple(lines)), score, hanging_in


_ASKS: Final[dict[str, Callable[[DealScore], object]]] = {
    "ours": lambda s: s.points[YOU.team],
    "theirs": lambda s: s.points[YOU.team.other],
    "outcome": lambda s: OUTCOME_WORDS[s.outcome],
    "hanging": lambda s: s.hanging,
}
"""What a ``deal_score`` question may ask of the engine's score."""


def _kind_deal_score(f: Fields, rules: BelotRules) -> Built:
    scene, score, hanging_in = _score(f, rules)
    ask = f.text("ask")
    if ask not in _ASKS:
        raise f.error("ask", f"must be one of {', '.join(_ASKS)}")
    answer = _ASKS[ask](score)
    if ask == "outcome":
        options: list[tuple[str, object]] = [(text, text) for text in f.texts("options")]
    else:
        options = [(str(n), n) for n in f.numbers("options")]
    raw = score.raw_totals
    facts = {
        "ours": score.points[YOU.team],
        "theirs": score.points[YOU.team.other],
        "raw_ours": raw[YOU.team],
        "raw_theirs": raw[YOU.team.other],
        "outcome": OUTCOME_WORDS[score.outcome],
        "hanging": score.hanging,
        "hanging_in": hanging_in,
    }
    return Built(scene, _pick(f, options, answer), facts)


KINDS: Final[dict[str, Kind]] = {
    "auction_end": _kind_auction_end,
    "can_call": _kind_can_call,
    "deal_score": _kind_deal_score,
    "deal_total": _kind_deal_total,
    "order": _kind_order,
    "trick_winner": _kind_trick_winner,
}
"""Every question kind a Belot lesson file may use, by name."""


# --------------------------------------------------------------------------- reading


@lru_cache(maxsize=16)
def lesson_facts(rules: BelotRules) -> Mapping[str, object]:
    """Figures any Belot lesson text may name, computed by the engine (once per rule set)."""
    return {
        "trump_order": _ranks(_order(Contract.HEARTS, Suit.HEARTS)),
        "plain_order": _ranks(_order(Contract.NO_TRUMPS, Suit.HEARTS)),
        "suit_total": deal_total(Contract.HEARTS, rules),
        "nt_total": deal_total(Contract.NO_TRUMPS, rules),
        "at_total": deal_total(Contract.ALL_TRUMPS, rules),
        "last_trick": LAST_TRICK,
        "valat_bonus": VALAT_BONUS,
        "belote": BELOTE_VALUE,
        "tierce": SEQUENCE_VALUES[3],
        "quarte": SEQUENCE_VALUES[4],
        "quinte": SEQUENCE_VALUES[5],
        "carre_jacks": CARRE_VALUES[Rank.JACK],
        "carre_nines": CARRE_VALUES[Rank.NINE],
        "match_target": rules.match_target,
    }


def _written(f: Fields, name: str, facts: Mapping[str, object]) -> str:
    return with_figures(f, name, f.text(name), facts)


def _question(f: Fields, rules: BelotRules, common: Mapping[str, object]) -> Question:
    name = f.text("kind")
    kind = KINDS.get(name)
    if kind is None:
        raise f.error("kind", f"unknown kind; choose one of {', '.join(KINDS)}")
    built = kind(f, rules)
    facts = {**common, **built.facts}
    question = Question(
        _written(f, "prompt", facts),
        built.scene,
        built.choices,
        _written(f, "explanation", facts),
        kind=name,
    )
    f.finish()
    return question


def parse_belot_lesson(text: str, source: str, rules: BelotRules = RULES) -> tuple[int, Lesson]:
    """A Belot lesson from the TOML text of its file, and its place (``order``).

    Raises:
        LessonError: the text is not valid TOML or a field is missing or wrong; the
            message names ``source`` and the field.
    """
    common = lesson_facts(rules)
    return read_lesson(
        text, source, lambda q: _question(q, rules, common), lambda f: _written(f, "text", common)
    )


LESSON_FOLDER: Final = files("baloot_tui.coach").joinpath("lesson_data", "belot_lessons")
"""Where the shipped Belot lesson files live (package data, apart from Baloot's)."""


def load_belot_lessons(
    folder: Traversable = LESSON_FOLDER, rules: BelotRules = RULES
) -> tuple[Lesson, ...]:
    """Every ``*.toml`` lesson of ``folder``, in the order their ``order`` fields give.

    Raises:
        LessonError: a file is not a valid lesson, or two lessons share a key.
    """
    return read_folder(folder, lambda text, source: parse_belot_lesson(text, source, rules))


BELOT_LESSONS: Final = load_belot_lessons()
"""The Belot lessons, in teaching order, under the default rules."""
