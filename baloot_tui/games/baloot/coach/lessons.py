"""Short interactive lessons: one idea each, taught in a few lines, then 2-4 questions.

The lessons are data: one TOML file each in ``coach/lesson_data`` (a key, a title, a
topic, the teaching text and the questions), read and checked the first time the
lessons are asked for (:func:`shipped_lessons`), so a broken file stops the program
with a message naming the file and the field. Adding a lesson is adding a file.

Every question has a *kind* (:data:`KINDS`). When the answer is a fact of the rules
(which card wins, which cards are legal, which calls are open, how a score rounds,
whose projects count) the kind **computes it with the rules engine's own functions**
(``rules.tricks``, ``rules.bidding``, ``rules.doubling``, ``rules.projects``,
``rules.scoring``); the file only offers the choices, and exactly one must match. The
explanations may name figures the kind computed (``{trumps}``, ``{winner}``...) and the
house-rule sentences of :mod:`~baloot_tui.games.baloot.help.rule_text` (``{rule:baloot}``), so
they cannot drift from what the game does. Judgement questions (Hokum or Sun, when to
double, which card to lead) carry an authored answer; the tests check it against the
hand evaluation, and the kind checks that it is legal.

A file is written in English; its Arabic is in the ``ar`` catalogue, each text a
message in the ``lesson`` context (:mod:`~baloot_tui.games.baloot.coach.lesson_words`). Each
file is read in each language when that language's lessons are first asked for
(``LESSONS``, ``LESSONS_AR``), the computed words put in from the catalogue; a file
whose texts are not all translated is the same English lesson in both.

The learner sits South. What a lesson, a question and a run of a lesson are, and how
a file is read and checked, is the frame every game shares
(:mod:`baloot_tui.text.lessons`); this module holds Baloot's scenes and question kinds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from functools import cache, lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Final

from baloot_tui.core.cards import DECK, Card, Rank, Suit, parse_cards
from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import Seat, Team, turn_order
from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.bots.evaluate import (
    HokumStrength,
    SunStrength,
    hokum_strength,
    sun_strength,
)
from baloot_tui.games.baloot.coach import lesson_words
from baloot_tui.games.baloot.coach.explain import action_label, seat_name
from baloot_tui.games.baloot.coach.hand_words import COMPONENT_WORDS
from baloot_tui.games.baloot.help.card_reasons import ALLOWED_REASONS
from baloot_tui.games.baloot.help.glossary import TERMS
from baloot_tui.games.baloot.help.rule_text import RuleTextError
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Double,
    DoubleStep,
    Pass,
    parse_action,
)
from baloot_tui.games.baloot.rules.bidding import (
    BiddingState,
    BidStage,
    apply_call,
    legal_calls,
    start_bidding,
)
from baloot_tui.games.baloot.rules.doubling import apply_raise, legal_raises, start_doubling
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.projects import (
    Project,
    best_declaration,
    counting_team,
    declaration_options,
    parse_project,
)
from baloot_tui.games.baloot.rules.scoring import (
    BALOOT_GAME_POINTS,
    CARD_ABNAT,
    KABOOT_GP,
    LAST_TRICK_BONUS,
    POT_GP,
    HandFacts,
    HandScore,
    score_hand,
)
from baloot_tui.games.baloot.rules.tricks import (
    Trick,
    classify_turn,
    trick_points,
    winning_position,
)
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text import lessons
from baloot_tui.text.i18n import N_, Language, _, language
from baloot_tui.text.lessons import ENGLISH, Choice, Fields, LessonError, Words, pick, with_figures

YOU: Final = Seat.SOUTH
"""The learner's seat in every lesson."""
RULES: Final = DEFAULT_RULES
"""The house rules the shipped lessons are checked against."""
TOPICS: Final = ("cards", "bidding", "doubling", "projects", "scoring", "play")
"""The topics lessons belong to, in teaching order (the per-topic record)."""


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
    closed: bool = False
    """Whether the hand is a closed double."""
    table: tuple[tuple[Seat, Card], ...] = ()
    """Cards on the table, in play order."""
    seen: tuple[Card, ...] = ()
    """Cards played in earlier tricks (when only the cards matter)."""
    tricks: tuple[Trick, ...] = ()
    """The tricks played so far, each with its winner (a position from a real hand)."""
    facts: tuple[str, ...] = ()
    """Other things the learner is told (scores, who bought...)."""
    seat: Seat = YOU
    """Whose table this is: the seat the description calls "you"."""
    buyer: Seat | None = None
    """Who bought, where a judgement's grading needs it (the table's facts say so)."""

    def auction(self, rules: HouseRules = RULES) -> BiddingState:
        """The auction after :attr:`calls`, replayed by the rules engine."""
        assert self.dealer is not None and self.face_card is not None
        state = start_bidding(self.dealer, self.face_card)
        for call in self.calls:
            state = apply_call(state, call, rules)
        return state

    def lines(self) -> tuple[str, ...]:
        """The scene in plain lines, spoken to :attr:`seat` (:func:`describe_scene`)."""
        return describe_scene(self)


Question = lessons.Question[Scene]
"""A Baloot question: a decision on a prepared Baloot table."""
Lesson = lessons.Lesson[Scene]
"""A Baloot lesson."""


def _contract(text: str) -> Contract:
    try:
        return Contract(text.strip().lower())
    except ValueError:
        raise LessonError(f"{text!r} is not sun or hokum") from None


def _team(text: str) -> Team:
    words = {"us": YOU.team, "them": YOU.team.other}
    key = text.strip().lower()
    if key not in words:
        raise LessonError(f"{text!r} is not us or them")
    return words[key]


def _seats(text: str) -> tuple[Seat, ...]:
    return tuple(Seat.parse(t) for t in text.split())


def _calls(text: str) -> tuple[Action, ...]:
    """Actions from ``"S pass; E hokum"`` notation."""
    return tuple(parse_action(t) for t in text.split(";") if t.strip())


def _suits(text: str) -> frozenset[Suit]:
    return frozenset(Suit.parse(t) for t in text.split())


def _set_label(suits: frozenset[Suit], say: Words = ENGLISH) -> str:
    ordered = [s.symbol for s in Suit if s in suits]
    if len(ordered) == len(Suit):
        return say(N_("Any suit"))
    if len(ordered) == 1:
        return say(N_("{suit} only")).format(suit=ordered[0])
    first = say(N_(", ")).join(ordered[:-1])
    return say(N_("{first} or {last}")).format(first=first, last=ordered[-1])


def _cards_label(cards: Sequence[Card], say: Words = ENGLISH) -> str:
    return " ".join(c.label for c in cards) if cards else say(N_("None"))


def _seats_label(seats: Sequence[Seat], say: Words = ENGLISH) -> str:
    if not seats:
        return say(N_("Nobody"))
    names = [_who(s, YOU, say) for s in seats]
    first = say(N_(", ")).join(names[:-1])
    label = (
        names[0]
        if len(names) == 1
        else say(N_("{first} and {last}")).format(first=first, last=names[-1])
    )
    return label[0].upper() + label[1:]


def _who(seat: Seat, you: Seat, say: Words) -> str:
    """``you`` or the seat's name."""
    return say(N_("you")) if seat is you else say(seat_name(seat))


def _team_name(team: Team | None, say: Words = ENGLISH) -> str:
    if team is None:
        return say(N_("Nobody"))
    return say(N_("Your team (North–South)")) if team is YOU.team else say(N_("East–West"))


# --------------------------------------------------------------------------- question kinds


Built = lessons.Built[Scene]
"""What a Baloot question kind makes of its table."""


def _yes_no(say: Words) -> list[tuple[str, object]]:
    return [(say(N_("Yes")), True), (say(N_("No")), False)]


_POSITIONS: Final = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))


def _bidding_scene(f: Fields) -> Scene:
    return Scene(
        hand=f.parsed("hand", parse_cards, ()),
        dealer=f.parsed("dealer", Seat.parse),
        face_card=f.parsed("face", lambda t: parse_cards(t)[0]),
        calls=f.parsed("calls", _calls, ()),
        facts=f.said_texts("facts"),
    )


def _replayed(f: Fields, scene: Scene, rules: HouseRules) -> BiddingState:
    assert scene.dealer is not None and scene.face_card is not None
    b = start_bidding(scene.dealer, scene.face_card)
    for call in scene.calls:
        if call not in legal_calls(b, scene.hand, rules):
            raise f.error("calls", f"'{call}' is not legal at that point of the auction")
        b = apply_call(b, call, rules)
    return b


def _hand_facts(hand: Sequence[Card], trump: Suit | None, say: Words) -> dict[str, object]:
    trumps = [c for c in hand if c.suit is trump]
    return {
        "hand": _cards_label(hand, say),
        "trumps": len(trumps),
        "trump_cards": _cards_label(trumps, say),
        "aces": sum(c.rank is Rank.ACE for c in hand),
    }


def _why(f: Fields, answers: Mapping[str, object]) -> dict[object, str]:
    """The authored reason each wrong answer is wrong (``[[questions.why]]``), by answer."""
    found: dict[object, str] = {}
    for t in f.tables("why") if f.has("why") else []:
        key = t.text("answer").lower()
        if key not in answers:
            raise t.error("answer", f"must be one of {', '.join(answers)}")
        found[answers[key]] = t.said("text")
        t.finish()
    return found


def _answers(f: Fields, answers: Mapping[str, object]) -> set[object]:
    """The authored right answers: one, or several joined by `` or `` (a tie)."""
    chosen = [part.strip().lower() for part in f.text("answer").split(" or ")]
    unknown = [c for c in chosen if c not in answers]
    if unknown:
        raise f.error("answer", f"{unknown[0]!r} is not one of {', '.join(answers)}")
    return {answers[c] for c in chosen}


def _call_note(call: Action, face: Card, round2: bool, say: Words) -> str:
    """What a call does, for the choice that offers it."""
    if isinstance(call, Pass):
        return say(N_("Passing leaves the call to the others."))
    assert isinstance(call, Bid)
    notes = {
        Call.SUN: N_("Sun has no trumps: Aces and protected Tens win it."),
        Call.ASHKAL: N_("Ashkal: a Sun for your partner, who takes the {card}."),
        Call.BEFORE_YOU: N_("You take the Sun yourself, and the {card}."),
        Call.TO_SUN: N_("You stay the buyer and the hand is a Sun."),
        Call.CONFIRM: N_("You keep the Hokum with {suit} as trumps."),
    }
    if call.call is Call.HOKUM:
        note = (
            N_("You name the trumps, not {suit}, when you confirm.")
            if round2
            else N_("Hokum makes {suit} trumps and you take the {card}.")
        )
    else:
        note = notes[call.call]
    suit = call.suit.symbol if call.suit is not None else face.suit.symbol
    return say(note).format(suit=suit, card=face.label)


def _call_label(call: Action, face: Card, round2: bool, say: Words) -> str:
    """A call as its choice reads: ``Hokum ♥``, ``Sun``, ``Confirm Hokum ♣``, ``Pass``."""
    if isinstance(call, Bid) and call.call is Call.HOKUM and not round2:
        return say(N_("Hokum {suit}")).format(suit=face.suit.symbol)
    if isinstance(call, Bid) and call.call is Call.CONFIRM:
        assert call.suit is not None
        return say(N_("Confirm Hokum {suit}")).format(suit=call.suit.symbol)
    labels = {
        Call.HOKUM: N_("Hokum"),
        Call.SUN: N_("Sun"),
        Call.ASHKAL: N_("Ashkal"),
        Call.BEFORE_YOU: N_("Before you"),
        Call.TO_SUN: N_("Switch to Sun"),
    }
    return say(labels[call.call]) if isinstance(call, Bid) else say(N_("Pass"))


def _kind_bid(f: Fields, rules: HouseRules) -> Built:
    """Judgement: what to say now in the auction, among every legal call but Kawesh.

    ``answer`` names the right call as in the notation without the seat (``sun``,
    ``pass``, ``tosun``, ``confirm C``), or several joined by `` or `` where the
    analysis ties them; ``[[questions.why]]`` says why a wrong call is wrong.
    """
    scene = _bidding_scene(f)
    b = _replayed(f, scene, rules)
    if b.to_act is not YOU:
        raise f.error("calls", "it must be your turn to speak")
    face = scene.face_card
    assert face is not None
    legal = [
        a
        for a in legal_calls(b, scene.hand, rules)
        if not (isinstance(a, Bid) and a.call is Call.KAWESH)
    ]
    names = {str(a).split(" ", 1)[1].lower(): a for a in legal}
    right = _answers(f, names)
    why = _why(f, names)
    say = f.words
    choices = tuple(
        Choice(
            _call_label(a, face, b.round2, say),
            a in right,
            " ".join(n for n in (_call_note(a, face, b.round2, say), why.get(a, "")) if n),
            a,
        )
        for a in legal
    )
    trump = face.suit if not b.round2 else None
    facts = _hand_facts((*scene.hand, face), trump, say)
    return lessons.Built(scene, choices, facts, judgement=True)


def _kind_can_call(f: Fields, rules: HouseRules) -> Built:
    """May you make this call now? Asked of the engine's legal calls."""
    scene = _bidding_scene(f)
    b = _replayed(f, scene, rules)
    call = f.parsed("call", lambda t: Call(t.strip().lower()))
    may = b.to_act is YOU and any(
        isinstance(a, Bid) and a.call is call for a in legal_calls(b, scene.hand, rules)
    )
    options = _yes_no(f.words)
    facts = {"yes_no": options[not may][0], "position": f.words(_POSITIONS[b.priority(YOU)])}
    return lessons.Built(scene, pick(f, "call", options, may), facts)


def _kind_takers(f: Fields, rules: HouseRules) -> Built:
    """Who may still take the Sun 'before you'? The engine's window, in order."""
    scene = _bidding_scene(f)
    b = _replayed(f, scene, rules)
    takers = b.queue if b.stage is BidStage.BEFORE_YOU else ()
    options = [(_seats_label(s, f.words), s) for s in f.parsed_list("options", _seats)]
    facts = {"takers": _seats_label(takers, f.words)}
    return lessons.Built(scene, pick(f, "options", options, takers), facts)


def _kind_buyer_after(f: Fields, rules: HouseRules) -> Built:
    """Who becomes the buyer after this call?"""
    scene = _bidding_scene(f)
    b = _replayed(f, scene, rules)
    call = f.parsed("call", parse_action)
    if call not in legal_calls(b, scene.hand, rules):
        raise f.error("call", f"'{call}' is not legal here")
    buyer = apply_call(b, call, rules).buyer
    named = {YOU: N_("You"), YOU.partner: N_("Your partner North")}
    options = [(f.words(named.get(s, seat_name(s))), s) for s in Seat]
    facts = {"buyer": f.words(seat_name(buyer or YOU))}
    return lessons.Built(scene, pick(f, "call", options, buyer), facts)


def _kind_confirm_suits(f: Fields, rules: HouseRules) -> Built:
    """Which trumps may the unchallenged Hokum bidder name?"""
    scene = _bidding_scene(f)
    b = _replayed(f, scene, rules)
    if b.stage is not BidStage.CONFIRM or b.to_act is not YOU:
        raise f.error("calls", "the auction must be at your confirm-or-switch")
    suits = frozenset(
        a.suit for a in legal_calls(b, scene.hand, rules) if isinstance(a, Bid) and a.suit
    )
    options = [(_set_label(s, f.words), s) for s in f.parsed_list("options", _suits)]
    return lessons.Built(
        scene, pick(f, "options", options, suits), {"suits": _set_label(suits, f.words)}
    )


def _kind_speaks_again(f: Fields, rules: HouseRules) -> Built:
    """Do you get another turn in this auction?"""
    scene = _bidding_scene(f)
    again = YOU in _replayed(f, scene, rules).queue
    options = _yes_no(f.words)
    return lessons.Built(scene, pick(f, "calls", options, again), {"yes_no": options[not again][0]})


def _contract_scene(f: Fields) -> Scene:
    contract = f.parsed("contract", _contract)
    trump = f.parsed("trump", Suit.parse) if contract is Contract.HOKUM else None
    return Scene(
        hand=f.parsed("hand", parse_cards, ()),
        contract=contract,
        trump=trump,
        closed=f.flag("closed", False),
        facts=f.said_texts("facts"),
    )


def _kind_doublers(f: Fields, rules: HouseRules) -> Built:
    """Who may double? The first queue of the engine's ladder."""
    scene = _contract_scene(f)
    assert scene.contract is not None
    buyer = f.parsed("buyer", Seat.parse)
    score = (f.number("score_us", 0), f.number("score_them", 0))
    ladder = start_doubling(scene.contract, buyer, score, rules)
    options = [(_seats_label(s, f.words), s) for s in f.parsed_list("options", _seats)]
    bought = f.words(N_("{seat} is the buyer.")).format(seat=f.words(seat_name(buyer)))
    scene = replace(scene, facts=(bought, *scene.facts))
    return lessons.Built(scene, pick(f, "options", options, ladder.queue), {})


def _kind_ladder(f: Fields, rules: HouseRules) -> Built:
    """What may you answer on the ladder now? The engine's legal raises."""
    scene = _contract_scene(f)
    assert scene.contract is not None
    ladder = start_doubling(scene.contract, f.parsed("buyer", Seat.parse), (0, 0), rules)
    for step in f.parsed("raises", _calls):
        if (
            isinstance(step, Double)
            and step.closed is None
            and step not in legal_raises(ladder, rules)
        ):
            step = replace(step, closed=False)  # the rules let this caller choose: open
        if step not in legal_raises(ladder, rules):
            raise f.error("raises", f"'{step}' is not legal on the ladder there")
        ladder = apply_raise(ladder, step, rules)
    legal = frozenset(legal_raises(ladder, rules))
    tables = f.tables("options")
    options = [
        (t.said("label"), t.parsed("actions", lambda s: frozenset(_calls(s.strip("- ")))))
        for t in tables
    ]
    for t in tables:
        t.finish()
    return lessons.Built(scene, pick(f, "options", options, legal), {})


def _kind_double(f: Fields, rules: HouseRules) -> Built:
    """Judgement: double the opponents' Hokum (closed or open), or pass.

    ``answer`` is ``double closed``, ``double open``, ``double`` (either lock: the
    analysis ties them) or ``pass``; ``buyer`` names the seat that bought.
    """
    scene = _contract_scene(f)
    buyer = f.parsed("buyer", Seat.parse)
    if buyer.team is YOU.team:
        raise f.error("buyer", "only the buyer's opponents double")
    bought = f.words(N_("{seat} is the buyer.")).format(seat=f.words(seat_name(buyer)))
    scene = replace(scene, facts=(bought, *scene.facts), buyer=buyer)
    closed, opened = Double(YOU, DoubleStep.DOUBLE, True), Double(YOU, DoubleStep.DOUBLE, False)
    names: dict[str, object] = {"double closed": closed, "double open": opened, "pass": Pass(YOU)}
    if f.text("answer").lower() == "double":
        right: set[object] = {closed, opened}
    else:
        right = _answers(f, names)
    why = _why(f, names)
    shown = {
        closed: (
            N_("Double (closed)"),
            N_("×2; nobody may lead a trump holding another suit."),
        ),
        opened: (N_("Double (open)"), N_("×2; anyone may lead trumps.")),
        Pass(YOU): (N_("Pass"), N_("The hand is played at ×1.")),
    }
    choices = tuple(
        Choice(
            f.words(label),
            act in right,
            " ".join(n for n in (f.words(note), why.get(act, "")) if n),
            act,
        )
        for act, (label, note) in shown.items()
    )
    return lessons.Built(
        scene, choices, _hand_facts(scene.hand, scene.trump, f.words), judgement=True
    )


def _score_of(f: Fields, rules: HouseRules, *, baloot: bool = True) -> tuple[Scene, HandScore]:
    """The engine's score of the hand the table describes (North–South are "us")."""
    contract = f.parsed("contract", _contract)
    buyer = f.parsed("buyer", _team)
    ours = f.number("ours")
    last_ours = f.parsed("last_trick", _team, YOU.team) is YOU.team
    multiplier = f.number("multiplier", 1)
    gahwa = f.flag("gahwa", False)
    raiser = None
    if gahwa or multiplier == 3:
        raiser = buyer
    elif multiplier in (2, 4):
        raiser = buyer.other
    holders = (f.parsed("baloot", _team),) if f.has("baloot") and baloot else ()
    card_ours = ours - (LAST_TRICK_BONUS if last_ours else 0)
    facts = HandFacts(
        contract=contract,
        buyer_team=buyer,
        card_abnat=(card_ours, CARD_ABNAT[contract] - card_ours),
        last_trick=YOU.team if last_ours else YOU.team.other,
        tricks_won=(f.number("tricks_ours", 4), 8 - f.number("tricks_ours", 4)),
        baloot_teams=holders,
        multiplier=multiplier,
        gahwa=gahwa,
        last_raiser=raiser,
    )
    try:
        score = score_hand(facts, rules)
    except BalootError as err:
        raise f.error("ours", str(err)) from None
    return Scene(contract=contract, facts=f.said_texts("facts")), score


def _kind_hand_score(f: Fields, rules: HouseRules) -> Built:
    """How does the hand score? The engine's scorer on the facts given."""
    scene, score = _score_of(f, rules)
    us, them = score.points[YOU.team], score.points[YOU.team.other]
    ask = f.text("ask")
    facts: dict[str, object] = {"ours": us, "theirs": them, "outcome": score.outcome}
    options: list[tuple[str, object]]
    if ask in ("ours", "theirs"):
        options = [(str(n), n) for n in f.numbers("options")]
        return lessons.Built(
            scene, pick(f, "options", options, us if ask == "ours" else them), facts
        )
    if ask == "pair":
        tables = f.tables("options")
        pairs = [(t.number("ours"), t.number("theirs")) for t in tables]
        for t in tables:
            t.finish()
        pair = f.words(N_("You {ours} – them {theirs}"))
        options = [(pair.format(ours=a, theirs=b), (a, b)) for a, b in pairs]
        return lessons.Built(scene, pick(f, "options", options, (us, them)), facts)
    if ask == "result":
        tables = f.tables("options")
        options = [
            (t.said("label"), (t.text("outcome"), t.number("ours"), t.number("theirs")))
            for t in tables
        ]
        for t in tables:
            t.finish()
        return lessons.Built(scene, pick(f, "options", options, (score.outcome, us, them)), facts)
    if ask == "match":
        options = [(label, n == 0) for n, label in enumerate(f.said_texts("options"))]
        return lessons.Built(
            scene, pick(f, "options", options, score.match_won_by is not None), facts
        )
    if ask == "baloot_gain":
        _, without = _score_of(f, rules, baloot=False)
        gain = us - without.points[YOU.team]
        facts["gain"] = gain
        options = [(str(n), n) for n in f.numbers("options")]
        return lessons.Built(scene, pick(f, "options", options, gain), facts)
    raise f.error("ask", "must be ours, theirs, pair, result, match or baloot_gain")


def _needs(contract: Contract, rules: HouseRules) -> int:
    """The fewest abnat (last trick included) with which a buyer is not khasara, no projects."""
    for ours in range(LAST_TRICK_BONUS, CARD_ABNAT[contract] + LAST_TRICK_BONUS + 1):
        facts = HandFacts(
            contract=contract,
            buyer_team=YOU.team,
            card_abnat=(ours - LAST_TRICK_BONUS, CARD_ABNAT[contract] - ours + LAST_TRICK_BONUS),
            last_trick=YOU.team,
            tricks_won=(4, 4),
        )
        if score_hand(facts, rules).outcome != "khasara":
            return ours
    raise LessonError("no split is made")  # pragma: no cover - the scorer says 82 / 65


def _kind_buyer_needs(f: Fields, rules: HouseRules) -> Built:
    """How many abnat must the buyer's team take? Found by the scorer."""
    scene = _contract_scene(f)
    assert scene.contract is not None
    needs = _needs(scene.contract, rules)
    options = [(str(n), n) for n in f.numbers("options")]
    return lessons.Built(scene, pick(f, "options", options, needs), {"needs": needs})


def _kind_pot(f: Fields, rules: HouseRules) -> Built:
    """How many game points is a hand worth?"""
    scene = _contract_scene(f)
    assert scene.contract is not None
    options = [(str(n), n) for n in f.numbers("options")]
    return lessons.Built(scene, pick(f, "options", options, POT_GP[scene.contract]), {})


def _project_label(projects: tuple[Project, ...], say: Words) -> str:
    if not projects:
        return say(N_("Nothing"))
    worded = lesson_words.Words(say.language)
    return " + ".join(worded.project(p) for p in projects)


def _kind_declaration(f: Fields, rules: HouseRules) -> Built:
    """Which declaration is best? The engine's options and choice."""
    scene = _contract_scene(f)
    assert scene.contract is not None
    options = declaration_options(scene.hand, scene.contract, rules)[1:]
    best = best_declaration(scene.hand, scene.contract, rules)
    choices = pick(f, "hand", [(_project_label(o, f.words), o) for o in options], best)
    return lessons.Built(scene, choices, {"best": _project_label(best, f.words)})


def _kind_counting(f: Fields, rules: HouseRules) -> Built:
    """Whose projects count? The engine's comparison of the declarations."""
    scene = _contract_scene(f)
    assert scene.contract is not None
    declared_table = f.tables("declared")
    declared: dict[Seat, tuple[Project, ...]] = {}
    for t in declared_table:
        seat = t.parsed("seat", Seat.parse)
        declared[seat] = (t.parsed("project", parse_project),)
        t.finish()
    leader = f.parsed("leader", Seat.parse)
    team = counting_team(declared, leader, scene.contract, scene.trump, rules)
    options = [(_team_name(t, f.words), t) for t in (YOU.team, YOU.team.other, None)]
    return lessons.Built(
        scene, pick(f, "declared", options, team), {"team": _team_name(team, f.words)}
    )


_NO_CARDS: Final[tuple[Card, ...]] = ()


def _play_scene(f: Fields) -> Scene:
    scene = _contract_scene(f)
    if not f.has("leader"):
        return replace(scene, seen=f.parsed("seen", parse_cards, ()))
    leader = f.parsed("leader", Seat.parse)
    played = f.parsed("table", parse_cards, _NO_CARDS)
    order = turn_order(leader)
    if (
        len(played) > 3
        or (played and order[len(played)] is not YOU)
        or (not played and leader is not YOU)
    ):
        raise f.error("table", "the cards on the table must lead up to your turn")
    return replace(
        scene,
        table=tuple(zip(order, played, strict=False)),
        seen=f.parsed("seen", parse_cards, ()),
    )


def _trick(scene: Scene) -> tuple[Card, ...]:
    return tuple(c for _, c in scene.table)


def _kind_trick_winner(f: Fields, rules: HouseRules) -> Built:
    """Which card wins the trick? ``winning_position`` decides."""
    scene = _contract_scene(f)
    leader = f.parsed("leader", Seat.parse)
    played = f.parsed("table", parse_cards)
    table = tuple(zip(turn_order(leader), played, strict=False))
    seat, winner = table[winning_position(played, scene.trump)]
    options = [(f"{c.label} ({_who(s, YOU, f.words)})", c) for s, c in table]
    facts = {
        "winner": winner.label,
        "winner_seat": _who(seat, YOU, f.words),
        "led": played[0].suit.symbol,
    }
    choices = tuple(
        replace(choice, note=_why_not_winning(c, played, scene.trump, f.words))
        for choice, (_, c) in zip(pick(f, "table", options, winner), table, strict=True)
    )
    return lessons.Built(replace(scene, table=table), choices, facts)


def _why_not_winning(card: Card, played: Sequence[Card], trump: Suit | None, say: Words) -> str:
    """Why ``card`` does not win the trick (``""`` for the winner), from the trick's rule."""
    best = played[winning_position(played, trump)]
    if card == best:
        return ""
    if best.suit is trump and card.suit is not trump:
        return say(N_("A trump was played, and a trump beats every card of another suit."))
    if card.suit is not best.suit:
        return say(N_("It is of another suit: only the led suit or a trump can win."))
    return say(N_("{card} is higher in that suit.")).format(card=best.label)


def _kind_trick_points(f: Fields, rules: HouseRules) -> Built:
    """How many abnat is the trick worth? ``trick_points`` counts."""
    built = _kind_trick_winner(f, rules)
    played = _trick(built.scene)
    worth = trick_points(played, built.scene.trump)
    options = [(str(n), n) for n in f.numbers("options")]
    facts = {**built.facts, "points": worth, "sun_points": trick_points(played, None)}
    return lessons.Built(built.scene, pick(f, "options", options, worth), facts)


def _legal(scene: Scene, rules: HouseRules, say: Words = ENGLISH) -> tuple[tuple[Card, ...], str]:
    """The engine's legal cards for you at the scene, and the rule's reason in words.

    The reason is the table's wording of the engine's obligation (``classify_turn``).
    """
    trick = _trick(scene)
    legal, obligation = classify_turn(scene.hand, trick, scene.trump, scene.closed, rules)
    best = trick[winning_position(trick, scene.trump)].label if trick else ""
    lead = trick[0].suit.symbol if trick else ""
    return legal, say(ALLOWED_REASONS[obligation]).format(lead=lead, best=best)


def _kind_legal_cards(f: Fields, rules: HouseRules) -> Built:
    """Which cards may you play? ``classify_turn``, the engine's legal-card rule."""
    scene = _play_scene(f)
    legal, reason = _legal(scene, rules, f.words)
    offered = f.parsed_list("options", parse_cards)
    options = [(_cards_label(c, f.words), frozenset(c)) for c in offered]
    facts = {"legal": _cards_label(legal, f.words), "reason": reason}
    choices = tuple(
        replace(choice, note=_why_not_these(cards, legal, f.words))
        for choice, cards in zip(
            pick(f, "options", options, frozenset(legal)), offered, strict=True
        )
    )
    return lessons.Built(scene, choices, facts)


def _why_not_these(cards: Sequence[Card], legal: Sequence[Card], say: Words) -> str:
    """Why a set of cards is not the legal set: the cards it wrongly adds or leaves out."""
    extra = [c for c in cards if c not in legal]
    missing = [c for c in legal if c not in cards]
    if extra:
        return say(N_("It includes {cards}, which you may not play here.")).format(
            cards=_cards_label(extra, say)
        )
    if missing:
        return say(N_("It leaves out {cards}, which you may play too.")).format(
            cards=_cards_label(missing, say)
        )
    return ""


def _kind_trumps_left(f: Fields, rules: HouseRules) -> Built:
    """How many trumps do the other three still hold? Counted from the cards seen."""
    scene = _play_scene(f)
    trump = scene.trump
    if trump is None:
        raise f.error("contract", "counting trumps needs a Hokum")
    mine = sum(c.suit is trump for c in scene.hand)
    gone = sum(c.suit is trump for c in (*scene.seen, *_trick(scene)))
    left = 8 - mine - gone
    options = [(str(n), n) for n in f.numbers("options")]
    facts = {"left": left, "mine": mine, "gone": gone}
    return lessons.Built(scene, pick(f, "options", options, left), facts)


def _strength(c: Card, trump: Suit | None) -> int:
    return c.trump_strength if c.suit is trump else c.plain_strength


def _masters(hand: Sequence[Card], seen: Sequence[Card], trump: Suit | None) -> list[Card]:
    """The cards of ``hand`` that are the highest card not yet played in their suit."""
    unplayed = [c for c in DECK if c not in seen]
    return [
        c
        for c in hand
        if all(_strength(x, trump) <= _strength(c, trump) for x in unplayed if x.suit is c.suit)
    ]


def _kind_master(f: Fields, rules: HouseRules) -> Built:
    """Which of your cards is the master (the highest left in its suit)? Computed."""
    scene = _play_scene(f)
    masters = [
        c for c in _masters(scene.hand, scene.seen, scene.trump) if c.suit is not scene.trump
    ]
    if len(masters) != 1:
        found = _cards_label(masters)
        raise f.error("hand", f"exactly one side-suit card must be a master, not {found}")
    options = [(c.label, c) for c in scene.hand]
    return lessons.Built(scene, pick(f, "hand", options, masters[0]), {"master": masters[0].label})


def keeps_its_trick(
    card: Card, hand: Sequence[Card], seen: Sequence[Card], trump: Suit | None
) -> bool:
    """Whether ``card`` can win a trick of its own: a trump in Hokum, or a master of its suit.

    A trump can take a trick by trumping (the Jack and Nine whatever is led); a master
    (the highest card left of its suit) wins when it is led. Such a card is not fed
    to a partner's trick: played later it takes a trick, with whatever falls on it.
    """
    return card.suit is trump or card in _masters(hand, seen, trump)


def feeding_card(
    offered: Sequence[Card], hand: Sequence[Card], seen: Sequence[Card], trump: Suit | None
) -> tuple[list[Card], list[Card]]:
    """The cards to feed among ``offered`` legal ones, and those kept back.

    The richest of the cards that cannot win a trick of their own
    (:func:`keeps_its_trick`); when every card offered can, the cheapest of them.
    """
    kept = [c for c in offered if keeps_its_trick(c, hand, seen, trump)]
    free = [c for c in offered if c not in kept]
    if free:
        top = max(c.points(trump) for c in free)
        return [c for c in free if c.points(trump) == top], kept
    low = min((c.points(trump), c.strength(trump)) for c in kept)
    return [c for c in kept if (c.points(trump), c.strength(trump)) == low], kept


def _kind_feed(f: Fields, rules: HouseRules) -> Built:
    """Your partner has the trick won and you play last: which of the cards offered to give?

    The answer is :func:`feeding_card` of the offered cards that are legal; ``buyer``
    names who bought (the analysis grades the same decision in the tests).
    """
    scene = _play_scene(f)
    trick = _trick(scene)
    if len(trick) != 3 or winning_position(trick, scene.trump) != 1:
        raise f.error("table", "you must play fourth with your partner winning")
    buyer = f.parsed("buyer", Seat.parse)
    bought = f.words(N_("{seat} is the buyer.")).format(seat=f.words(seat_name(buyer)))
    scene = replace(scene, facts=(bought, *scene.facts), buyer=buyer)
    legal, _reason = _legal(scene, rules)
    offered = f.parsed("options", parse_cards, tuple(scene.hand))
    if not set(offered) <= set(scene.hand):
        raise f.error("options", "offer only cards of your hand")
    playable = [c for c in offered if c in legal]
    if not playable:
        raise f.error("options", "offer at least one legal card")
    seen = (*scene.seen, *trick)
    richest, kept = feeding_card(playable, scene.hand, seen, scene.trump)
    if len(richest) != 1:
        raise f.error("options", f"one card must be the one to feed, not {_cards_label(richest)}")
    card = richest[0]

    def note(c: Card) -> str:
        if c == card:
            return ""
        if c not in legal:
            return f.words(N_("That card is not allowed here."))
        if c.suit is scene.trump:
            return f.words(N_("That card is a trump: it can take a trick later by trumping."))
        if c in kept:
            return f.words(N_("That card is a master: it will win a trick of its own later."))
        return f.words(N_("That card gives fewer points than another you can spare."))

    options = [(c.label, c) for c in offered]
    choices = tuple(
        replace(choice, note=note(c), action=c)
        for choice, c in zip(pick(f, "options", options, card), offered, strict=True)
    )
    facts = {
        "card": card.label,
        "points": card.points(scene.trump),
        "legal": _cards_label(legal, f.words),
        "kept": _cards_label(kept, f.words),
    }
    return lessons.Built(scene, choices, facts)


def hand_count(
    hand: Sequence[Card], contract: Contract, trump: Suit | None, rules: HouseRules
) -> HokumStrength | SunStrength:
    """What the bots' evaluation counts ``hand`` for a contract (:mod:`~.bots.evaluate`)."""
    if contract is Contract.HOKUM:
        assert trump is not None
        return hokum_strength(hand, trump)
    return sun_strength(hand, rules)


def _kind_hand_count(f: Fields, rules: HouseRules) -> Built:
    """What does a hand count for a Hokum or a Sun, on the scale the bots and coach use?"""
    scene = _contract_scene(f)
    assert scene.contract is not None
    strength = hand_count(scene.hand, scene.contract, scene.trump, rules)
    parts = [
        f"{f.words(COMPONENT_WORDS[field.name])} {getattr(strength, field.name)}"
        for field in fields(strength)
        if field.name not in ("trump", "total") and getattr(strength, field.name)
    ]
    options = [(str(n), n) for n in f.numbers("options")]
    facts = {
        "total": strength.total,
        "parts": f.words(N_(", ")).join(parts),
        "bar": evaluate.HOKUM_BID if scene.contract is Contract.HOKUM else evaluate.SUN_BID,
    }
    return lessons.Built(scene, pick(f, "options", options, strength.total), facts)


def _kind_seats(f: Fields, rules: HouseRules) -> Built:
    """Who sits where, from the engine's seating.

    ``ask``: your ``partner``, the player ``next`` after you, or the ``first_speaker``
    when ``dealer`` dealt.
    """
    ask = f.text("ask")
    scene = Scene()
    if ask == "partner":
        seat = YOU.partner
    elif ask == "next":
        seat = turn_order(YOU)[1]
    elif ask == "first_speaker":
        dealer = f.parsed("dealer", Seat.parse)
        first = start_bidding(dealer, DECK[0]).to_act
        assert first is not None
        seat, scene = first, Scene(dealer=dealer)
    else:
        raise f.error("ask", "must be partner, next or first_speaker")
    options = [(_seats_label(s, f.words), s[0]) for s in f.parsed_list("options", _seats)]
    places = {
        YOU: N_("That is you."),
        YOU.partner: N_("{seat} is your partner, opposite you."),
        turn_order(YOU)[1]: N_("{seat} sits on your right: the next to play after you."),
        turn_order(YOU)[3]: N_("{seat} sits on your left: the player before you."),
    }
    choices = tuple(
        replace(c, note="" if c.correct else f.words(places[s]).format(seat=f.words(seat_name(s))))
        for c, (_, s) in zip(pick(f, "options", options, seat), options, strict=True)
    )
    return lessons.Built(scene, choices, {"seat": _who(seat, YOU, f.words)})


KINDS: Final[dict[str, lessons.Kind[HouseRules, Scene]]] = {
    "bid": _kind_bid,
    "buyer_after": _kind_buyer_after,
    "buyer_needs": _kind_buyer_needs,
    "can_call": _kind_can_call,
    "confirm_suits": _kind_confirm_suits,
    "counting_team": _kind_counting,
    "declaration": _kind_declaration,
    "double": _kind_double,
    "doublers": _kind_doublers,
    "feed": _kind_feed,
    "hand_count": _kind_hand_count,
    "hand_score": _kind_hand_score,
    "ladder": _kind_ladder,
    "legal_cards": _kind_legal_cards,
    "master": _kind_master,
    "pot": _kind_pot,
    "seats": _kind_seats,
    "speaks_again": _kind_speaks_again,
    "takers": _kind_takers,
    "trick_points": _kind_trick_points,
    "trick_winner": _kind_trick_winner,
    "trumps_left": _kind_trumps_left,
}
"""Every question kind a lesson file may use, by name."""


def _order(trump: bool) -> str:
    """The trick-taking order of one suit, highest first, from the cards' strengths."""
    spades = [c for c in DECK if c.suit is Suit.SPADES]
    spades.sort(key=lambda c: -(c.trump_strength if trump else c.plain_strength))
    return " ".join(c.rank.label for c in spades)


@lru_cache(maxsize=8)
def lesson_facts(rules: HouseRules) -> Mapping[str, object]:
    """Figures any lesson text may name, computed by the engine (once per rule set)."""
    return {
        "plain_order": _order(trump=False),
        "trump_order": _order(trump=True),
        "sun_pot": POT_GP[Contract.SUN],
        "hokum_pot": POT_GP[Contract.HOKUM],
        "sun_kaboot": KABOOT_GP[Contract.SUN],
        "hokum_kaboot": KABOOT_GP[Contract.HOKUM],
        "hokum_needs": _needs(Contract.HOKUM, rules),
        "sun_needs": _needs(Contract.SUN, rules),
        "baloot_points": BALOOT_GAME_POINTS,
        "match_target": rules.match_target,
        "hokum_bar": evaluate.HOKUM_BID,
        "sun_bar": evaluate.SUN_BID,
    }


def _written(f: Fields, name: str, facts: Mapping[str, object], rules: HouseRules) -> str:
    """Field ``name`` (in the reading language) with its rule sentences and figures put in."""
    try:
        text = lesson_words.Words(f.words.language).rules(f.said(name), rules)
    except RuleTextError as err:
        raise f.error(name, str(err)) from None
    return with_figures(f, name, text, facts)


def _terms(f: Fields) -> tuple[str, ...]:
    """A question's glossary keys: at least one, each a term of the glossary."""
    terms = f.texts("terms")
    missing = [t for t in terms if t not in TERMS]
    if not terms or missing:
        raise f.error("terms", f"needs glossary keys; unknown: {missing}")
    return terms


READER: Final = lessons.LessonReader(TOPICS, KINDS, lesson_facts, _written, _terms)
"""How a Baloot lesson file is read: its topics, kinds, figures, rule sentences and terms."""


def parse_lesson(
    text: str, source: str, rules: HouseRules = RULES, language: Language = "en"
) -> Lesson:
    """A lesson from the TOML text of a lesson file, in ``language`` if it has its texts.

    Raises:
        LessonError: the text is not valid TOML or a field is missing or wrong; the
            message names ``source`` and the field.
    """
    return READER.parse(text, source, rules, language)[1]


LESSON_FOLDER: Final = files("baloot_tui.games.baloot.coach").joinpath("lesson_data")
"""Where the shipped lesson files live (package data)."""


def load_lessons(
    folder: Traversable = LESSON_FOLDER, rules: HouseRules = RULES, language: Language = "en"
) -> tuple[Lesson, ...]:
    """Every ``*.toml`` lesson in ``folder``, in the order their ``order`` fields give.

    In ``language`` where a lesson has its texts (else in English).

    Raises:
        LessonError: a file is not a valid lesson, or two lessons share a key.
    """
    return READER.folder(folder, rules, language)


@cache
def shipped_lessons(language: Language = "en") -> tuple[Lesson, ...]:
    """Every shipped lesson in teaching order, in ``language``, under the default rules.

    Read the first time they are asked for, in that language only: a player who never
    opens Learn, or reads only Arabic, never parses the other.
    """
    return load_lessons(language=language)


_SHIPPED: Final[dict[str, Language]] = {"LESSONS": "en", "LESSONS_AR": "ar"}
"""``LESSONS``: every lesson, in teaching order; ``LESSONS_AR``: the same in Arabic
(English where a file has no Arabic). Both read on first use (:func:`shipped_lessons`)."""


def __getattr__(name: str) -> tuple[Lesson, ...]:
    """``LESSONS`` and ``LESSONS_AR``, read when first asked for."""
    if name in _SHIPPED:
        return shipped_lessons(_SHIPPED[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def lessons_in(language: Language, rules: HouseRules = RULES) -> tuple[Lesson, ...]:
    """The lessons in ``language``, answered and worded for ``rules``.

    Raises:
        LessonError: a lesson cannot be answered under ``rules``.
    """
    if rules == RULES:
        return shipped_lessons(language)
    return load_lessons(rules=rules, language=language)


def lesson(key: str) -> Lesson:
    """The lesson with this key.

    Raises:
        LessonError: there is none; the message lists the keys.
    """
    by_key = {lesson.key: lesson for lesson in shipped_lessons()}
    found = by_key.get(key.strip().lower())
    if found is None:
        raise LessonError(f"unknown lesson {key!r}; choose one of {', '.join(by_key)}")
    return found


def describe_scene(scene: Scene) -> tuple[str, ...]:
    """The scene in plain lines, spoken to ``scene.seat`` in the language in force.

    The UI styles the cards.
    """
    you = scene.seat
    say = Words(language())
    comma = _(", ")

    def who(seat: Seat) -> str:
        return _who(seat, you, say)

    lines: list[str] = []
    if scene.dealer is not None:
        order = comma.join(who(s) for s in turn_order(scene.dealer.next))
        said = _("Dealer: {dealer}. Speaking order: {order}.")
        lines.append(said.format(dealer=who(scene.dealer), order=order))
    if scene.face_card is not None:
        lines.append(_("Face-up card: {card}").format(card=scene.face_card.label))
    if scene.calls:
        calls = comma.join(f"{who(a.seat)} {action_label(a).lower()}" for a in scene.calls)
        lines.append(_("Calls so far: {calls}").format(calls=calls))
    if scene.contract is not None:
        contract = _(scene.contract.value.capitalize())
        if scene.trump is not None:
            contract += _(" ({suit} trumps)").format(suit=scene.trump.symbol)
        if scene.closed:
            contract += _(", doubled closed")
        lines.append(_("Contract: {contract}").format(contract=contract))
    if scene.seen:
        seen = _cards_label(scene.seen, say)
        lines.append(_("Played in earlier tricks: {cards}").format(cards=seen))
    for number, trick in enumerate(scene.tricks, start=1):
        plays = comma.join(f"{who(s)} {c.label}" for s, c in trick.plays)
        said = _("Trick {number}: {plays}; won by {winner}")
        lines.append(said.format(number=number, plays=plays, winner=who(trick.winner)))
    if scene.table:
        table = comma.join(f"{who(s)} {c.label}" for s, c in scene.table)
        lines.append(_("On the table: {cards}").format(cards=table))
    lines.extend(scene.facts)
    if scene.hand:
        lines.append(_("Your cards: {cards}").format(cards=_cards_label(scene.hand, say)))
    return tuple(lines)


def scene_of(view: PlayerView) -> Scene:
    """The table a view shows, as a scene spoken to the view's seat (quiz and review)."""
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
        closed=view.closed,
        table=table,
        tricks=view.tricks,
        seat=view.seat,
    )
