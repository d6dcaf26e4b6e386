"""Short interactive lessons: one idea each, taught in a few lines, then 2-4 questions.

Every question shows a prepared table (:class:`Scene`) and offers choices. When the
answer is a fact of the rules (which card wins, which calls are open, how a score
rounds, whose projects count) it is **computed here by the rules engine's own
functions** (``rules.tricks``, ``rules.bidding``, ``rules.doubling``,
``rules.projects``, ``rules.scoring``), never typed in, so a lesson cannot teach
something the game does not do. Judgement questions (Hokum or Sun, when to buy,
when to double) carry an authored answer with its reasoning and the action it
stands for; the tests check that the hand evaluation agrees with each of them.

The learner always sits South. :class:`LessonRun` walks a lesson: answer, read the
feedback, retry if wrong, move on; the score counts first-try answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from baloot_tui.coach.explain import action_label, seat_name
from baloot_tui.coach.glossary import TERMS
from baloot_tui.rules.actions import Action, Bid, Call, Double, DoubleStep, Pass, parse_action
from baloot_tui.rules.bidding import BiddingState, BidStage, apply_call, legal_calls, start_bidding
from baloot_tui.rules.cards import Card, Suit, card, parse_cards
from baloot_tui.rules.doubling import apply_raise, legal_raises, start_doubling
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.glossary import Contract, Phase
from baloot_tui.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.rules.projects import (
    Project,
    best_declaration,
    counting_team,
    declaration_options,
    parse_project,
)
from baloot_tui.rules.scoring import (
    BALOOT_GAME_POINTS,
    CARD_ABNAT,
    LAST_TRICK_BONUS,
    POT_GP,
    HandFacts,
    HandScore,
    hokum_card_gp,
    score_hand,
    sun_card_gp,
)
from baloot_tui.rules.seats import Seat, Team, turn_order
from baloot_tui.rules.tricks import trick_points, winning_position
from baloot_tui.rules.view import PlayerView

YOU: Final = Seat.SOUTH
"""The learner's seat in every lesson."""
RULES: Final = DEFAULT_RULES
"""Lessons teach the default house rules."""


# --------------------------------------------------------------------------- model


@dataclass(frozen=True, slots=True)
class Scene:
    """The prepared table a question shows (only what the learner may see)."""

    hand: tuple[Card, ...] = ()
    """The learner's cards."""
    dealer: Seat | None = None
    """Who dealt (fixes the speaking order)."""
    face_card: Card | None = None
    """The face-up bidding card."""
    calls: tuple[Action, ...] = ()
    """The auction so far."""
    contract: Contract | None = None
    """The contract, once settled."""
    trump: Suit | None = None
    """The trump suit in Hokum."""
    table: tuple[tuple[Seat, Card], ...] = ()
    """Cards on the table, in play order."""
    facts: tuple[str, ...] = ()
    """Other things the learner is told (scores, what was captured…)."""

    def auction(self, rules: HouseRules = RULES) -> BiddingState:
        """The auction after :attr:`calls`, replayed by the rules engine."""
        assert self.dealer is not None and self.face_card is not None
        state = start_bidding(self.dealer, self.face_card)
        for call in self.calls:
            state = apply_call(state, call, rules)
        return state


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer offered."""

    label: str
    """What the button says."""
    correct: bool
    """Whether it is the right answer."""
    note: str = ""
    """Why this particular choice is right or wrong, when there is more to say."""
    action: Action | None = None
    """For judgement questions: the call or double this choice stands for."""


@dataclass(frozen=True, slots=True)
class Feedback:
    """What the learner reads after choosing."""

    correct: bool
    """Whether the choice was right."""
    text: str
    """The explanation."""
    terms: tuple[str, ...]
    """Glossary keys to show alongside."""


@dataclass(frozen=True, slots=True)
class Question:
    """A decision on a prepared table, with the reasoning behind the answer."""

    prompt: str
    """The question."""
    scene: Scene
    """What is on the table."""
    choices: tuple[Choice, ...]
    """The answers offered; exactly one is correct."""
    explanation: str
    """Why the correct answer is right (shown after any choice)."""
    terms: tuple[str, ...] = ()
    """Glossary keys the explanation uses."""
    judgement: bool = False
    """True when the answer is a judgement (authored), False when the rules compute it."""

    @property
    def answer(self) -> int:
        """Index of the correct choice."""
        return next(i for i, c in enumerate(self.choices) if c.correct)

    def feedback(self, index: int) -> Feedback:
        """The feedback for choosing ``choices[index]``."""
        chosen = self.choices[index]
        head = "Right." if chosen.correct else f"Not quite: the answer is {self.correct_label}."
        note = f" {chosen.note}" if chosen.note else ""
        return Feedback(chosen.correct, f"{head}{note} {self.explanation}", self.terms)

    @property
    def correct_label(self) -> str:
        """The label of the correct choice."""
        return self.choices[self.answer].label


@dataclass(frozen=True, slots=True)
class Lesson:
    """One idea: a short text, then questions."""

    key: str
    """Stable id (progress and ``baloot learn --lesson``)."""
    title: str
    """Menu title."""
    text: str
    """The teaching text (Markdown)."""
    questions: tuple[Question, ...]
    """Two to four questions."""


@dataclass(frozen=True, slots=True)
class LessonRun:
    """Where a learner is in a lesson: the question, and how the answers went."""

    lesson: Lesson
    """The lesson being played."""
    index: int = 0
    """The current question."""
    solved: bool = False
    """Whether the current question has been answered correctly."""
    first_try: tuple[bool, ...] = ()
    """For each finished question: right at the first attempt?"""
    tried: bool = False
    """Whether the current question has had a wrong attempt."""
    last: Feedback | None = field(default=None, compare=False)
    """The feedback of the latest answer."""

    @property
    def question(self) -> Question:
        """The question on screen."""
        return self.lesson.questions[self.index]

    @property
    def finished(self) -> bool:
        """Whether the last question has been solved."""
        return self.solved and self.index == len(self.lesson.questions) - 1

    @property
    def score(self) -> int:
        """Questions answered right at the first attempt."""
        return sum(self.first_try)

    def answer(self, choice: int) -> LessonRun:
        """The run after choosing ``choice`` on the current question (ignored once solved)."""
        if self.solved:
            return self
        feedback = self.question.feedback(choice)
        if not feedback.correct:
            return replace(self, tried=True, last=feedback)
        return replace(
            self, solved=True, first_try=(*self.first_try, not self.tried), last=feedback
        )

    def next(self) -> LessonRun:
        """Move to the next question once the current one is solved."""
        if not self.solved or self.finished:
            return self
        return LessonRun(self.lesson, self.index + 1, first_try=self.first_try)


class LessonError(BalootError):
    """A lesson key that does not exist."""


# --------------------------------------------------------------------------- helpers


def _calls(text: str) -> tuple[Action, ...]:
    """Actions from ``"S pass; E hokum"`` notation."""
    return tuple(parse_action(t) for t in text.split(";") if t.strip())


def _pick(
    prompt: str,
    scene: Scene,
    options: Sequence[tuple[str, object]],
    answer: object,
    explanation: str,
    terms: tuple[str, ...],
    notes: dict[str, str] | None = None,
) -> Question:
    """A question whose right choice is the option whose value equals the computed ``answer``."""
    choices = tuple(
        Choice(label, value == answer, (notes or {}).get(label, "")) for label, value in options
    )
    if sum(c.correct for c in choices) != 1:
        raise LessonError(f"question {prompt!r}: {answer!r} must match exactly one choice")
    return Question(prompt, scene, choices, explanation, terms)


def _judge(
    prompt: str,
    scene: Scene,
    options: Sequence[tuple[str, Action, str]],
    answer: Action,
    explanation: str,
    terms: tuple[str, ...],
) -> Question:
    """A judgement question: the authored ``answer`` among actions, each with a note."""
    choices = tuple(Choice(label, act == answer, note, act) for label, act, note in options)
    return Question(prompt, scene, choices, explanation, terms, judgement=True)


_YES_NO: Final = (("Yes", True), ("No", False))


def _team_name(team: Team | None) -> str:
    if team is None:
        return "Nobody"
    return "Your team (North–South)" if team is YOU.team else "East–West"


def _seats_label(seats: Sequence[Seat]) -> str:
    if not seats:
        return "Nobody"
    return " and ".join("you" if s is YOU else seat_name(s) for s in seats)


def _facts(
    contract: Contract,
    buyer_team: Team,
    ours: int,
    last_trick_ours: bool = True,
    tricks_ours: int = 4,
    *,
    multiplier: int = 1,
    gahwa: bool = False,
    last_raiser: Team | None = None,
    baloot_teams: tuple[Team, ...] = (),
) -> HandFacts:
    """Hand facts where North–South took ``ours`` abnat, the last trick's 10 included."""
    card_ours = ours - (LAST_TRICK_BONUS if last_trick_ours else 0)
    return HandFacts(
        contract=contract,
        buyer_team=buyer_team,
        card_abnat=(card_ours, CARD_ABNAT[contract] - card_ours),
        last_trick=Team.NORTH_SOUTH if last_trick_ours else Team.EAST_WEST,
        tricks_won=(tricks_ours, 8 - tricks_ours),
        baloot_teams=baloot_teams,
        multiplier=multiplier,
        gahwa=gahwa,
        last_raiser=last_raiser,
    )


def _score(facts: HandFacts) -> HandScore:
    return score_hand(facts, RULES)


def _points_label(points: tuple[int, int]) -> str:
    return f"You {points[YOU.team]} – them {points[YOU.team.other]}"


# --------------------------------------------------------------------------- 1. cards


def _winner_question(prompt: str, leader: Seat, cards: str, trump: Suit | None) -> Question:
    played = parse_cards(cards)
    table = tuple(zip(turn_order(leader), played, strict=True))
    winner_seat, winner = table[winning_position(played, trump)]
    order = "J 9 A 10 K Q 8 7" if trump is not None else "A 10 K Q J 9 8 7"
    kind = f"Hokum, {trump.symbol} trumps" if trump is not None else "Sun"
    explanation = f"{winner.label} ({seat_name(winner_seat)}) wins. " + (
        f"Trumps rank {order}, and any trump beats every card of another suit. "
        if trump is not None and winner.suit is trump
        else f"Only the led suit ({played[0].suit.symbol}) can win; it ranks A 10 K Q J 9 8 7. "
    )
    return _pick(
        prompt,
        Scene(
            contract=Contract.HOKUM if trump is not None else Contract.SUN, trump=trump, table=table
        ),
        [(f"{c.label} ({seat_name(s)})", c) for s, c in table],
        winner,
        explanation + f"({kind}.)",
        ("sun", "hokum") if trump is None else ("hokum",),
    )


def _lesson_cards() -> Lesson:
    trump = Suit.HEARTS
    trick = parse_cards("JH 9H AS TS")
    worth = trick_points(trick, trump)
    as_sun = trick_points(trick, None)
    return Lesson(
        "cards",
        "Card order and points",
        "Baloot uses 32 cards: A K Q J 10 9 8 7 in four suits. You must follow the suit that "
        "was led if you can, and the highest card of that suit wins the trick.\n\n"
        "* In **Sun** (no trumps) and in the side suits of **Hokum**, the order is "
        "**A 10 K Q J 9 8 7**: the Ten beats the King.\n"
        "* In the **trump suit** of Hokum the order changes: **J 9 A 10 K Q 8 7**. "
        "Any trump beats any card of another suit.\n"
        "* Points (*abnat*): A 11, 10 10, K 4, Q 3, J 2, and in trumps J 20 and 9 14. "
        "The last trick adds 10 (the *ard*).",
        (
            _winner_question(
                "Sun. East led the Q♠. Which card wins the trick?", Seat.EAST, "QS TS KS AH", None
            ),
            _winner_question(
                "Hokum, ♥ trumps. East led the A♥. Which card wins?",
                Seat.EAST,
                "AH TH 9H KH",
                trump,
            ),
            _winner_question(
                "Hokum, ♥ trumps. East led the A♠ and West had no spade. Which card wins?",
                Seat.EAST,
                "AS 7S 7H TS",
                trump,
            ),
            _pick(
                "Hokum, ♥ trumps. How many abnat are in this trick?",
                Scene(
                    contract=Contract.HOKUM,
                    trump=trump,
                    table=tuple(zip(turn_order(Seat.EAST), trick, strict=True)),
                ),
                [(str(n), n) for n in sorted({worth, as_sun, worth - 10, worth + 10})],
                worth,
                f"J♥ 20 + 9♥ 14 (trump values) + A♠ 11 + 10♠ 10 = {worth}. "
                f"Counted as in Sun it would be only {as_sun}: the trump J and 9 are the big "
                "cards of Hokum.",
                ("abnat", "hokum"),
            ),
        ),
    )


# ----------------------------------------------------------------- 2-3. judgement bids


def _bid_choices(face: Card) -> list[tuple[str, Action, str]]:
    return [
        (
            f"Hokum {face.suit.symbol}",
            Bid(YOU, Call.HOKUM),
            f"Hokum makes {face.suit.symbol} trumps and you take the {face.label}.",
        ),
        ("Sun", Bid(YOU, Call.SUN), "Sun has no trumps: Aces and protected Tens win it."),
        ("Pass", Pass(YOU), "Passing leaves the card to the others (or to round 2)."),
    ]


def _bid_question(hand: str, face: str, answer: Call | None, why: str) -> Question:
    face_card = card(face)
    scene = Scene(hand=parse_cards(hand), dealer=Seat.WEST, face_card=face_card)
    chosen: Action = Pass(YOU) if answer is None else Bid(YOU, answer)
    return _judge(
        f"You speak first; the face-up card is the {face_card.label}. What do you say?",
        scene,
        _bid_choices(face_card),
        chosen,
        why,
        ("hokum", "sun", "buyer", "face_card"),
    )


def _lesson_hokum_or_sun() -> Lesson:
    return Lesson(
        "hokum_or_sun",
        "Hokum or Sun",
        "The first decision of every hand is what to buy. Count the face-up card as yours: "
        "the buyer takes it.\n\n"
        "* **Hokum** (trumps, 16 points a hand) wants the **Jack and Nine of the trump suit**, "
        "a few trumps, and side Aces.\n"
        "* **Sun** (no trumps, 26 points a hand) wants **Aces**, and Tens protected by their "
        "Ace. Sun always outranks Hokum.\n"
        "* With neither, **pass**.",
        (
            _bid_question(
                "JH 9H 7H AS 8C",
                "KH",
                Call.HOKUM,
                "J♥ and 9♥ are the two top trumps; with the K♥ you would hold four hearts and "
                "a side Ace. That is a Hokum, not a Sun: you have only one Ace.",
            ),
            _bid_question(
                "AS TS AD KD AC",
                "QC",
                Call.SUN,
                "Three Aces and a Ten behind its Ace: these win tricks whatever the trump, and "
                "Sun pays 26 instead of 16. In Hokum ♣ you would have no Jack or Nine of trumps.",
            ),
            _bid_question(
                "7S 8S QD 9C 8H",
                "JH",
                None,
                "The J♥ alone is one trump trick; with no other heart and no Ace the contract "
                "would probably fail (khasara). Let the others bid.",
            ),
        ),
    )


def _buyer_needs() -> int:
    """The fewest abnat (last trick included) with which a Hokum buyer makes it, no projects."""
    for ours in range(LAST_TRICK_BONUS, 163):
        score = _score(_facts(Contract.HOKUM, YOU.team, ours))
        if score.outcome == "made":
            return ours
    raise LessonError("no Hokum split is made")  # pragma: no cover - the rules say 82


def _lesson_when_to_buy() -> Lesson:
    needs = _buyer_needs()
    sun_pot, hokum_pot = POT_GP[Contract.SUN], POT_GP[Contract.HOKUM]
    return Lesson(
        "when_to_buy",
        "When to buy",
        "Buying is a bet: your team must take more than the other team, or the whole pot "
        "goes to them (*khasara*). A Hokum buyer needs more than half of the 162 abnat; a Sun "
        "buyer half of 130.\n\nBuy when your hand, with the face-up card, should win about "
        "half of that on its own: your partner and the cards still to come do the rest.",
        (
            _pick(
                "How many game points are at stake in a Sun hand?",
                Scene(),
                [(str(n), n) for n in (hokum_pot, sun_pot, 44, 130)],
                sun_pot,
                f"A Sun hand is worth {sun_pot} game points and a Hokum hand {hokum_pot}. 130 is "
                "the abnat of a Sun hand; 44 a Sun kaboot.",
                ("sun", "game_points"),
            ),
            _pick(
                "Without projects, how many of the 162 abnat must the Hokum buyer's team take?",
                Scene(contract=Contract.HOKUM),
                [(str(n), n) for n in (65, 76, 81, 82)],
                needs,
                f"{needs}: more than half. At 81–81 the buyer loses (khasara), because a tie "
                "goes against the buyer in Hokum.",
                ("khasara", "abnat"),
            ),
            _bid_question(
                "JS AS 8H 9D 7C",
                "8S",
                Call.HOKUM,
                "J♠ and A♠ with the 8♠: three trumps headed by the top trump. Expect the Jack "
                "and the Ace to win tricks and the small trump to ruff: enough for Hokum.",
            ),
            _bid_question(
                "9S TS KH QD 8C",
                "7S",
                None,
                "The 9♠ and 10♠ without the Jack can be caught, and there is no Ace: "
                "too little to carry a contract. Pass.",
            ),
        ),
    )


# --------------------------------------------------------------------------- 4. Ashkal


_ASHKAL_HAND: Final = "AH TH AD QC 7S"


def _can_say(scene: Scene, call: Call) -> bool:
    b = scene.auction()
    return b.to_act is YOU and any(
        isinstance(a, Bid) and a.call is call for a in legal_calls(b, scene.hand, RULES)
    )


def _ashkal_question(prompt: str, dealer: Seat, calls: str, face: str, why: str) -> Question:
    scene = Scene(parse_cards(_ASHKAL_HAND), dealer, card(face), _calls(calls))
    return _pick(prompt, scene, _YES_NO, _can_say(scene, Call.ASHKAL), why, ("ashkal", "sun"))


def _lesson_ashkal() -> Lesson:
    scene = Scene(parse_cards(_ASHKAL_HAND), Seat.EAST, card("KS"), _calls("N pass; W pass"))
    buyer = apply_call(scene.auction(), Bid(YOU, Call.ASHKAL), RULES).buyer
    assert buyer is not None
    return Lesson(
        "ashkal",
        "Ashkal",
        "**Ashkal** is a Sun called for your **partner**: your partner takes the face-up card "
        "and is the buyer. Use it when the face-up card would help your partner more than you, "
        "or when you have a Sun hand but the card is poor for you.\n\n"
        "Only the **3rd and 4th speakers** may say Ashkal, and **never when the face-up card is "
        "an Ace**.",
        (
            _ashkal_question(
                "East dealt, so you speak third. The face-up card is the K♠. May you say Ashkal?",
                Seat.EAST,
                "N pass; W pass",
                "KS",
                "You are the third speaker and the card is not an Ace, so Ashkal is open.",
            ),
            _ashkal_question(
                "Same seat, but the face-up card is the A♠. May you say Ashkal?",
                Seat.EAST,
                "N pass; W pass",
                "AS",
                "No Ashkal on an Ace: an Ace is too good a card to hand over.",
            ),
            _ashkal_question(
                "North dealt, so you speak second. May you say Ashkal?",
                Seat.NORTH,
                "W pass",
                "KS",
                "Only the 3rd and 4th speakers may say Ashkal; you speak second.",
            ),
            _pick(
                "You say Ashkal. Who takes the face-up card?",
                scene,
                [
                    ("You", YOU),
                    ("Your partner North", Seat.NORTH),
                    ("East", Seat.EAST),
                    ("West", Seat.WEST),
                ],
                buyer,
                f"Ashkal makes {seat_name(buyer)} the buyer of a Sun: the partner takes the card "
                "and the two cards that come with it.",
                ("ashkal", "buyer"),
            ),
        ),
    )


# ---------------------------------------------------------------------- 5. before you


def _before_you_question(prompt: str, dealer: Seat, calls: str, why: str) -> Question:
    scene = Scene(parse_cards("AS TS AH KD 7C"), dealer, card("9D"), _calls(calls))
    return _pick(
        prompt,
        scene,
        _YES_NO,
        _can_say(scene, Call.BEFORE_YOU),
        why,
        ("before_you", "sun"),
    )


def _takers_question(prompt: str, dealer: Seat, calls: str, why: str) -> Question:
    scene = Scene(parse_cards("8S 7H 8D 9C 7C"), dealer, card("9D"), _calls(calls))
    b = scene.auction()
    takers = b.queue if b.stage is BidStage.BEFORE_YOU else ()
    labels = [_seats_label(s) for s in ((), (Seat.WEST,), (Seat.EAST,), (Seat.WEST, Seat.EAST))]
    options = [(label, label) for label in dict.fromkeys(labels)]
    return _pick(prompt, scene, options, _seats_label(takers), why, ("before_you", "sun"))


def _lesson_before_you() -> Lesson:
    return Lesson(
        "before_you",
        "Before you (gablak)",
        "In round 1 a Sun (or Ashkal) ends the normal bidding, but an **opponent who speaks "
        'earlier** may still take the Sun for himself by saying **"before you"** (قبلك). '
        "Priority follows the speaking order: the first speaker is never overtaken.\n\n"
        "In **round 2** there is no 'before you': a Sun there ends the auction at once.",
        (
            _before_you_question(
                "North dealt: West, you, East, North speak in that order. East says Sun. "
                "May you take it 'before you'?",
                Seat.NORTH,
                "W pass; S pass; E sun",
                "East is an opponent who speaks after you, so you may take the Sun first.",
            ),
            _takers_question(
                "North dealt. Your partner North, the last speaker, says Sun. "
                "Who may take it 'before you'?",
                Seat.NORTH,
                "W pass; S pass; E pass; N sun",
                "West and East are North's opponents and both speak earlier; they are asked in "
                "order. You are North's partner, so you are not asked.",
            ),
            _takers_question(
                "West dealt, so you speak first, and you say Sun. Who may take it from you?",
                Seat.WEST,
                "S sun",
                "Nobody speaks before the first speaker, so a first-speaker Sun is final.",
            ),
            _before_you_question(
                "Round 2 (everyone passed round 1). East says Sun. May you say 'before you'?",
                Seat.NORTH,
                "W pass; S pass; E pass; N pass; W pass; S pass; E sun",
                "In round 2 a Sun ends the bidding at once: you gave up your priority by "
                "passing (wala).",
            ),
        ),
    )


# ----------------------------------------------------------------------- 6. round two


def _lesson_round_two() -> Lesson:
    confirm = Scene(
        parse_cards("JS 9S AS 7D 8C"),
        Seat.WEST,
        card("9H"),
        _calls("S pass; E pass; N pass; W pass; S hokum; E pass; N pass; W pass"),
    )
    b = confirm.auction()
    suits = frozenset(
        a.suit
        for a in legal_calls(b, confirm.hand, RULES)
        if isinstance(a, Bid) and a.suit is not None
    )
    all_but_face = frozenset(s for s in Suit if s is not Suit.HEARTS)
    override = Scene(
        parse_cards("AS TS AD KD AC"),
        Seat.NORTH,
        card("9H"),
        _calls("W pass; S pass; E pass; N pass; W hokum"),
    )
    too_late = Scene(
        parse_cards("AS TS AD KD AC"),
        Seat.NORTH,
        card("9H"),
        _calls("W pass; S pass; E pass; N pass; W pass; S pass; E hokum"),
    )
    return Lesson(
        "round_two",
        "Round two (thany)",
        "If all four pass in round 1, **round 2** starts with the first speaker again. "
        "Now Hokum may be bought in **any suit except the face-up suit** (named when the bid "
        "is confirmed), or Sun.\n\n"
        "A round-2 Hokum can be overridden with Sun only by players **whose turn has not come "
        "yet**: a player who said *wala* has given up. If everybody passes again, it is "
        "*waraq*: a new deal.",
        (
            _pick(
                "The face-up card is the 9♥. In round 2 you bid Hokum and nobody overrides. "
                "Which trump may you name?",
                confirm,
                [
                    ("♥ only", frozenset({Suit.HEARTS})),
                    ("♠, ♦ or ♣", all_but_face),
                    ("Any suit", frozenset(Suit)),
                ],
                suits,
                "Round 2 is for the other suits: ♥ was on offer in round 1 and everyone refused "
                "it. You could also switch to Sun.",
                ("round_two", "confirm"),
            ),
            _pick(
                "Round 2: West (first speaker) bids Hokum. You speak next. May you say Sun?",
                override,
                _YES_NO,
                _can_say(override, Call.SUN),
                "Your round-2 turn has not come yet, so you may still override West's Hokum "
                "with a Sun.",
                ("round_two", "sun"),
            ),
            _pick(
                "Round 2: you said wala, then East bid Hokum. Do you get another turn?",
                too_late,
                _YES_NO,
                YOU in too_late.auction().queue,
                "No: in round 2 only the players after the Hokum bidder speak again; your wala "
                "was final.",
                ("round_two", "pass"),
            ),
        ),
    )


# ------------------------------------------------------------------------- 7. doubling


def _lesson_doubling() -> Lesson:
    hokum_ladder = start_doubling(Contract.HOKUM, Seat.NORTH, (0, 0), RULES)
    doublers = hokum_ladder.queue
    after_three = start_doubling(Contract.HOKUM, Seat.EAST, (0, 0), RULES)
    for step in (
        Pass(Seat.NORTH),
        Double(YOU, DoubleStep.DOUBLE, True),
        Double(Seat.EAST, DoubleStep.THREE),
    ):
        after_three = apply_raise(after_three, step, RULES)
    your_options = set(legal_raises(after_three, RULES))
    four_or_pass = {
        Pass(YOU),
        Double(YOU, DoubleStep.FOUR, True),
        Double(YOU, DoubleStep.FOUR, False),
    }
    gahwa = _score(
        _facts(
            Contract.HOKUM,
            YOU.team,
            100,
            multiplier=4,
            gahwa=True,
            last_raiser=YOU.team,
        )
    )
    strong = "JS 9S AS TS AH AD 7C 8C"
    return Lesson(
        "doubling",
        "Doubling and Gahwa",
        "After the contract and the deal, the buyer's **opponents** may **Double** (×2). "
        "Then the ladder alternates: the **buyer** may answer **Three** (×3), the doubler "
        "**Four** (×4), and the buyer **Gahwa** (قهوة): whoever wins that hand wins the match.\n\n"
        "A doubled hand is winner-takes-all. In Hokum the doubler chooses **closed** (no trump "
        "leads while holding another suit) or **open**. A Sun may be doubled only when the "
        "buyer's team has passed 100 and the doubler's team has not.",
        (
            _pick(
                "Your partner North bought Hokum. Who may double?",
                Scene(contract=Contract.HOKUM, trump=Suit.SPADES, facts=("North is the buyer.",)),
                [
                    (_seats_label((Seat.WEST, Seat.EAST)), (Seat.WEST, Seat.EAST)),
                    ("You", (YOU,)),
                    ("East only", (Seat.EAST,)),
                    ("Nobody", ()),
                ],
                doublers,
                "Only the buyer's opponents may double, the one after the buyer first.",
                ("double", "buyer"),
            ),
            _pick(
                "East bought Hokum, you doubled and East said Three. What may you do now?",
                Scene(contract=Contract.HOKUM, trump=Suit.SPADES),
                [
                    ("Four (closed or open), or pass", four_or_pass),
                    ("Gahwa, or pass", {Pass(YOU), Double(YOU, DoubleStep.GAHWA)}),
                    ("Nothing: the ladder is over", set()),
                ],
                your_options,
                "Four belongs to whoever doubled, and you choose closed or open again; Gahwa "
                "would be East's answer.",
                ("four", "three", "closed"),
            ),
            _pick(
                "What does a Gahwa put at stake?",
                Scene(),
                [
                    ("The whole match", True),
                    ("Five times the points", False),
                    ("The 26 points of a Sun", False),
                ],
                gahwa.match_won_by is not None,
                f"The team that wins a Gahwa hand wins the match at once (the sheet records "
                f"{RULES.match_target}).",
                ("gahwa",),
            ),
            _judge(
                "West bought Hokum ♠. Your eight cards are shown. Double?",
                Scene(hand=parse_cards(strong), contract=Contract.HOKUM, trump=Suit.SPADES),
                [
                    (
                        "Double (closed)",
                        Double(YOU, DoubleStep.DOUBLE, True),
                        "×2, no trump leads.",
                    ),
                    ("Pass", Pass(YOU), "The hand is played at ×1."),
                ],
                Double(YOU, DoubleStep.DOUBLE, True),
                "You hold J♠ 9♠ A♠ 10♠, the four best trumps, and two side Aces: West's trumps "
                "will fall to yours. Double, and keep it closed so West cannot lead trumps "
                "while holding other suits.",
                ("double", "closed"),
            ),
        ),
    )


# ------------------------------------------------------------------------- 8. projects


def _project_label(projects: tuple[Project, ...]) -> str:
    return " + ".join(p.label for p in projects) if projects else "Nothing"


def _lesson_projects() -> Lesson:
    hand = parse_cards("7H 8H 9H TH KS KD AC QC")
    options = declaration_options(hand, Contract.SUN, RULES)
    best = best_declaration(hand, Contract.SUN, RULES)
    sira_ace = (parse_project("sira:QS-KS-AS"),)
    fifty = (parse_project("fifty:7D-8D-9D-TD"),)
    first_count = counting_team({YOU: sira_ace, Seat.EAST: fifty}, YOU, Contract.SUN, None, RULES)
    tie = counting_team(
        {
            Seat.EAST: (parse_project("sira:JC-QC-KC"),),
            Seat.NORTH: (parse_project("sira:JD-QD-KD"),),
        },
        YOU,
        Contract.SUN,
        None,
        RULES,
    )
    plain = _score(_facts(Contract.HOKUM, YOU.team, 100, multiplier=2, last_raiser=Team.EAST_WEST))
    with_baloot = _score(
        _facts(
            Contract.HOKUM,
            YOU.team,
            100,
            multiplier=2,
            last_raiser=Team.EAST_WEST,
            baloot_teams=(YOU.team,),
        )
    )
    baloot_worth = with_baloot.points[YOU.team] - plain.points[YOU.team]
    return Lesson(
        "projects",
        "Projects and Baloot",
        "On your first card you may declare **projects**: a **Sira** (three in sequence), a "
        "**Fifty** (four), a **Hundred** (five, or four 10s/Js/Qs/Ks), in Sun **Four hundred** "
        "(four Aces). Only the team with the **best project** scores its projects; the other "
        "team's count for nothing.\n\n"
        "**Baloot** is the King and Queen of trumps in Hokum: 2 game points for the holder's "
        "team, never multiplied.",
        (
            _pick(
                "Sun. Which project do you declare with these cards?",
                Scene(hand=hand, contract=Contract.SUN),
                [(_project_label(o), o) for o in options[1:]],
                best,
                f"{_project_label(best)} is your strongest declaration: it beats any Sira, "
                "and the team comparison looks at the best project first.",
                ("projects", "fifty", "sira"),
            ),
            _pick(
                "Sun. You declared a Sira to the Ace; East declared a Fifty. Whose projects count?",
                Scene(contract=Contract.SUN),
                [(_team_name(t), t) for t in (YOU.team, Team.EAST_WEST, None)],
                first_count,
                "A Fifty outranks any Sira, however high: only the team with the better best "
                "project scores.",
                ("projects", "fifty", "sira"),
            ),
            _pick(
                "Sun, you lead the first trick. East and your partner North each declared a "
                "Sira to the King. Whose count?",
                Scene(contract=Contract.SUN),
                [(_team_name(t), t) for t in (YOU.team, Team.EAST_WEST, None)],
                tie,
                "Equal projects: the one declared nearer the first leader in playing order wins. "
                f"You lead, East plays second and North third, so {_team_name(tie).lower()} "
                "count.",
                ("projects", "sira"),
            ),
            _pick(
                "Hokum, doubled, your team won. You held the K and Q of trumps. "
                "How many game points did Baloot add?",
                Scene(contract=Contract.HOKUM, trump=Suit.HEARTS),
                [(str(n), n) for n in (BALOOT_GAME_POINTS, 2 * BALOOT_GAME_POINTS, 20, 0)],
                baloot_worth,
                f"Baloot is worth {BALOOT_GAME_POINTS} game points and is never multiplied, "
                "even in a doubled hand.",
                ("baloot", "double"),
            ),
        ),
    )


# -------------------------------------------------------------------------- 9. scoring


def _lesson_scoring() -> Lesson:
    numbers = (84, 65)
    sun = {n: sun_card_gp(n) for n in numbers}
    hokum_low = hokum_card_gp((65, 97), YOU.team, RULES)
    hokum_even = hokum_card_gp((86, 76), YOU.team, RULES)
    return Lesson(
        "scoring",
        "Scoring and rounding",
        "After the hand each team adds its **abnat** (card points, +10 for the last trick) "
        "and turns them into **game points**.\n\n"
        "* **Sun**: round to the nearest 10 (a 5 stays), times 2, divided by 10. "
        "The two teams always make 26.\n"
        "* **Hokum**: divide by 10 for the team with fewer abnat, where .5 rounds **down** "
        "and .6 up; the other team gets the rest of the 16.",
        (
            _pick(
                "Sun: your team took 84 abnat. How many game points?",
                Scene(contract=Contract.SUN),
                [(str(n), n) for n in sorted({sun[84], 17, 8, 18})],
                sun[84],
                "84 rounds to 80; 80 × 2 / 10 = 16. The other team's 46 rounds to 50 → 10; "
                "16 + 10 = 26.",
                ("sun", "game_points", "abnat"),
            ),
            _pick(
                "Sun: your team took 65 abnat. How many game points?",
                Scene(contract=Contract.SUN),
                [(str(n), n) for n in sorted({sun[65], 12, 14})],
                sun[65],
                "A 5 is left alone: 65 × 2 / 10 = 13.",
                ("sun", "game_points"),
            ),
            _pick(
                "Hokum: your team took 65 abnat, the other team 97. How many game points "
                "do you get?",
                Scene(contract=Contract.HOKUM),
                [(str(n), n) for n in sorted({hokum_low[YOU.team], 7, 5})],
                hokum_low[YOU.team],
                f"The smaller side is rounded: 6.5 → {hokum_low[YOU.team]} (.5 rounds "
                f"down); the other side gets 16 − {hokum_low[YOU.team]} = "
                f"{hokum_low[YOU.team.other]}.",
                ("hokum", "game_points"),
            ),
            _pick(
                "Hokum: 86 abnat against 76. How do the 16 game points split?",
                Scene(contract=Contract.HOKUM),
                [(f"{a} – {b}", (a, b)) for a, b in ((9, 7), (8, 8), (9, 8))],
                hokum_even,
                "76 → 7.6 rounds up to 8, so the other side gets 16 − 8 = 8.",
                ("hokum", "game_points"),
            ),
        ),
    )


# ---------------------------------------------------------------- 10. khasara, kaboot


def _outcome_label(score: HandScore) -> str:
    return f"{score.outcome}: {_points_label(score.points)}"


def _lesson_khasara() -> Lesson:
    tie = _score(_facts(Contract.HOKUM, YOU.team, 81))
    sun_tie = _score(_facts(Contract.SUN, YOU.team, 65))
    kaboot = _score(_facts(Contract.SUN, YOU.team, 130, tricks_ours=8))
    hokum_options = {
        "You made it: 8 – 8": ("made", (8, 8)),
        "Khasara: they take all 16": ("khasara", (0, 16)),
        "A split: 8 – 8, nobody loses": ("split", (8, 8)),
    }
    sun_options = {
        "Split: 13 – 13": ("split", (13, 13)),
        "Khasara: they take 26": ("khasara", (0, 26)),
        "You made it: 26 – 0": ("made", (26, 0)),
    }
    return Lesson(
        "khasara",
        "Khasara and kaboot",
        "If the buyer's team scores **less** than the other team, it is **khasara**: the buyer "
        "scores nothing and the opponents take the **whole pot** (and the projects).\n\n"
        "If one team takes **all eight tricks** it is **kaboot**: 44 game points in Sun, "
        "25 in Hokum, whoever bought.",
        (
            _pick(
                "Your team bought Hokum and took exactly 81 of the 162 abnat. What happens?",
                Scene(contract=Contract.HOKUM),
                [(label, value) for label, value in hokum_options.items()],
                (tie.outcome, tie.points),
                "In Hokum a tie goes against the buyer: 81–81 is khasara, the opponents take "
                "all 16.",
                ("khasara", "hokum"),
            ),
            _pick(
                "Your team bought Sun and took 65 of the 130 abnat. What happens?",
                Scene(contract=Contract.SUN),
                [(label, value) for label, value in sun_options.items()],
                (sun_tie.outcome, sun_tie.points),
                "In Sun an exact 65–65 is a split: each team keeps its 13.",
                ("sun", "khasara"),
            ),
            _pick(
                "Your team bought Sun and took all eight tricks. How many game points?",
                Scene(contract=Contract.SUN),
                [(str(n), n) for n in (26, 44, 52, 130)],
                kaboot.points[YOU.team],
                f"Kaboot: {kaboot.points[YOU.team]} instead of the 26 of the pot.",
                ("kaboot", "sun"),
            ),
        ),
    )


# --------------------------------------------------------------------------- catalogue

_BUILDERS: Final[tuple[Callable[[], Lesson], ...]] = (
    _lesson_cards,
    _lesson_hokum_or_sun,
    _lesson_when_to_buy,
    _lesson_ashkal,
    _lesson_before_you,
    _lesson_round_two,
    _lesson_doubling,
    _lesson_projects,
    _lesson_scoring,
    _lesson_khasara,
)

LESSONS: Final = tuple(build() for build in _BUILDERS)
"""Every lesson, in teaching order."""

_BY_KEY: Final = {lesson.key: lesson for lesson in LESSONS}


def lesson(key: str) -> Lesson:
    """The lesson with this key.

    Raises:
        LessonError: there is none; the message lists the keys.
    """
    found = _BY_KEY.get(key.strip().lower())
    if found is None:
        raise LessonError(f"unknown lesson {key!r}; choose one of {', '.join(_BY_KEY)}")
    return found


def describe_scene(scene: Scene) -> tuple[str, ...]:
    """The scene in plain lines (the UI styles the cards)."""
    lines: list[str] = []
    if scene.dealer is not None:
        order = ", ".join(
            "you" if s is YOU else seat_name(s) for s in turn_order(scene.dealer.next)
        )
        lines.append(f"Dealer: {seat_name(scene.dealer)}. Speaking order: {order}.")
    if scene.face_card is not None:
        lines.append(f"Face-up card: {scene.face_card.label}")
    if scene.calls:
        lines.append("Calls so far: " + ", ".join(_call_text(a) for a in scene.calls))
    if scene.contract is not None:
        trump = f" ({scene.trump.symbol} trumps)" if scene.trump is not None else ""
        lines.append(f"Contract: {scene.contract.value.capitalize()}{trump}")
    if scene.table:
        lines.append(
            "On the table: "
            + ", ".join(f"{'you' if s is YOU else seat_name(s)} {c.label}" for s, c in scene.table)
        )
    lines.extend(scene.facts)
    if scene.hand:
        lines.append("Your cards: " + " ".join(c.label for c in scene.hand))
    return tuple(lines)


def scene_of(view: PlayerView) -> Scene:
    """The table a view shows, as a scene (the quiz and the review describe views this way)."""
    calls = tuple(a for a in view.history if isinstance(a, (Bid, Pass, Double)))
    table: tuple[tuple[Seat, Card], ...] = ()
    if view.leader is not None:
        table = tuple(zip(turn_order(view.leader), view.trick, strict=False))
    return Scene(
        hand=view.hand,
        dealer=view.dealer,
        face_card=view.face_card if view.phase is Phase.BIDDING else None,
        calls=calls if view.phase is not Phase.PLAYING else (),
        contract=view.contract,
        trump=view.trump,
        table=table,
    )


def _call_text(action: Action) -> str:
    who = "you" if action.seat is YOU else seat_name(action.seat)
    return f"{who} {action_label(action).lower()}"


def glossary_lines(terms: Sequence[str]) -> tuple[str, ...]:
    """One line per glossary term: name, Arabic and meaning."""
    return tuple(
        f"{TERMS[k].name} ({TERMS[k].arabic}): {TERMS[k].meaning}" for k in terms if k in TERMS
    )
