"""The coach's sentences in the player's language, from the coach's values.

The coach says what each option means now (:class:`~baloot_tui.games.baloot.coach.explain.Meaning`),
why it is worth what it is (:class:`~baloot_tui.games.baloot.coach.analysis.Reason`) and what the
hand counts for each call (:class:`~baloot_tui.games.baloot.coach.analysis.StrengthLine`), as
values: seats, cards, multipliers, scores, evaluations and thresholds read from the
view, the rules and the evaluator. Here they become sentences, each a catalogue
message filled with those values in the language in force, as the refusals are
(:func:`~baloot_tui.games.baloot.words.refusal_words`); a card's rule is
:func:`~baloot_tui.games.baloot.words.option_words`'.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots.evaluate import HokumStrength, SunStrength
from baloot_tui.games.baloot.coach import figures
from baloot_tui.games.baloot.coach.analysis import (
    Evaluated,
    Reason,
    ReasonKind,
    StrengthLine,
    strength_components,
)
from baloot_tui.games.baloot.coach.card_facts import (
    CardFact,
    Fact,
    card_facts,
    position_facts,
)
from baloot_tui.games.baloot.coach.explain import (
    Meaning,
    MeaningKind,
    OptionExplanation,
    action_label,
)
from baloot_tui.games.baloot.coach.figures import UNIT_WORDS, figure_of
from baloot_tui.games.baloot.coach.guide import Prompt, Telling, Told
from baloot_tui.games.baloot.coach.hand_words import COMPONENT_WORDS, SHORT_COMPONENT_WORDS
from baloot_tui.games.baloot.coach.lesson_words import Words
from baloot_tui.games.baloot.coach.trainer import PlayProblem, PlayVerdict, TrainerRun
from baloot_tui.games.baloot.help.glossary import MEANINGS, Term, terms_for
from baloot_tui.games.baloot.rules.actions import PlayCard
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.scoring import POT_GP, Outcome
from baloot_tui.games.baloot.rules.tricks import CardOption
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.words import option_words
from baloot_tui.text.i18n import N_, _, language
from baloot_tui.text.table_words import SEAT_WORDS, card_points_words, game_points_words

MEANING_WORDS: Final[Mapping[MeaningKind, str]] = {
    MeaningKind.RAISE_LEFT: N_("no raise from you; {seats} may still call it"),
    MeaningKind.NO_RAISE: N_("no raise: the hand is played at ×{multiplier}"),
    MeaningKind.SUN_STANDS: N_("let {seat}'s Sun stand"),
    MeaningKind.ASHKAL_STANDS: N_("let {seat}'s Ashkal stand: a Sun bought by {other}"),
    MeaningKind.WALA_HOKUM_STANDS: N_(
        "wala: let {seat}'s Hokum stand; in round 2 you cannot come back"
    ),
    MeaningKind.WALA: N_("wala: you give up for this hand"),
    MeaningKind.WALA_WARAQ: N_(
        "wala: you give up for this hand — everyone has passed twice: waraq, a new deal"
    ),
    MeaningKind.HOKUM_STANDS: N_(
        "let {seat}'s Hokum stand; if everyone passes they confirm it or switch to Sun"
    ),
    MeaningKind.BAS: N_("bas: you do not buy now"),
    MeaningKind.BAS_LAST: N_("bas: you do not buy now — all four passed: round 2 starts"),
    MeaningKind.HOKUM_ROUND_ONE: N_(
        "Hokum with {suit} as trumps: you would take the {card}. Provisional: the others "
        "may still say Sun; if nobody does, you confirm or switch to Sun"
    ),
    MeaningKind.HOKUM_ROUND_TWO: N_(
        "Hokum in a suit other than {suit}, named when you confirm; only players who have "
        "not spoken yet in round 2 can still override it with Sun"
    ),
    MeaningKind.SUN_ROUND_TWO: N_(
        "Sun: no trumps, {pot} points a hand; you take the {card}. In round 2 this ends "
        "the bidding at once: nobody can say 'before you'"
    ),
    MeaningKind.SUN_TAKERS: N_(
        "Sun: no trumps, {pot} points a hand; you take the {card}; {seats} may still take "
        "it 'before you'"
    ),
    MeaningKind.SUN_FINAL: N_(
        "Sun: no trumps, {pot} points a hand; you take the {card}; nobody who speaks before "
        "you may take it, so it is final"
    ),
    MeaningKind.ASHKAL: N_(
        "Ashkal: Sun for your partner {seat}, who takes the {card} — allowed because you "
        "speak {ordinal}"
    ),
    MeaningKind.ASHKAL_NOT_ACE: N_(
        "Ashkal: Sun for your partner {seat}, who takes the {card} — allowed because you "
        "speak {ordinal} and the card is not an Ace"
    ),
    MeaningKind.BEFORE_YOU: N_(
        "you speak before {seat}, so you may take the Sun yourself: you become the buyer "
        "and take the {card}"
    ),
    MeaningKind.CONFIRM: N_("keep Hokum with {suit} as trumps; you stay the buyer"),
    MeaningKind.TO_SUN: N_("turn your Hokum into Sun: you stay the buyer, the pot becomes {pot}"),
    MeaningKind.KAWESH_ROTATE: N_(
        "your five cards are only 7s, 8s and 9s: annul the deal; the deal passes to the right"
    ),
    MeaningKind.KAWESH_REDEAL: N_(
        "your five cards are only 7s, 8s and 9s: annul the deal; {seat} deals again"
    ),
    MeaningKind.DOUBLE_SUN: N_(
        "Double the Sun: ×2, winner takes all; {tie}. Allowed with the buyer's team at "
        "{them} and yours at {us}: {rule}"
    ),
    MeaningKind.DOUBLE: N_("×2, the team with more points takes everything{lock}; {tie}"),
    MeaningKind.THREE: N_("answer the double: ×3{lock}; {tie}"),
    MeaningKind.FOUR: N_("×4{lock}; {tie}"),
    MeaningKind.GAHWA: N_("Gahwa: whoever wins this hand wins the whole match"),
    MeaningKind.DECLARE_NOTHING: N_("declare nothing"),
    MeaningKind.DECLARE: N_(
        "declare {projects}: worth {worth} game points if your team's best project beats "
        "the other team's"
    ),
    MeaningKind.SAWA: N_("claim every remaining trick for your team"),
}
"""Each kind of meaning but a card's (its rule: :func:`option_words`) as a catalogue message."""

SPEAKER_WORDS: Final = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))
"""A speaker's place in the auction, 1st (right of the dealer) to 4th (the dealer)."""
LOCK_WORDS: Final[Mapping[bool | None, str]] = {
    True: N_("; closed: nobody may lead a trump while holding another suit"),
    False: N_("; open: trumps may be led"),
    None: "",
}
"""What a double's lock adds to its meaning (none when no lock is chosen)."""
OPEN_THREE: Final = N_(", play is open")
"""A Three with no lock to choose: the play stays open."""
TIE_WORDS: Final = {True: N_("a tie is lost by your team"), False: N_("a tie is lost by theirs")}
"""Who loses equal totals in a doubled hand, from the viewing seat's side."""

REASON_WORDS: Final[Mapping[ReasonKind, str]] = {
    ReasonKind.HOKUM_STRENGTH: N_(
        "Hokum {suit}: the hand counts {total} (the bots bid from {threshold}): {components}"
    ),
    ReasonKind.SUN_WITH_FACE: N_(
        "Sun with the face-up card: the hand counts {total} (the bots bid from {threshold}): "
        "{components}"
    ),
    ReasonKind.SUN_WITHOUT_FACE: N_(
        "Sun without the face-up card: the hand counts {total} (the bots bid from "
        "{threshold}): {components}"
    ),
    ReasonKind.EXPECTATION: N_(
        "{action}: {points} on average over {worlds} deals you cannot tell apart ({unit})"
    ),
    ReasonKind.ONLY_LEGAL: N_("the only legal action"),
}
"""Each kind of reason but a card's (its rule: :func:`option_words`) as a catalogue message."""

EVALUATED_WORDS: Final[Mapping[Evaluated, str]] = {
    Evaluated.HOKUM: N_("Hokum {suit}"),
    Evaluated.SUN: N_("Sun"),
    Evaluated.ASHKAL: N_("Ashkal (Sun without it)"),
}
"""What a strength line evaluates, as its title."""


def seat_words(seat: Seat | None) -> str:
    """A seat as the coach names it: ``North`` (translated)."""
    return "" if seat is None else _(SEAT_WORDS[seat])


AND: Final = N_(" and ")
COMMA: Final = N_(", ")


def _seats(seats: Sequence[Seat], joiner: str) -> str:
    return _(joiner).join(seat_words(s) for s in seats)


_SPOKEN: Final = frozenset({MeaningKind.ASHKAL, MeaningKind.ASHKAL_NOT_ACE})
"""Kinds whose number is a speaker's place."""


def meaning_words(meaning: Meaning) -> str:
    """What an option means now, as the player's sentence, such as ``let North's Sun stand``."""
    kind = meaning.kind
    if kind is MeaningKind.CARD:
        assert meaning.option is not None
        return option_words(meaning.option)
    them, us = meaning.scores
    lock = _(LOCK_WORDS[meaning.closed])
    if kind is MeaningKind.THREE and meaning.closed is None:
        lock = _(OPEN_THREE)
    words = Words(language())
    rule = "" if meaning.rules is None else words.rules("{rule:sun_double}", meaning.rules)
    return _(MEANING_WORDS[kind]).format(
        seat=seat_words(meaning.seat),
        other=seat_words(meaning.other),
        seats=_seats(meaning.seats, COMMA if kind is MeaningKind.SUN_TAKERS else AND),
        card="" if meaning.card is None else meaning.card.label,
        suit=_suit(meaning),
        multiplier=meaning.number,
        ordinal=_(SPEAKER_WORDS[meaning.number]) if kind in _SPOKEN else "",
        worth=meaning.number,
        pot=POT_GP[Contract.SUN],
        lock=lock,
        tie=_(TIE_WORDS[meaning.tie_ours]),
        them=them,
        us=us,
        rule=rule,
        projects=_(COMMA).join(words.project(p) for p in meaning.projects),
    )


def _suit(meaning: Meaning) -> str:
    """The trump suit named: the confirmed one, else the face-up card's."""
    if meaning.suit is not None:
        return meaning.suit.symbol
    return "" if meaning.card is None else meaning.card.suit.symbol


def strength_words(strength: HokumStrength | SunStrength) -> str:
    """The evaluation's non-zero components, e.g. ``trump jack 26, side aces 13``."""
    parts = [
        f"{_(COMPONENT_WORDS[name])} {value}"
        for name, value in strength_components(strength)
        if value
    ]
    return _(COMMA).join(parts) if parts else _("nothing that counts")


def reason_words(reason: Reason) -> str:
    """One reason behind an option's value, as the player's sentence."""
    if reason.kind is ReasonKind.CARD:
        assert reason.option is not None
        return option_words(reason.option)
    strength = reason.strength
    return _(REASON_WORDS[reason.kind]).format(
        suit=strength.trump.symbol if isinstance(strength, HokumStrength) else "",
        total=0 if strength is None else strength.total,
        threshold=reason.threshold,
        components="" if strength is None else strength_words(strength),
        action="" if reason.action is None else action_label(reason.action),
        points=figure_of(reason.points, reason.unit),
        worlds=reason.worlds,
        unit=_(UNIT_WORDS[reason.unit]),
    )


def strength_title(line: StrengthLine) -> str:
    """What a strength line evaluates: ``Hokum ♥``, ``Sun``, ``Ashkal (Sun without it)``."""
    strength = line.strength
    suit = strength.trump.symbol if isinstance(strength, HokumStrength) else ""
    return _(EVALUATED_WORDS[line.evaluated]).format(suit=suit)


def short_components(line: StrengthLine) -> tuple[tuple[str, int], ...]:
    """The line's non-zero components by their compact names, for a narrow column."""
    return tuple(
        (_(SHORT_COMPONENT_WORDS[name]), value)
        for name, value in strength_components(line.strength)
        if value
    )


# ------------------------------------------------------------------ the glossary


def term_meaning(term: Term, rules: HouseRules) -> str:
    """What a glossary term means at the table, in the language in force, for ``rules``.

    The house-rule sentences it names are those of
    :mod:`~baloot_tui.games.baloot.help.rule_text`, in the same language.
    """
    words = Words(language())
    return words.rules(words(MEANINGS[term.key]), rules)


def worded_terms(keys: Iterable[str], rules: HouseRules) -> tuple[tuple[Term, str], ...]:
    """The glossary entries for ``keys`` with their meanings in the language in force.

    Once each, in the order named.
    """
    return tuple((term, term_meaning(term, rules)) for term in terms_for(keys, rules))


def term_lines(keys: Iterable[str], rules: HouseRules) -> tuple[str, ...]:
    """One line per glossary term: ``Ashkal (أشكال): …`` in English, ``أشكال: …`` in Arabic."""
    english = language() == "en"
    return tuple(
        f"{term.name} ({term.arabic}): {meaning}" if english else f"{term.arabic}: {meaning}"
        for term, meaning in worded_terms(keys, rules)
    )


# ------------------------------------------------------------------ the guided hand

VERDICT_WORDS: Final = {
    True: N_("the bots bid from {threshold}: enough"),
    False: N_("the bots bid from {threshold}: not enough"),
}
"""Whether a count reaches the bots' bidding threshold (the lesson "Counting a hand")."""


TOLD_WORDS: Final[Mapping[Told, str]] = {
    Told.FACE_ROUND_ONE: N_(
        "The face-up card is {card}. Whoever buys the hand takes it. A Hokum bought in this "
        "first round has {suit} as trumps; a Sun has no trumps."
    ),
    Told.FACE_ROUND_TWO: N_(
        "Round 2: nobody took the {card} with {suit} as trumps. A Hokum now names another "
        "suit as trumps; a Sun is still open."
    ),
    Told.TRICK: N_("On the table: {plays}, worth {abnat} to whoever wins the trick."),
    Told.LAST_TRICK: N_(
        "On the table: {plays}, worth {abnat} plus the {bonus} for the last trick to "
        "whoever wins the trick."
    ),
    Told.BOUGHT: N_("{contract} bought by {team}{stake}."),
    Told.SAWA_YOU: N_("Sawa: you claimed the rest, so your team took every remaining trick."),
    Told.SAWA_PARTNER: N_(
        "Sawa: {seat} claimed the rest, so your team took every remaining trick."
    ),
    Told.SAWA_THEM: N_(
        "Sawa: {seat} claimed the rest, so {seat}'s team took every remaining trick."
    ),
    Told.ABNAT: N_("Card points (abnat), the last trick's {bonus} included: {pair}."),
    Told.CARD_GP: N_("As game points, {points} in all ({how}): {pair}."),
    Told.PROJECTS: N_("Projects counted for {team}: {game_points}."),
    Told.BALOOT: N_("Baloot held by {team}: {game_points}, never multiplied."),
    Told.TOTALS: N_("Totals (cards and projects): {pair}."),
    Told.BALOOT_GOES: N_("The Baloot held by {team} goes to {other} with the hand."),
    Told.SCORED: N_("Your team (you and {seat}) scores {scored}, the other team {theirs}."),
}
"""Each line the guide tells but the outcome's (:data:`OUTCOME_WORDS`), as a catalogue message."""
OUTCOME_WORDS: Final[Mapping[Outcome, str]] = {
    "made": N_("The buyer's team made the contract: each team scores its own points."),
    "split": N_("An exact tie in Sun: each team keeps its own points."),
    "khasara": N_("Khasara: the buyer's team failed, scores 0, and {winner} takes the whole pot."),
    "kaboot": N_("Kaboot: {winner} took all eight tricks and scores the kaboot value."),
    "doubled_win": N_("A doubled hand is winner-takes-all: {winner} (the buyer's) takes it."),
    "doubled_loss": N_("A doubled hand is winner-takes-all: {winner} (the defenders) takes it."),
    "gahwa": N_("Gahwa: {winner} wins the hand and with it the match."),
    "qayd": N_("The hand was stopped by a Qayd: {winner} takes it."),
}
"""How each outcome of the scorer ends the guide's walkthrough."""
TEAM_WORDS: Final = {True: N_("your team"), False: N_("the other team")}
"""A team from the learner's side."""
PAIR_WORDS: Final = N_("your team {ours}, the other team {theirs}")
"""Two figures, the learner's team's first."""
CONTRACT_WORDS: Final = {Contract.SUN: N_("Sun"), Contract.HOKUM: N_("Hokum")}
STAKE_WORDS: Final = {
    1: "",
    2: N_(", doubled (×2)"),
    3: N_(", at Three (×3)"),
    4: N_(", at Four (×4)"),
}
"""What a hand was played for, by its multiplier (a Gahwa is :data:`GAHWA_STAKE`)."""
GAHWA_STAKE: Final = N_(", at Gahwa")
HOW_WORDS: Final = {
    Contract.SUN: N_("Sun: round to the nearest 10, a 5 stays, then × 2 ÷ 10"),
    Contract.HOKUM: N_("Hokum: ÷ 10, the side with fewer is rounded and the other takes the rest"),
}
"""How each contract turns card points into game points."""


def prompt_lines(prompt: Prompt) -> tuple[str, ...]:
    """A guide prompt's lines in the player's words: its cards, options and strengths, its text."""
    return (
        *_card_lines(prompt.cards),
        *(_option_line(option) for option in prompt.options),
        *(_strength_line(line) for line in prompt.strengths),
        *(told_words(telling) for telling in prompt.told),
        *prompt.lines,
    )


def told_words(telling: Telling) -> str:
    """One line the guide tells, such as ``On the table: North 7♠, worth 0 points…``."""
    team = _(TEAM_WORDS[telling.ours])
    if telling.told is Told.OUTCOME:
        assert telling.outcome is not None
        return _(OUTCOME_WORDS[telling.outcome]).format(winner=team)
    card, contract = telling.card, telling.contract
    plays = _(COMMA).join(f"{seat_words(seat)} {played.label}" for seat, played in telling.plays)
    ours, theirs = telling.pair
    stake = GAHWA_STAKE if telling.gahwa else STAKE_WORDS[telling.multiplier]
    return _(TOLD_WORDS[telling.told]).format(
        card="" if card is None else card.label,
        suit="" if card is None else card.suit.symbol,
        plays=plays,
        points=telling.points,
        abnat=card_points_words(telling.points),
        game_points=game_points_words(telling.points),
        bonus=telling.bonus,
        team=team,
        other=_(TEAM_WORDS[not telling.ours]),
        seat=seat_words(telling.seat),
        pair=_(PAIR_WORDS).format(ours=ours, theirs=theirs),
        contract="" if contract is None else _(CONTRACT_WORDS[contract]),
        stake=_(stake),
        how="" if contract is None else _(HOW_WORDS[contract]),
        scored=game_points_words(ours),
        theirs=theirs,
    )


def _card_lines(options: Sequence[CardOption]) -> list[str]:
    """The hand's cards grouped by their rule, in the order the rules first come."""
    groups: dict[tuple[bool, str], list[str]] = {}
    for option in options:
        groups.setdefault((option.legal, option_words(option)), []).append(option.card.label)
    return [
        # A refusal is a sentence of its own, with its full stop.
        (_("You may play {cards}: {reason}.") if legal else _("Not {cards}: {reason}")).format(
            cards=_(COMMA).join(cards), reason=reason
        )
        for (legal, reason), cards in groups.items()
    ]


def _option_line(option: OptionExplanation) -> str:
    """``Sun: no trumps…``, or the meaning alone when it starts with the option's name."""
    meaning = meaning_words(option.meaning)
    if meaning.lower().startswith(option.label.lower()):
        return f"{meaning[0].upper()}{meaning[1:]}."
    return f"{option.label}: {meaning}."


def _strength_line(line: StrengthLine) -> str:
    return _("Your hand counts {total} for {title} ({verdict}).").format(
        total=line.strength.total,
        title=strength_title(line),
        verdict=_(VERDICT_WORDS[line.enough]).format(threshold=line.threshold),
    )


# ------------------------------------------------------------------ a card's reasons

CARD_FACT_WORDS: Final[Mapping[Fact, str]] = {
    Fact.TRUMPS_OUT: N_("trumps still out: {count}"),
    Fact.PARTNER_WINNING: N_(
        "your partner {seat} is winning the trick with {card}: what you add is your team's"
    ),
    Fact.OPPONENT_WINNING: N_("{seat} is winning the trick with {card}"),
    Fact.SHOWN_OUT: N_("{seat} has no {suit} left"),
    Fact.MASTER: N_("{card} is the master of {suit}: led, it wins unless it is trumped"),
    Fact.TRUMP: N_("{card} is a trump: it can take a trick by trumping"),
    Fact.WINS_NOW: N_("{card} would win the trick"),
}
"""Each reason a position gives, as the coach, the trainer and the review say it."""
POSITION_WORDS: Final = N_("The position: {facts}.")


def card_fact_words(fact: CardFact) -> str:
    """One reason in the player's words, such as ``K♥ is the master of ♥: …``."""
    return _(CARD_FACT_WORDS[fact.fact]).format(
        seat=seat_words(fact.seat),
        card="" if fact.card is None else fact.card.label,
        suit="" if fact.suit is None else fact.suit.symbol,
        count=fact.count,
    )


def position_line(view: PlayerView) -> str:
    """``The position: trumps still out: 3; North is winning…``, or ``""`` with nothing to say."""
    facts = [card_fact_words(f) for f in position_facts(view)]
    return _(POSITION_WORDS).format(facts=_("; ").join(facts)) if facts else ""


def card_line(view: PlayerView, card: Card) -> str:
    """What one card is in this position (a master, a trump, the trick's winner), or ``""``."""
    facts = [card_fact_words(f) for f in card_facts(view, card)]
    if not facts:
        return ""
    said = _("; ").join(facts)
    return f"{said[0].upper()}{said[1:]}."


def card_reasons(view: PlayerView, actions: Iterable[object]) -> list[str]:
    """The position's line, then each card's among ``actions`` (once each), without blanks.

    What the trainer, the review and its screen say beside a graded card decision.
    """
    cards = dict.fromkeys(a.card for a in actions if isinstance(a, PlayCard))
    if not cards:
        return []
    said = [position_line(view), *(card_line(view, card) for card in cards)]
    return [line for line in said if line]


# ------------------------------------------------------------------ the play trainer

BEST_WORDS: Final = N_("{card} is the best card here ({figure}).")
EQUAL_WORDS: Final = N_(
    "Right: a tie. {cards} are within {margin} of each other, so each counts as right."
)
WORSE_WORDS: Final = N_("{best} was better ({best_figure}): {card} ({figure}) is {gap} below.")
UNSETTLED_WORDS: Final = N_(
    "Not settled: {card} ({figure}) is {gap} below {best} ({best_figure}), too close to the "
    "tie margin for these deals to tell whether it is as good."
)
REAL_WORDS: Final = N_(
    "With the cards as they lay, everyone playing perfectly from here: {cards} (game points for "
    "your team minus the other team's)."
)
TOO_LARGE: Final = N_("The real deal is too large to search exactly from here.")
MADE_MOST: Final = N_("On this deal {card} makes the most.")
MADE_MORE: Final = N_("On this deal {cards} would have made more than {card}.")
OR: Final = N_(" or ")
LUCK: Final = N_(
    "That is the luck of this deal: you could not see it, and over the deals you could not tell "
    "apart your card is right."
)
"""The trainer's verdict, line by line (:func:`trainer_lines`)."""
BOUGHT_WORDS: Final = {
    True: N_("{contract}{trump}, bought by you{doubled}."),
    False: N_("{contract}{trump}, bought by {seat}{doubled}."),
}
"""The position's contract, by whether the learner bought it."""
TRUMP_WORDS: Final = N_(" with {suit} as trumps")
DOUBLED_WORDS: Final = {
    False: N_(", doubled ×{multiplier}"),
    True: N_(", doubled ×{multiplier} and closed (no trump leads)"),
}
"""A doubled position, by whether it is closed."""
TRICK_SO_FAR: Final = N_(
    "Trick {number} of 8. Card points so far: your team {ours}, theirs {theirs}."
)
TRAINER_SCORE: Final = N_("Right {score} / {total}")
TRAINER_UNSETTLED: Final = N_("{score}, {count} not settled")


def trainer_lines(verdict: PlayVerdict) -> tuple[str, ...]:
    """The verdict for the learner: the grade, the rule behind the card, the real deal."""
    mine, best = verdict.mine, verdict.best
    equals = [r.card.label for r in verdict.cards[1:] if r.seen.standing == "equal"]
    figures_of = {
        "card": mine.card.label,
        "figure": figures.figure(mine.seen),
        "best": best.card.label,
        "best_figure": figures.figure(best.seen),
        "gap": figures.gap(mine.seen),
    }
    if mine is best and not equals:
        head = _(BEST_WORDS).format(**figures_of)
    elif not mine.seen.settled:
        head = _(UNSETTLED_WORDS).format(**figures_of)
    elif verdict.correct:
        head = _(EQUAL_WORDS).format(
            cards=_(COMMA).join([best.card.label, *equals]),
            margin=figures.margin(best.seen.unit),
        )
    else:
        head = _(WORSE_WORDS).format(**figures_of)
    lines = [head]
    option = mine.seen.reasons[0].option if len(mine.seen.reasons) > 1 else None
    if option is not None:
        lines.append(f"{mine.card.label}: {option_words(option)}.")
    if verdict.view is not None:
        lines += card_reasons(verdict.view, (best.seen.action, mine.seen.action))
    lines.append(figures.legend(best.seen.unit, best.seen.worlds))
    return tuple(line for line in (*lines, *_real_lines(verdict)) if line)


def _real_lines(verdict: PlayVerdict) -> list[str]:
    """The cards against the deal as it lay, by the exact search."""
    solved = [r for r in verdict.cards if r.real is not None]
    if not solved:
        return [_(TOO_LARGE)]
    figures = _(COMMA).join(f"{r.card.label} {r.real:+.0f}" for r in solved)
    lines = [_(REAL_WORDS).format(cards=figures)]
    top, chosen = verdict.real_best, verdict.chosen.label
    if verdict.chosen in top:
        lines.append(_(MADE_MOST).format(card=chosen))
    else:
        better = _(OR).join(c.label for c in top)
        lines.append(_(MADE_MORE).format(cards=better, card=chosen))
    if verdict.best.card not in top and verdict.correct:
        lines.append(_(LUCK))
    return lines


def problem_lines(problem: PlayProblem) -> tuple[str, str]:
    """The position in plain lines: contract and buyer, the trick number, the points so far."""
    view = problem.view
    assert view.contract is not None and view.buyer is not None
    team = view.seat % 2
    trump = "" if view.trump is None else _(TRUMP_WORDS).format(suit=view.trump.symbol)
    doubled = ""
    if view.doubling is not None and view.doubling.multiplier > 1:
        doubled = _(DOUBLED_WORDS[bool(view.closed)]).format(multiplier=view.doubling.multiplier)
    bought = _(BOUGHT_WORDS[view.buyer is view.seat]).format(
        contract=_(CONTRACT_WORDS[view.contract]),
        trump=trump,
        seat=seat_words(view.buyer),
        doubled=doubled,
    )
    so_far = _(TRICK_SO_FAR).format(
        number=len(view.tricks) + 1, ours=view.abnat[team], theirs=view.abnat[1 - team]
    )
    return bought, so_far


def trainer_score(run: TrainerRun) -> str:
    """``Right 3 / 5``: the answers graded right of those settled (and how many were not)."""
    said = _(TRAINER_SCORE).format(score=run.score, total=len(run.graded))
    unsettled = len(run.verdicts) - len(run.graded)
    return _(TRAINER_UNSETTLED).format(score=said, count=unsettled) if unsettled else said
