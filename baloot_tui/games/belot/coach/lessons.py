"""Three short Belot lessons whose answers the Belot engine computes.

The lessons are data, in the frame every game's lessons share (:mod:`baloot_tui.text.lessons`):
one TOML file each in ``coach/lesson_data``, read and checked the first time the
lessons of a language are asked for (:func:`shipped_belot_lessons`). Every question
kind below asks the Belot engine for the answer under the house rules taught
(``belot.contracts`` for card orders, ``belot.tricks`` for the winner of a trick,
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
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Final

from baloot_tui.core.cards import Card, Suit, parse_cards
from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.belot.declaration_words import KIND_WORDS, RANK_PLURALS
from baloot_tui.games.belot.help.figures import (
    book_figures,
    deal_total,
    rank_labels,
    seating_words,
    suit_order,
)
from baloot_tui.games.belot.rules.actions import Action, Bid, Pass, parse_action
from baloot_tui.games.belot.rules.auction import AuctionStage, AuctionState, apply_call, legal_calls
from baloot_tui.games.belot.rules.auction import start_auction as begin_auction
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import (
    Declaration,
    best_declaration,
    declaration_options,
)
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.scoring import (
    DealFacts,
    DealScore,
    score_deal,
)
from baloot_tui.games.belot.rules.seating import next_seat, turn_order
from baloot_tui.games.belot.rules.tricks import classify_turn, winning_position
from baloot_tui.text import lessons
from baloot_tui.text.i18n import N_, Language
from baloot_tui.text.lessons import (
    ENGLISH,
    Fields,
    LessonReader,
    Told,
    Words,
    pick,
    with_figures,
)

YOU: Final = Seat.SOUTH
"""The learner's seat in the scoring questions (the auction puts the learner to speak)."""
RULES: Final = DEFAULT_RULES
"""The house rules the shipped lessons are checked against."""
CONTRACT_WORDS: Final = {
    Contract.CLUBS: N_("Clubs"),
    Contract.DIAMONDS: N_("Diamonds"),
    Contract.HEARTS: N_("Hearts"),
    Contract.SPADES: N_("Spades"),
    Contract.NO_TRUMPS: N_("No Trumps"),
    Contract.ALL_TRUMPS: N_("All Trumps"),
}
_DOUBLED: Final = {2: N_(", contra (×2)"), 4: N_(", recontra (×4)")}
OUTCOME_WORDS: Final = {
    "made": N_("Made"),
    "inside": N_("Inside"),
    "hanging": N_("Hanging"),
    "doubled": N_("Doubled"),
    "doubled_tie": N_("Doubled tie"),
    "contra_void": N_("Contra void (valat)"),
}
"""A deal's outcome as a lesson's choices name it (the files' options are these words)."""


TOPICS: Final = ("cards", "bidding", "play", "scoring")
"""The topics Belot lessons belong to, in teaching order."""
Lesson = lessons.Lesson[Told]
"""A Belot lesson: its scenes are what the learner is told."""
Built = lessons.Built[Told]
"""What a Belot question kind makes of its table."""


def _contract(text: str) -> Contract:
    return Contract.parse(text)


def contract_words(contract: Contract, multiplier: int = 1, say: Words = ENGLISH) -> str:
    """``Hearts``, ``All Trumps, contra (×2)``."""
    doubled = _DOUBLED.get(multiplier)
    return say(CONTRACT_WORDS[contract]) + (say(doubled) if doubled else "")


def _contract_fact(contract: Contract, say: Words) -> str:
    return say(N_("Contract: {contract}")).format(contract=contract_words(contract, say=say))


def _worded(f: Fields) -> list[tuple[str, object]]:
    """Choices the file writes as words: labelled in the reading language (the catalogue's).

    Each stands for its English words, which the engine's answer is compared with
    (:data:`OUTCOME_WORDS`, :func:`auction_outcome`).
    """
    english = f.texts("options")
    return list(zip(f.said_texts("options"), english, strict=True))


def _kind_order(f: Fields, rules: BelotRules) -> Built:
    contract = f.parsed("contract", _contract)
    suit = f.parsed("suit", Suit.parse)
    answer = rank_labels(suit_order(contract, suit))
    options = [(text, text) for text in f.texts("options")]
    scene = Told((_contract_fact(contract, f.words),))
    return lessons.Built(scene, pick(f, "options", options, answer), {"order": answer})


def _table(f: Fields) -> tuple[Contract, tuple[Card, ...], Told]:
    contract = f.parsed("contract", _contract)
    table = f.parsed("table", parse_cards)
    if not 1 <= len(table) <= 4:
        raise f.error("table", "needs one to four cards")
    say = f.words
    played = say(N_(", ")).join(c.label for c in table)
    facts = (
        _contract_fact(contract, say),
        say(N_("Played to the trick, in order: {cards}")).format(cards=played),
    )
    return contract, table, Told(facts)


def _kind_trick_winner(f: Fields, rules: BelotRules) -> Built:
    contract, table, scene = _table(f)
    winner = table[winning_position(table, contract)]
    options = [(c.label, c) for c in table]
    facts = {"winner": winner.label, "led": table[0].suit.symbol}
    return lessons.Built(scene, pick(f, "options", options, winner), facts)


def _kind_deal_total(f: Fields, rules: BelotRules) -> Built:
    contract = f.parsed("contract", _contract)
    total = deal_total(contract, rules)
    options = [(str(n), n) for n in f.numbers("options")]
    scene = Told((_contract_fact(contract, f.words),))
    return lessons.Built(scene, pick(f, "options", options, total), {"total": total})


# --------------------------------------------------------------------------- the auction


def _auction(f: Fields, rules: BelotRules) -> tuple[AuctionState, Told]:
    """The auction after the file's calls, said in turn, with the learner to speak next.

    The dealer is the one that puts the learner (South) to speak after the calls, or,
    when the calls end the auction, West (South speaks first).
    """
    words = [w.strip() for w in f.text("calls", "-").split(";") if w.strip() not in ("", "-")]
    replays = {dealer: _replay(f, dealer, words, rules) for dealer in SEATS}
    dealer = next((d for d, (state, _) in replays.items() if state.to_act is YOU), Seat.WEST)
    state, said = replays[dealer]
    say = f.words
    comma = say(N_(", "))
    told = comma.join(_call_words(call, say) for call in said)
    order = comma.join(_who(seat, say) for seat in turn_order(next_seat(dealer, rules), rules))
    facts = (
        say(N_("Dealer: {dealer}. Speaking order: {order}.")).format(
            dealer=_who(dealer, say), order=order
        ),
        say(N_("Calls so far: {calls}")).format(calls=told)
        if told
        else say(N_("Calls so far: none")),
    )
    return state, Told(facts)


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


def _who(seat: Seat, say: Words) -> str:
    if seat is YOU:
        return say(N_("you"))
    if seat.team is YOU.team:
        return say(N_("your partner"))
    return say(N_("an opponent ({seat})")).format(seat=say(seat.name.title()))


def _call_words(call: Action, say: Words) -> str:
    """``you bid Hearts``, ``your partner passed``, ``an opponent (East) said contra``."""
    who = _who(call.seat, say)
    if isinstance(call, Bid):
        contract = say(CONTRACT_WORDS[call.contract])
        return say(N_("{who} bid {contract}")).format(who=who, contract=contract)
    if isinstance(call, Pass):
        return say(N_("{who} passed")).format(who=who)
    said = str(call).split(" ", 1)[1]
    return say(N_("{who} said {call}")).format(who=who, call=say(_SAID.get(said, said)))


_SAID: Final = {"contra": N_("contra"), "recontra": N_("recontra")}


def _kind_can_call(f: Fields, rules: BelotRules) -> Built:
    state, scene = _auction(f, rules)
    if state.to_act is None:
        raise f.error("calls", "the auction is over: nobody speaks next")
    call = _call(f, state.to_act, f.text("call"))
    allowed = call in legal_calls(state, rules)
    options = ((f.words(N_("Yes")), True), (f.words(N_("No")), False))
    facts = {"yes_no": options[not allowed][0]}
    return lessons.Built(scene, pick(f, "options", options, allowed), facts)


def auction_outcome(state: AuctionState, say: Words = ENGLISH) -> str:
    """How the auction stands, as a choice says it: the contract, a redeal, or going on."""
    if state.stage is AuctionStage.ALL_PASS:
        return say(N_("All four passed: the cards are redealt"))
    if state.stage is AuctionStage.OPEN:
        return say(N_("The auction goes on"))
    assert state.contract is not None
    return contract_words(state.contract, state.multiplier, say)


def _kind_auction_end(f: Fields, rules: BelotRules) -> Built:
    state, scene = _auction(f, rules)
    answer = auction_outcome(state)
    facts = {"outcome": auction_outcome(state, f.words), "multiplier": state.multiplier}
    return lessons.Built(scene, pick(f, "options", _worded(f), answer), facts)


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


def _score(f: Fields, rules: BelotRules) -> tuple[Told, DealScore, int]:
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
    say = f.words
    who = say(N_("you") if bidders is YOU.team else N_("the opponents"))
    contract_said = contract_words(contract, multiplier, say)
    lines = [say(N_("Contract: {contract}, bid by {who}")).format(contract=contract_said, who=who)]
    counted = (
        (N_("Card points taken (without the last ten): you {ours}, they {theirs}"), card_points),
        (N_("Declarations counted: you {ours}, they {theirs}"), facts.declarations),
        (N_("Belotes: you {ours}, they {theirs}"), facts.belotes),
    )
    for message, pair in counted:
        if pair is card_points or any(pair):
            lines.append(say(message).format(ours=pair[YOU.team], theirs=pair[YOU.team.other]))
    if hanging_in:
        lines.append(say(N_("Hanging points carried in: {points}")).format(points=hanging_in))
    return Told(tuple(lines)), score, hanging_in


_ASKS: Final[dict[str, Callable[[DealScore], object]]] = {
    "ours": lambda s: s.points[YOU.team],
    "theirs": lambda s: s.points[YOU.team.other],
    "outcome": lambda s: OUTCOME_WORDS[s.outcome],  # the files' English words
    "hanging": lambda s: s.hanging,
}
"""What a ``deal_score`` question may ask of the engine's score."""


def _kind_deal_score(f: Fields, rules: BelotRules) -> Built:
    scene, score, hanging_in = _score(f, rules)
    ask = f.text("ask")
    if ask not in _ASKS:
        raise f.error("ask", f"must be one of {', '.join(_ASKS)}")
    answer = _ASKS[ask](score)
    options = _worded(f) if ask == "outcome" else [(str(n), n) for n in f.numbers("options")]
    raw = score.raw_totals
    facts = {
        "ours": score.points[YOU.team],
        "theirs": score.points[YOU.team.other],
        "raw_ours": raw[YOU.team],
        "raw_theirs": raw[YOU.team.other],
        "outcome": f.words(OUTCOME_WORDS[score.outcome]),
        "hanging": score.hanging,
        "hanging_in": hanging_in,
    }
    return lessons.Built(scene, pick(f, "options", options, answer), facts)


_NO_CARDS: Final[tuple[Card, ...]] = ()


def _cards_label(cards: Sequence[Card], say: Words) -> str:
    return " ".join(c.label for c in cards) if cards else say(N_("None"))


def _kind_legal_cards(f: Fields, rules: BelotRules) -> Built:
    """Which cards may you play after the ``table``'s cards? ``classify_turn`` decides.

    The cards on the table were played in order from the leader; the learner plays
    next, so the card two before the learner's is the partner's.
    """
    contract = f.parsed("contract", _contract)
    table = f.parsed("table", parse_cards, _NO_CARDS)
    if len(table) > 3:
        raise f.error("table", "needs at most three cards: you play next")
    hand = f.parsed("hand", parse_cards)
    legal, _ = classify_turn(hand, table, contract, rules)
    say = f.words
    facts_told = [_contract_fact(contract, say)]
    if table:
        played = say(N_(", ")).join(c.label for c in table)
        facts_told.append(say(N_("Played to the trick, in order: {cards}")).format(cards=played))
    facts_told.append(say(N_("Your cards: {cards}")).format(cards=_cards_label(hand, say)))
    offered = f.parsed_list("options", parse_cards)
    options = [(_cards_label(c, say), frozenset(c)) for c in offered]
    choices = pick(f, "options", options, frozenset(legal))
    return lessons.Built(Told(tuple(facts_told)), choices, {"legal": _cards_label(legal, say)})


def declaration_label(declaration: Declaration, say: Words) -> str:
    """``tierce 7♥ 8♥ 9♥`` or ``carré of Jacks`` in the lesson's language."""
    if declaration.is_sequence:
        cards = " ".join(c.label for c in declaration.cards)
        return f"{say(KIND_WORDS[declaration.kind])} {cards}"
    return say(RANK_PLURALS[declaration.top.rank])


def _declarations_label(declarations: Sequence[Declaration], say: Words) -> str:
    if not declarations:
        return say(N_("Nothing"))
    return say(N_(" and ")).join(declaration_label(d, say) for d in declarations)


def _kind_declaration(f: Fields, rules: BelotRules) -> Built:
    """Which declaration is worth the most? The engine's options and choice."""
    contract = f.parsed("contract", _contract)
    hand = f.parsed("hand", parse_cards)
    best = best_declaration(hand, contract, rules)
    say = f.words
    options = [(_declarations_label(o, say), o) for o in declaration_options(hand, contract, rules)]
    facts_told = (
        _contract_fact(contract, say),
        say(N_("Your cards: {cards}")).format(cards=_cards_label(hand, say)),
    )
    worth = sum(d.value(rules) for d in best)
    facts = {"best": _declarations_label(best, say), "worth": worth}
    return lessons.Built(Told(facts_told), pick(f, "hand", options, best), facts)


KINDS: Final[dict[str, lessons.Kind[BelotRules, Told]]] = {
    "auction_end": _kind_auction_end,
    "declaration": _kind_declaration,
    "legal_cards": _kind_legal_cards,
    "can_call": _kind_can_call,
    "deal_score": _kind_deal_score,
    "deal_total": _kind_deal_total,
    "order": _kind_order,
    "trick_winner": _kind_trick_winner,
}
"""Every question kind a Belot lesson file may use, by name."""


# --------------------------------------------------------------------------- reading


def _written(f: Fields, name: str, facts: Mapping[str, object], rules: BelotRules) -> str:
    """Field ``name`` in the reading language, with its figures and the seating's words."""
    return with_figures(f, name, f.said(name), {**facts, **seating_words(rules, f.words)})


READER: Final = LessonReader(TOPICS, KINDS, book_figures, _written)
"""How a Belot lesson file is read: its topics, question kinds and figures."""


def parse_belot_lesson(
    text: str, source: str, rules: BelotRules = RULES, language: Language = "en"
) -> tuple[int, Lesson]:
    """A Belot lesson from the TOML text of its file, and its place (``order``).

    In ``language`` where the file has its texts (see :func:`~baloot_tui.text.lessons.read_both`).

    Raises:
        LessonError: the text is not valid TOML or a field is missing or wrong; the
            message names ``source`` and the field.
    """
    return READER.parse(text, source, rules, language)


LESSON_FOLDER: Final = files("baloot_tui.games.belot.coach").joinpath("lesson_data")
"""Where the shipped Belot lesson files live (package data, apart from Baloot's)."""


def load_belot_lessons(
    folder: Traversable = LESSON_FOLDER, rules: BelotRules = RULES, language: Language = "en"
) -> tuple[Lesson, ...]:
    """Every ``*.toml`` lesson of ``folder``, in the order their ``order`` fields give.

    In ``language`` where a lesson has its texts (else in English).

    Raises:
        LessonError: a file is not a valid lesson, or two lessons share a key.
    """
    return READER.folder(folder, rules, language)


@cache
def shipped_belot_lessons(language: Language = "en") -> tuple[Lesson, ...]:
    """The shipped Belot lessons in teaching order, in ``language``, under the default rules.

    Read the first time they are asked for, in that language only.
    """
    return load_belot_lessons(language=language)


_SHIPPED: Final[dict[str, Language]] = {"BELOT_LESSONS": "en", "BELOT_LESSONS_AR": "ar"}
"""``BELOT_LESSONS``: the Belot lessons, in teaching order, under the default rules;
``BELOT_LESSONS_AR``: the same in Arabic (English where a file has no Arabic). Both
read on first use (:func:`shipped_belot_lessons`)."""


def __getattr__(name: str) -> tuple[Lesson, ...]:
    """``BELOT_LESSONS`` and ``BELOT_LESSONS_AR``, read when first asked for."""
    if name in _SHIPPED:
        return shipped_belot_lessons(_SHIPPED[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
