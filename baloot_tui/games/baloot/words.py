"""The players' words: game events, actions, projects, house rules and refusals.

Every string a person reads about the game comes from here; engine notation
(``AS``, ``S play AS``, flag values such as ``gt100_lt100``) is for records,
``--json`` and tests. Pure Python (no rich), so the CLI and the UI share it.

Two registers: the spoken one of ``baloot play --plain``, which a screen reader
reads aloud, names cards in full ("the Ace of spades") and never by colour or
symbol alone, with the person at the table as "You" ("You play", "Faisal
plays"); and the short one of the screens (``Faisal doubles (closed)``,
``a Sira: Q♣ K♣ A♣``, ``You must follow ♠.``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import Suit
from baloot_tui.core.errors import IllegalActionError, Refusal
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.baloot.events import (
    BalootShown,
    BidMade,
    CardPlayed,
    ContractSet,
    Dealt,
    Doubled,
    GameEvent,
    HandScored,
    MatchWon,
    ProjectsDeclared,
    ProjectsShown,
    SawaAnswered,
    SawaClaimed,
    SawaShown,
    TrickWon,
    Undone,
)
from baloot_tui.games.baloot.help.card_reasons import ALLOWED_REASONS
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
    Sawa,
)
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.projects import Project
from baloot_tui.games.baloot.rules.refusals import Rule
from baloot_tui.games.baloot.rules.scoring import (
    PHRASES,
    Aside,
    Comparison,
    Figure,
    Outcome,
    Penalty,
    Phrase,
    ProjectScore,
    ScoreLine,
    ScoreLineKind,
    Stake,
    Tail,
    Term,
    TieLoser,
    Verdict,
)
from baloot_tui.games.baloot.rules.tricks import CardOption
from baloot_tui.text.i18n import N_, _, ngettext, speaking
from baloot_tui.text.players import Subject, isolated
from baloot_tui.text.printable import printable
from baloot_tui.text.table_words import (
    RANK_WORDS,
    SEAT_WORDS,
    SUIT_WORDS,
    TEAM_SHORT,
    YOU,
    card_label,
    card_words,
    hand_words,
    moves_words,
    refusal_sentence,
    team_pair,
    team_words,
    undone_words,
)

STEP_WORDS: Final = {
    DoubleStep.DOUBLE: N_("Double"),
    DoubleStep.THREE: N_("Three"),
    DoubleStep.FOUR: N_("Four"),
    DoubleStep.GAHWA: N_("Gahwa"),
}
"""The doubling ladder in English; a screen translates them (``_``) where it draws them."""
PROJECT_WORDS: Final = {
    ProjectKind.SIRA: N_("Sira"),
    ProjectKind.FIFTY: N_("Fifty"),
    ProjectKind.HUNDRED: N_("Hundred"),
    ProjectKind.FOUR_HUNDRED: N_("Four hundred"),
    ProjectKind.BALOOT: N_("Baloot"),
}
"""The projects in English; a screen translates them (``_``) where it draws them."""
OUTCOME_WORDS: Final[dict[Outcome, str]] = {
    "made": N_("the buyer made the contract"),
    "split": N_("equal points, the hand is split"),
    "khasara": N_("khasara: the buyer failed"),
    "kaboot": N_("kaboot: all eight tricks"),
    "doubled_win": N_("the buyer won the doubled hand"),
    "doubled_loss": N_("the buyer lost the doubled hand"),
    "gahwa": N_("Gahwa decided"),
    "qayd": N_("Qayd: an illegal play was caught"),
}
"""Each outcome in English, a catalogue message (translated where it is shown)."""
REDEALS: Final = {
    "waraq": "nobody bought, the cards are dealt again",
    "kawesh": "Kawesh, the cards are dealt again",
}


def project_words(project: Project) -> str:
    """``Sira: 7, 8 and 9 of hearts`` or ``Hundred: four Kings``."""
    name = PROJECT_WORDS[project.kind]
    ranks = [RANK_WORDS[c.rank] for c in project.cards]
    if not project.is_sequence:
        return f"{name}: four {ranks[0]}s"
    return f"{name}: {', '.join(ranks[:-1])} and {ranks[-1]} of {SUIT_WORDS[project.cards[0].suit]}"


def action_words(action: Action, face_suit: Suit | None) -> str:
    """What choosing ``action`` means, for the list of choices.

    Args:
        action: a legal action of the person to act.
        face_suit: the face-up card's suit, which a round-1 Hokum takes; None in
            round 2, where the suit is named when the Hokum is confirmed.
    """
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, Bid):
        return _call_choice(action, face_suit)
    if isinstance(action, Double):
        lock = {None: "", True: ", closed: no trump leads", False: ", open"}[action.closed]
        return f"{STEP_WORDS[action.step]} (×{action.step.multiplier}{lock})"
    if isinstance(action, Sawa):
        return "Sawa: claim all the remaining tricks"
    if isinstance(action, Declare):
        if not action.projects:
            return "No project"
        return "Declare " + " and ".join(project_words(p) for p in action.projects)
    return card_words(action.card)


def _call_choice(bid: Bid, face_suit: Suit | None) -> str:
    if bid.call is Call.HOKUM:
        if face_suit is None:
            return "Hokum (you name the trump next)"
        return f"Hokum in {SUIT_WORDS[face_suit]}"
    if bid.call is Call.CONFIRM:
        return "Confirm Hokum" if bid.suit is None else f"Hokum in {SUIT_WORDS[bid.suit]}"
    return {
        Call.SUN: "Sun",
        Call.ASHKAL: "Ashkal (Sun for your partner)",
        Call.BEFORE_YOU: "Sun before you",
        Call.TO_SUN: "Switch to Sun",
        Call.KAWESH: "Kawesh (ask for a redeal)",
    }[bid.call]


class Narrator:
    """Turns events into sentences for the person in seat ``viewer``."""

    def __init__(self, names: Sequence[str], viewer: Seat | None) -> None:
        """``names`` by seat index; the viewer's own seat is always "You" (None: a spectator)."""
        self.names = tuple(
            YOU if seat is viewer else name for seat, name in zip(SEATS, names, strict=True)
        )
        self.viewer = viewer
        self.face_suit: Suit | None = None
        """The suit of the hand's face-up card, which a round-1 Hokum takes."""

    def who(self, seat: Seat) -> str:
        """The player's name, or "You"."""
        return self.names[seat]

    def says(self, seat: Seat, verb: str) -> str:
        """``Faisal plays`` or ``You play``: ``verb`` is given in the third person."""
        if seat is not self.viewer:
            return f"{self.names[seat]} {verb}"
        plain = {"does": "do", "has": "have", "passes": "pass", "is": "are"}
        return f"{YOU} {plain.get(verb, verb.removesuffix('s'))}"

    def team(self, team: Team) -> str:
        """``your team`` or ``their team`` (for a spectator, the two players)."""
        if self.viewer is None:
            first, second = team.seats
            return f"{self.who(first)} and {self.who(second)}"
        return "your team" if team is self.viewer.team else "their team"

    def team_members(self, team: Team) -> str:
        """``your team (You and Noura)``."""
        first, second = team.seats
        if self.viewer is None:
            return self.team(team)
        return f"{self.team(team)} ({self.who(first)} and {self.who(second)})"

    def scores(self, scores: tuple[int, int]) -> str:
        """``your team 16, their team 10`` (the viewer's team first)."""
        ours = Team.NORTH_SOUTH if self.viewer is None else self.viewer.team
        return f"{self.team(ours)} {scores[ours]}, {self.team(ours.other)} {scores[ours.other]}"

    def contract(self, contract: Contract, trump: Suit | None) -> str:
        """``Sun`` or ``Hokum, hearts are trumps``."""
        if contract is Contract.SUN or trump is None:
            return "Sun"
        return f"Hokum, {SUIT_WORDS[trump]} are trumps"

    def line(self, event: GameEvent) -> str:
        """The sentence for ``event``."""
        if isinstance(event, Dealt):
            self.face_suit = event.face_card.suit
            return (
                f"Hand {event.hand_number}: {self.says(event.dealer, 'deals')}. "
                f"The face-up card is {card_words(event.face_card)}."
            )
        if isinstance(event, BidMade):
            return self._bid(event)
        if isinstance(event, ContractSet):
            caller = "" if event.caller is event.buyer else f" (Ashkal by {self.who(event.caller)})"
            return (
                f"Contract: {self.contract(event.contract, event.trump)}; "
                f"{self.says(event.buyer, 'buys')} the face-up card{caller}."
            )
        if isinstance(event, Doubled):
            if event.step is None:
                return f"{self.says(event.seat, 'does')} not raise."
            lock = ", closed: no trump leads" if event.closed else ""
            said = self.says(event.seat, "says")
            return f"{said} {STEP_WORDS[event.step]}: the hand counts ×{event.multiplier}{lock}."
        if isinstance(event, ProjectsDeclared):
            kinds = " and ".join(PROJECT_WORDS[k] for k in event.kinds) or "no project"
            return f"{self.says(event.seat, 'declares')} {kinds}."
        if isinstance(event, ProjectsShown):
            shown = "; ".join(f"{self.who(s)}: {project_words(p)}" for s, p in event.projects)
            return f"Projects shown, {self.team(event.team)} counts them: {shown}."
        if isinstance(event, BalootShown):
            return f"{self.says(event.seat, 'shows')} Baloot: the King and Queen of trumps."
        if isinstance(event, CardPlayed):
            return f"{self.says(event.seat, 'plays')} {card_words(event.card)}."
        if isinstance(event, TrickWon):
            winner = self.says(event.trick.winner, "wins")
            return f"{winner} trick {event.trick_number}: {event.trick.points} points."
        if isinstance(event, SawaShown):
            claims = self.says(event.seat, "claims")
            return (
                f"{claims} Sawa from trick {event.trick_number}, all the remaining tricks, "
                f"and shows the hand: {hand_words(event.cards)}."
            )
        if isinstance(event, SawaAnswered):
            verb = "accepts" if event.accepted else "refuses"
            return f"{self.says(event.seat, verb)} the claim."
        if isinstance(event, SawaClaimed):
            names = tuple("you" if s is self.viewer else self.names[s] for s in SEATS)
            return sawa_verdict(event, names, self.team(event.seat.team)) + "."
        if isinstance(event, Undone):
            return f"{self.says(event.seat, 'takes')} back {moves_words(event.actions)}."
        if isinstance(event, HandScored):
            return self._scored(event)
        assert isinstance(event, MatchWon)
        team = self.team(event.team)
        winners = team[:1].upper() + team[1:]
        won, lost = event.scores[event.team], event.scores[event.team.other]
        verb = "win" if self.viewer is None else "wins"
        return f"{winners} {verb} the match, {won} to {lost}."

    def _bid(self, event: BidMade) -> str:
        action = event.action
        if isinstance(action, Pass):
            again = "" if event.round_number == 1 else " again (wala)"
            return f"{self.says(event.seat, 'passes')}{again}."
        assert isinstance(action, Bid)
        if action.call is Call.CONFIRM:
            trump = "" if action.suit is None else f" in {SUIT_WORDS[action.suit]}"
            return f"{self.says(event.seat, 'confirms')} Hokum{trump}."
        if action.call is Call.HOKUM:
            if event.round_number == 1 and self.face_suit is not None:
                return f"{self.says(event.seat, 'bids')} Hokum in {SUIT_WORDS[self.face_suit]}."
            return f"{self.says(event.seat, 'bids')} Hokum; the trump is named next."
        said = {
            Call.SUN: "Sun",
            Call.ASHKAL: "Ashkal (Sun for the partner)",
            Call.BEFORE_YOU: "Sun before you",
            Call.TO_SUN: "a switch to Sun",
            Call.KAWESH: "Kawesh (a redeal)",
        }[action.call]
        return f"{self.says(event.seat, 'bids')} {said}."

    def _scored(self, event: HandScored) -> str:
        result = event.result
        if result.kind != "played" or result.score is None:
            return f"Hand {event.hand_number}: {REDEALS.get(result.kind, result.kind)}."
        outcome = OUTCOME_WORDS[result.score.outcome]
        return (
            f"Hand {event.hand_number} is over, {outcome}. This hand: "
            f"{self.scores(result.points)}. Match: {self.scores(event.scores)}."
        )


# ------------------------------------------------------------ short forms for screens


def project_label(project: Project) -> str:
    """``a Sira: Q♣ K♣ A♣``: a project as the table and the summaries show it."""
    cards = " ".join(card_label(c) for c in project.cards)
    return _("a {project}: {cards}").format(project=_(PROJECT_WORDS[project.kind]), cards=cards)


def action_short(action: Action, names: Sequence[str], face_suit: Suit | None = None) -> str:
    """``Faisal doubles (closed)``, ``Noura bids Sun``, ``You play 10♥``.

    ``names`` are the players' cleaned names by seat index ("You" for the person at
    the table); ``face_suit`` is the face-up card's suit, which a round-1 Hokum takes
    (None: not known or round 2).
    """
    who = names[action.seat]
    if isinstance(action, Pass):
        return PASSES.said(who)
    if isinstance(action, Bid):
        suit = face_suit if action.call is Call.HOKUM else action.suit
        trump = "" if suit is None else f" {suit.symbol}"
        return CALL_SAID[action.call].said(who, trump=trump)
    if isinstance(action, Double):
        lock = "" if action.closed is None else _(_LOCK_SHORT[action.closed])
        return STEP_SAID[action.step].said(who, lock=lock)
    if isinstance(action, Sawa):
        return CLAIMS_SAWA.said(who)
    if isinstance(action, Declare):
        if not action.projects:
            return DECLARES_NOTHING.said(who)
        projects = _(" and ").join(project_label(p) for p in action.projects)
        return DECLARES_PROJECTS.said(who, projects=projects)
    return PLAYS.said(who, card=card_label(action.card))


PASSES: Final = Subject("{name} passes", "You pass")
PLAYS: Final = Subject("{name} plays {card}", "You play {card}")
CLAIMS_SAWA: Final = Subject("{name} claims Sawa", "You claim Sawa")
DECLARES_NOTHING: Final = Subject("{name} declares no project", "You declare no project")
DECLARES_PROJECTS: Final = Subject("{name} declares {projects}", "You declare {projects}")
DECLARES_KINDS: Final = Subject("{name} declares {kinds}", "You declare {kinds}")
SHOWS: Final = Subject("{name} shows: {cards}", "You show: {cards}")
DEALS: Final = Subject(
    "Hand {number}: {name} deals; face-up card {card}",
    "Hand {number}: You deal; face-up card {card}",
)
CALL_SAID: Final = {
    Call.HOKUM: Subject("{name} bids Hokum{trump}", "You bid Hokum{trump}"),
    Call.CONFIRM: Subject("{name} confirms Hokum{trump}", "You confirm Hokum{trump}"),
    Call.SUN: Subject("{name} bids Sun", "You bid Sun"),
    Call.ASHKAL: Subject("{name} calls Ashkal", "You call Ashkal"),
    Call.BEFORE_YOU: Subject("{name} says Sun before you", "You take the Sun (before you)"),
    Call.TO_SUN: Subject("{name} switches to Sun", "You switch to Sun"),
    Call.KAWESH: Subject("{name} calls Kawesh", "You call Kawesh"),
}
STEP_SAID: Final = {
    DoubleStep.DOUBLE: Subject("{name} doubles{lock}", "You double{lock}"),
    DoubleStep.THREE: Subject("{name} says Three{lock}", "You say Three{lock}"),
    DoubleStep.FOUR: Subject("{name} says Four{lock}", "You say Four{lock}"),
    DoubleStep.GAHWA: Subject("{name} says Gahwa{lock}", "You say Gahwa{lock}"),
}
_LOCK_SHORT: Final = {True: N_(" (closed)"), False: N_(" (open)")}
TO_CONFIRM: Final = Subject("{name} to confirm or switch to Sun", "You: confirm or switch to Sun")
CLAIM_SHOWN: Final = Subject(
    "Sawa claimed by {name} from trick {number}, showing {cards}",
    "You claim Sawa from trick {number}, showing {cards}",
)
CLAIM_ANSWERED: Final = {
    True: Subject("Claim accepted by {name}", "You accept the claim"),
    False: Subject("Claim refused by {name}", "You refuse the claim"),
}


def sawa_by(seat: Seat, trick_number: int, names: Sequence[str]) -> str:
    """``Sawa by Faisal from trick 5``: who claimed the rest, from which trick."""
    return _("Sawa by {name} from trick {number}").format(
        name=isolated(names[seat]), number=trick_number
    )


def sawa_shown_short(event: SawaShown, names: Sequence[str]) -> str:
    """``Sawa claimed by Faisal from trick 5, showing A♠ K♠ 10♥``."""
    cards = " ".join(card_label(c) for c in event.cards)
    return CLAIM_SHOWN.said(names[event.seat], number=event.trick_number, cards=cards)


def sawa_answer_short(event: SawaAnswered, names: Sequence[str]) -> str:
    """``Claim accepted by Noura`` or ``You refuse the claim``."""
    return CLAIM_ANSWERED[event.accepted].said(names[event.seat])


def sawa_verdict(event: SawaClaimed, names: Sequence[str], team: str | None = None) -> str:
    """``Sawa by Faisal from trick 5: the claim holds, …`` or ``… does not hold; …``.

    ``team`` names the claimer's team ("their team"); by default its players.
    """
    said = sawa_by(event.seat, event.trick_number, names)
    if event.held:
        takers = team if team is not None else team_words(event.seat.team, names)
        return _("{sawa}: the claim holds, every remaining trick to {team}").format(
            sawa=said, team=takers
        )
    return _("{sawa} does not hold: some defence takes a trick; play goes on").format(sawa=said)


def undone_short(event: Undone, names: Sequence[str]) -> str:
    """``Undo: 4 moves taken back by Sara``."""
    return undone_words(names[event.seat], event.actions)


def practised_with_undo(undos: int) -> str:
    """``Practised with undo: 2 decisions taken back``: how a record marks such a hand."""
    decisions = ngettext("{count} decision", "{count} decisions", undos).format(count=undos)
    return _("Practised with undo: {decisions} taken back").format(decisions=decisions)


# ------------------------------------------------------------------- refusals

REFUSAL_WORDS: Final[Mapping[StrEnum, str]] = {
    Rule.MUST_FOLLOW: N_("You must follow {lead}."),
    Rule.MUST_OVER_TRUMP: N_("You must over-trump {best}."),
    Rule.VOID_MUST_PLAY_TRUMP: N_("You have no {lead}: you must play a trump."),
    Rule.DECLARE_FIRST: N_("{seat} must first declare projects (or none)."),
    Rule.CLOSED_NO_TRUMP_LEAD: N_("Closed game: no trump lead while you hold a non-trump."),
    Rule.VOID_MUST_TRUMP: N_("You have no {lead}: you must trump."),
    Rule.PARTNER_LEAD_NOT_ACE: N_(
        "You have no {lead}, partner's winning lead is not an Ace: you must trump."
    ),
    Rule.MUST_PLAY_TRUMP: N_("You must play a trump."),
    Rule.MUST_BEAT_WITH_TRUMP: N_("You must beat {best} with a trump."),
    Rule.BIDDING_CALLS_ONLY: N_("The auction is on: only bidding calls."),
    Rule.ROUND1_CALLS: N_(
        "Round 1: pass, Hokum in the face-up suit, Sun, or Ashkal for the 3rd and 4th "
        "speakers when the face-up card is not an Ace."
    ),
    Rule.ROUND2_CALLS: N_("Round 2: pass (wala), Hokum in another suit, or Sun."),
    Rule.BEFORE_YOU_ONLY: N_("A Sun was called: only 'before you' or pass."),
    Rule.CONFIRM_HOKUM: N_("The Hokum bidder confirms Hokum (naming the suit) or switches to Sun."),
    Rule.AUCTION_OVER: N_("The auction is over."),
    Rule.DOUBLING_CALLS_ONLY: N_("The doubling ladder is on: only doubles and passes."),
    Rule.DOUBLING_STEP_CLOSED: N_("That step of the doubling ladder is not open to this seat now."),
    Rule.PROJECTS_ONCE: N_("Projects are declared once, on the first card, from the hand held."),
    Rule.PLAY_A_CARD: N_("Card play is on: play a card."),
    Rule.SAWA_IN_PLAY_ONLY: N_("Sawa is claimed during card play."),
    Rule.SAWA_ON_LEAD_ONLY: N_("Only the player on lead may claim Sawa ({seat} is to play)."),
    Rule.SAWA_NOT_MID_TRICK: N_(
        "Sawa is claimed on lead, not to a trick in progress ({seat} is to play)."
    ),
    Rule.SAWA_FROM_TRICK_2: N_(
        "Sawa may be claimed from trick 2 on, once the projects are declared."
    ),
    Rule.SAWA_NOT_SURE: N_(
        "{seat}'s team cannot be sure of every remaining trick: the defence takes one."
    ),
}
"""Each rule of Baloot an action is refused by, as the player's sentence (a catalogue
message), filled with the refusal's seats, suit and cards in the player's words; the
table's own refusals are worded in :mod:`baloot_tui.text.table_words`."""


def refusal_words(refusal: IllegalActionError | Refusal, names: Sequence[str] | None = None) -> str:
    """The refusal as the player's sentence, such as ``You must follow ♠.``.

    Seats are named by ``names`` (else by the seats' own names); see
    :func:`baloot_tui.text.table_words.refusal_sentence`.
    """
    return refusal_sentence(refusal, REFUSAL_WORDS, names)


# ---------------------------------------------------------------- house rules


@dataclass(frozen=True, slots=True)
class FlagWords:
    """How the Settings screen and the CLI name one house rule and its values."""

    label: str
    """The rule's name in a few words."""
    help: str
    """One line saying what the rule decides."""
    values: Mapping[object, str]
    """Each allowed value in words (a bool flag: On/Off with what it means)."""


def option_words(option: CardOption) -> str:
    """Why a card may be played (``follows ♠``) or may not (``You must follow ♠.``), translated."""
    if option.refusal is not None:
        return refusal_words(option.refusal)
    return _(ALLOWED_REASONS[option.obligation]).format(
        lead="" if option.lead is None else option.lead.symbol,
        best="" if option.best is None else card_label(option.best),
    )


def _bool(on: str, off: str) -> dict[object, str]:
    """A bool flag's values: ``On: …`` and ``Off: …`` saying what each means."""
    return {True: on, False: off}


FLAG_WORDS: Final[Mapping[str, FlagWords]] = {
    "first_lead": FlagWords(
        N_("Who leads the first trick"),
        N_("The first card of the hand is led by the player right of the dealer, or by the buyer."),
        {"right_of_dealer": N_("The player right of the dealer"), "buyer": N_("The buyer")},
    ),
    "ashkal_in_round2": FlagWords(
        N_("Ashkal in the second round"),
        N_("Whether Ashkal (Sun for your partner) may be called in bidding round 2."),
        _bool(N_("On: allowed in round 2"), N_("Off: only in round 1")),
    ),
    "ashkal_forbidden_on_ace": FlagWords(
        N_("No Ashkal on an Ace"),
        N_("Whether Ashkal is refused when the face-up card is an Ace."),
        _bool(N_("On: no Ashkal on a face-up Ace"), N_("Off: Ashkal on any face-up card")),
    ),
    "gablak_scope": FlagWords(
        N_("Who may say 'before you'"),
        N_("Which earlier players may take a Sun away by saying 'Sun before you'."),
        {"opponents": N_("Earlier opponents only"), "any_higher": N_("Any earlier player")},
    ),
    "lock_chooser": FlagWords(
        N_("Who chooses closed or open"),
        N_("Who decides whether a doubled Hokum is closed (no trump leads) or open."),
        {"doubler": N_("The doubler (at Double and Four)"), "every_caller": N_("Every caller")},
    ),
    "raise_rights": FlagWords(
        N_("Who may raise"),
        N_("Whether only the buyer and the doubler raise, or either partner of their teams."),
        {"individual": N_("The buyer and the doubler themselves"), "team": N_("Either partner")},
    ),
    "sun_double_rule": FlagWords(
        N_("When a Sun may be doubled"),
        N_("The match scores before the hand that allow doubling a Sun."),
        {
            "gt100_lt100": N_("Buyer's team over 100, the doubler's team under 100"),
            "gt100_le100": N_("Buyer's team over 100, the doubler's team at most 100"),
            "ge100_lt100": N_("Buyer's team at least 100, the doubler's team under 100"),
            "one_team_over_100": N_("Either team over 100"),
        },
    ),
    "partner_exemption": FlagWords(
        N_("Partner exemption"),
        N_("Whether a player out of the led suit may keep his trumps while his partner wins."),
        _bool(N_("On: no need to trump over a winning partner"), N_("Off: must trump even then")),
    ),
    "partner_exemption_scope": FlagWords(
        N_("Who the exemption frees"),
        N_("With the exemption on: every player out of the led suit, or only some (majlis)."),
        {
            "always": N_("Every player out of the led suit"),
            "fourth_or_ace_lead": N_("Only the last to play, or behind the partner's Ace lead"),
        },
    ),
    "must_undertrump": FlagWords(
        N_("Trump even when you cannot beat"),
        N_("Whether a player who must trump but cannot over-trump still has to trump."),
        _bool(N_("On: still play a trump"), N_("Off: any card")),
    ),
    "overtrump_on_trump_lead_even_if_partner_winning": FlagWords(
        N_("Over-trump a partner on a trump lead"),
        N_("Whether on a trump lead you must beat the best trump even when it is your partner's."),
        _bool(N_("On: always beat the best trump"), N_("Off: any trump while the partner wins")),
    ),
    "hokum_rounding": FlagWords(
        N_("Hokum rounding at 86/76"),
        N_("How a Hokum's card points split when they are 86 to 76."),
        {
            "pair": N_("8 and 8 (the pair rule)"),
            "buyer_86": N_("9 to the side with 86, 7 to the other"),
        },
    ),
    "hokum_tie_rule": FlagWords(
        N_("A Hokum tie"),
        N_("Who wins a Hokum when both teams have the same game points."),
        {
            "kammelna": N_("The buyer needs more card points"),
            "buyer_keeps_tie": N_("The buyer keeps a tie"),
            "raw_abnat": N_("Decided on card points, the buyer keeping an exact tie (majlis)"),
        },
    ),
    "sun_tie_rule": FlagWords(
        N_("A Sun tie (65 to 65)"),
        N_("What happens when a Sun ends 65 to 65."),
        {"split": N_("Both teams keep 13"), "buyer_loses": N_("The buyer loses")},
    ),
    "khasara_projects": FlagWords(
        N_("A failed buyer's projects"),
        N_("Where the counted projects of a buyer who fails go."),
        {"to_opponents": N_("To the other team"), "vanish": N_("Nobody counts them")},
    ),
    "baloot_transfers": FlagWords(
        N_("Baloot goes to the winner"),
        N_(
            "Whether Baloot (King and Queen of trumps) goes to the winner of a lost or "
            "doubled hand."
        ),
        _bool(N_("On: to the hand's winner"), N_("Off: the holder keeps it")),
    ),
    "project_multiplier_cap": FlagWords(
        N_("Projects in a raised hand"),
        N_("How far Three and Four multiply the projects."),
        {
            "x2": N_("At most twice"),
            "full": N_("By the full multiplier"),
            "hundred_only": N_("Only Hundreds are capped at twice"),
        },
    ),
    "doubled_tie_rule": FlagWords(
        N_("A tie in a doubled hand"),
        N_("Who loses a doubled hand when both teams are level."),
        {
            "last_raiser": N_("The last to raise"),
            "doubler": N_("The doubler's team"),
            "buyer": N_("The buyer"),
        },
    ),
    "doubled_comparison": FlagWords(
        N_("A doubled hand is decided on"),
        N_("What a doubled hand (and a Gahwa) compares: the game points or the card points."),
        {"game_points": N_("Game points"), "raw_abnat": N_("Card points (majlis)")},
    ),
    "kaboot_multiplied": FlagWords(
        N_("Kaboot multiplied"),
        N_("Whether the value of taking all eight tricks is multiplied in a doubled hand."),
        _bool(N_("On: multiplied like the hand"), N_("Off: always the plain value")),
    ),
    "kaboot_projects": FlagWords(
        N_("Projects in a kaboot"),
        N_("Which projects the team taking all eight tricks counts."),
        {
            "all": N_("Every counted project"),
            "own": N_("Only its own"),
            "none": N_("None (a flat value)"),
        },
    ),
    "ace_kaboot_88": FlagWords(
        N_("Sun kaboot on an Ace is 88"),
        N_("Whether a Sun kaboot bought on a face-up Ace is worth 88."),
        _bool(N_("On: worth 88"), N_("Off: the usual value")),
    ),
    "project_tie_break": FlagWords(
        N_("Equal best projects"),
        N_("Which team counts its projects when both have an equal best one."),
        {
            "turn_order": N_("The one nearer the first leader"),
            "trump_first": N_("The one in trumps, then by turn"),
            "nobody": N_("Neither team"),
        },
    ),
    "seq100_beats_quad100": FlagWords(
        N_("A run of five beats four of a kind"),
        N_("Whether a Hundred made of a run beats a Hundred made of four of a kind."),
        _bool(N_("On: the run wins"), N_("Off: they are equal")),
    ),
    "baloot_block": FlagWords(
        N_("What blocks Baloot"),
        N_("Which Hundred stops the King and Queen of trumps counting as Baloot."),
        {
            "hundred_or_four": N_("A Hundred holding them, or four Kings or Queens"),
            "four_only": N_("Only four Kings or four Queens"),
        },
    ),
    "qayd_penalty": FlagWords(
        N_("Penalty for a caught illegal play"),
        N_("What the other team scores when an illegal play is caught (Qayd)."),
        {"base_pot": N_("The hand's base value"), "kaboot": N_("The kaboot value")},
    ),
    "kawesh": FlagWords(
        N_("Kawesh (redeal a poor hand)"),
        N_("When a hand without a court card may be thrown in for a redeal."),
        {
            "same_dealer": N_("Before any bid, same dealer"),
            "rotate_after_bid": N_("Also after a bid, the deal moves on"),
            "off": N_("Not allowed"),
        },
    ),
    "match_target": FlagWords(
        N_("Points to win the match"),
        N_("The score that wins the match (10 to 1,000)."),
        {},
    ),
    "waraq_rotates_dealer": FlagWords(
        N_("Deal moves on after no bid"),
        N_("Whether the deal passes to the right when everybody passes twice."),
        _bool(N_("On: the next player deals"), N_("Off: the same dealer deals again")),
    ),
    "split_long_runs": FlagWords(
        N_("Split long runs"),
        N_("Whether a run of six to eight cards may count as a Hundred plus a Sira."),
        _bool(N_("On: may be split"), N_("Off: counts as one project")),
    ),
}


def flag_label(name: str) -> str:
    """``Who leads the first trick`` for ``first_lead``.

    The words of a house rule are catalogue messages in English (as are
    :func:`flag_help`, :func:`flag_value_words` and :data:`PRESET_WORDS`): a screen
    translates them where it draws them (``tr``).
    """
    return FLAG_WORDS[name].label


def flag_help(name: str) -> str:
    """The one line saying what the house rule ``name`` decides."""
    return FLAG_WORDS[name].help


def flag_value_words(name: str, value: object) -> str:
    """``value`` of house rule ``name`` in words (a number is shown as it is)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return FLAG_WORDS[name].values[value]


PRESET_WORDS: Final = {
    "kammelna": N_("Kammelna: the rules of the Kammelna app, the most played online"),
    "jawaker": N_("Jawaker: Kammelna's rules, no Ashkal in round 2, the buyer keeps a tie"),
    "classic": N_("Classic: the older written rules (any earlier player says 'before you')"),
    "arena": N_("Baloot Arena: that app's rulebook (team raises, simpler kaboot)"),
    "strict": N_("Strict: no partner exemption, always over-trump on a trump lead"),
}
"""Each preset in one line, for the Settings screen."""


def rules_words(changes: Mapping[str, object]) -> str:
    """``Who leads the first trick: The buyer, …`` for the flags that differ, translated."""
    return _(", ").join(
        f"{_(flag_label(k))}: {_(flag_value_words(k, v))}" for k, v in changes.items()
    )


# ------------------------------------------------------------- score explanation

SCORE_WORDS: Final[Mapping[ScoreLineKind, str]] = {
    ScoreLineKind.CONTRACT: N_("{contract} bought by {team}, {stake}"),
    ScoreLineKind.ABNAT: N_("Abnat: {cards} in cards; +10 last trick to {team} → {abnat}"),
    ScoreLineKind.SUN_CARDS: N_(
        "Sun cards: {first} {a} → {x}, {second} {b} → {y} (nearest 10, a 5 left alone, × 2 ÷ 10)"
    ),
    ScoreLineKind.HOKUM_BUYER_86: N_(
        "Hokum cards 86/76: 9 to the buyer {team}, 7 to the opponents"
    ),
    ScoreLineKind.HOKUM_CARDS: N_(
        "Hokum cards: lower side {lower} {a} → {x}{note}; {higher} {b} → 16 − {x} = {y}"
    ),
    ScoreLineKind.PROJECT: N_("{project} ({team}): {points} points"),
    ScoreLineKind.BALOOT: N_("Baloot ({team}): {points} points, never multiplied"),
    ScoreLineKind.TOTALS: N_(
        "Game points (cards + projects): {game}; card points (cards + projects): {cards}"
    ),
    ScoreLineKind.KABOOT_GAHWA: N_("Kaboot by {team} in a Gahwa: the match goes to {winner}"),
    ScoreLineKind.GAHWA: N_("Gahwa: the hand and the match go to {team}"),
    ScoreLineKind.DOUBLED: N_("Doubled ×{m}: the pot {pot} × {m}{tail} goes to {team}"),
    ScoreLineKind.KEEPS_BALOOT: N_("Baloot {points} stays with {team} (no transfer)"),
    ScoreLineKind.DECIDED_ON_RAW: N_("Decided on card points: buyer {team} {a} vs {b}: {verdict}"),
    ScoreLineKind.BUYER_TOTAL: N_("Buyer {team} game points {a} {sign} {b}: {verdict}"),
    ScoreLineKind.EQUAL_KEEPS_TIE: N_("Equal game points {a}: the buyer keeps a tie: made"),
    ScoreLineKind.EQUAL_NEEDS_RAW: N_(
        "Equal game points {a}: the buyer needs more card points, {b} vs {c}: {verdict}"
    ),
    ScoreLineKind.EQUAL_THEN_RAW: N_("Equal game points {a}: card points {b} vs {c}: {verdict}"),
    ScoreLineKind.PROJECTS_VANISH: N_("The buyer's projects ({points} points) vanish"),
    ScoreLineKind.KHASARA: N_("Khasara: nothing for {buyer}; the pot {pot}{tail} goes to {team}"),
    ScoreLineKind.HIGHER_WINS: N_("Higher {figure} win: {team} ({a} vs {b})"),
    ScoreLineKind.EQUAL_FIGURE: N_("Equal {figure} {a}: {why}: the hand goes to {team}"),
    ScoreLineKind.ACE_KABOOT: N_("Kaboot on a face-up Ace: {points}"),
    ScoreLineKind.KABOOT_NOT_MULTIPLIED: N_("The kaboot value is not multiplied"),
    ScoreLineKind.KABOOT_NO_PROJECTS: N_("Projects do not count in a kaboot"),
    ScoreLineKind.KABOOT_OWN_PROJECTS: N_("The other team's projects do not go to the kaboot team"),
    ScoreLineKind.KABOOT: N_("Kaboot by {team}: {points}{tail}"),
    ScoreLineKind.PROJECT_MULTIPLIED: N_("{project}: {points} × {factor} = {total}"),
    ScoreLineKind.QAYD: N_("{contract} ×{m}{gahwa}: Qayd against {team}, who score nothing"),
    ScoreLineKind.QAYD_GAHWA: N_("A foul in a Gahwa decides the match: it goes to {team}"),
    ScoreLineKind.QAYD_PENALTY: N_("The {value} {points} × {factor}{tail} goes to {team}"),
    ScoreLineKind.SCORE: N_("Score: {figures}"),
    ScoreLineKind.PROJECTS_ONLY: N_("Projects: only {team} declared, so its projects count"),
    ScoreLineKind.PROJECTS_NONE_COUNT: N_(
        "Projects: {first} best {project}, {second} best {project2}: equal, so none count"
    ),
    ScoreLineKind.PROJECTS_BEST: N_(
        "Projects: {first} best {project}, {second} best {project2}: {why}, "
        "so the projects of {team} count"
    ),
}
"""Each line of a hand's explanation (and of the calculator's project comparison) as the
player's sentence, filled with the line's values in the player's words."""
PHRASE_WORDS: Final[Mapping[Phrase | Contract, str]] = {
    Contract.SUN: N_("Sun"),
    Contract.HOKUM: N_("Hokum"),
    Stake.PLAIN: N_("plain"),
    Stake.GAHWA: N_("Gahwa"),
    Stake.DOUBLE: N_("Double ×2"),
    Stake.THREE: N_("Three ×3"),
    Stake.FOUR: N_("Four ×4"),
    Aside.GAHWA: N_(" Gahwa"),
    Aside.ROUNDS_DOWN: N_(" (.5 rounds down)"),
    Figure.GAME_POINTS: N_("game points"),
    Figure.RAW: N_("card points"),
    Verdict.MADE: N_("made"),
    Verdict.KHASARA: N_("khasara"),
    Verdict.KEPT_TIE: N_("made, the buyer keeps a tie"),
    Verdict.SPLIT: N_("split, both keep their points"),
    TieLoser.DOUBLER: N_("the doubling team loses a tie"),
    TieLoser.BUYER: N_("the buyer's team loses a tie"),
    TieLoser.LAST_RAISER: N_("the team that made the last raise loses a tie"),
    Penalty.POT: N_("pot"),
    Penalty.KABOOT_VALUE: N_("kaboot value"),
    Comparison.HIGHER: N_("higher"),
    Comparison.TURN_ORDER: N_("equal, the one nearer the first leader"),
    Comparison.TRUMP_FIRST: N_("equal, the one in trumps first"),
}
"""The fixed sub-phrases a line holds (and the contracts it names), in the player's words."""
_PHRASE_TYPES: Final[tuple[type[Phrase | Contract], ...]] = (Contract, *PHRASES)
TERM_WORDS: Final[Mapping[Term, str]] = {
    Term.TIMES: " × {points}",
    Term.PROJECTS: N_(" + projects {points}"),
    Term.OWN_PROJECTS: N_(" + own projects {points}"),
    Term.BALOOT: N_(" + Baloot {points}"),
    Term.EQUALS: " = {points}",
}
"""Each step of the sum that ends a payout line: `` × 2 + projects 4 + Baloot 2 = 38``
(× and = are symbols, the same in every language, so not catalogue messages)."""


def _score_field(value: object, teams: Mapping[Team, str]) -> str:
    """One value of a score line in the player's words."""
    if value is None:
        return ""
    if isinstance(value, Team):
        return teams[value]
    if isinstance(value, ProjectScore):
        shown = value.project
        return printable(value.name) if shown is None else _score_field(shown, teams)
    if isinstance(value, Project):
        return project_label(value)
    if isinstance(value, ProjectKind):
        return _(PROJECT_WORDS[value])
    if isinstance(value, Tail):
        return "".join(_(TERM_WORDS[term]).format(points=points) for term, points in value.steps)
    if isinstance(value, tuple):
        return team_pair(value, teams)
    if isinstance(value, _PHRASE_TYPES):
        return _(PHRASE_WORDS[value])
    return str(value)


def _score_sentence(line: ScoreLine, teams: Mapping[Team, str]) -> str:
    """One line of a hand's explanation in the player's words, teams named by ``teams``."""
    fields = {name: _score_field(value, teams) for name, value in line.fields().items()}
    said = _(SCORE_WORDS[line.kind]).format(**fields)
    return said[:1].upper() + said[1:]


def score_lines(
    lines: Sequence[ScoreLine], names: Sequence[str] | None = None, by_team: bool = False
) -> tuple[str, ...]:
    """A hand's explanation (:attr:`HandScore.lines`) in a player's words.

    The scorer's English is for records and tests (``Project sira:QC-KC-AC (NS): 2 GP``,
    ``T``/``R`` figures); a person reads ``A Sira: Q♣ K♣ A♣ (South and North): 2
    points``, each line a catalogue message filled with the line's values.
    ``names`` by seat name the teams (else the seats: ``South and North``); ``by_team``
    names them as the calculator was told (``NS``/``EW``, in Arabic by their seats).
    """
    seats = names if names is not None else tuple(_(SEAT_WORDS[s]) for s in SEATS)
    teams = {t: _(TEAM_SHORT[t]) if by_team else team_words(t, seats) for t in Team}
    return tuple(_score_sentence(line, teams) for line in lines)


def english_explanation(lines: Sequence[ScoreLine]) -> list[str]:
    """A hand's explanation in English, the teams by their codes (``NS``).

    In English whatever the interface's language: the lines ``--json`` and records
    carry for readers and tools, the same sentences a person reads.
    """
    with speaking("en"):
        return list(score_lines(lines, by_team=True))
