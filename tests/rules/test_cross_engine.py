"""Cross-engine cases: other public Baloot engines' tests and worked examples, in our terms.

Every case names its source (repository and path) in its id and in its ``source``
field, and runs under the house rules that match that source (RULES.md §9). Where
a source disagrees with us and RULES.md decides the point, the case asserts our
behaviour and a comment quotes the rule.

Seats follow RULES.md §10: the dealer is WEST, so P1 = SOUTH, P2 = EAST, P3 = NORTH,
P4 = WEST; team NS = {P1, P3}, EW = {P2, P4}. Archive "team 1" is mapped to NS.

Sources (read, not copied):

- tazjel/baloot-ai: ``gbaloot/tests/test_archive_scoring_validator.py`` and
  ``gbaloot/tools/archive_scoring_validator.py`` (Kammelna archive format and the
  formulas fitted to 1,095 real rounds), ``gbaloot/docs/rules_validation_strategy.md``
  (a real archive round), and the engine tests under ``tests/``.
- Motl1234/majlis-baloot: ``tests/baloot-engine.test.ts``, ``lib/baloot/rules.ts``,
  ``lib/baloot/engine.ts``, ``lib/baloot/projects.ts``.
- idambeps4-design/baloot-arena: ``tests/scoring.test.ts``, ``lib/scoring.ts``,
  ``RULEBOOK.md``.
- rj8f/baloot: ``public/baloot-calculator-guide.md``,
  ``src/native-export/baloot-round-calculator.js``.
- raedalkhaldi/BlootScore: ``APP_REFERENCE.md`` (scoring rules of GameViewModel.swift).
- xAbdulrhman/Baloot-Bot (King Abdulaziz University): ``Baloot/BalootPack.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import pytest

from baloot_tui.core.cards import Card, Suit, card, parse_cards
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.doubling import sun_double_allowed
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules, preset
from baloot_tui.games.baloot.rules.match import match_winner
from baloot_tui.games.baloot.rules.projects import (
    baloot_blocked,
    best_declaration,
    counting_team,
    holds_baloot,
    parse_project,
)
from baloot_tui.games.baloot.rules.sawa import claim_holds
from baloot_tui.games.baloot.rules.scoring import (
    HandFacts,
    ProjectScore,
    hokum_card_gp,
    score_hand,
    score_qayd,
    sun_card_gp,
)
from baloot_tui.games.baloot.rules.tricks import legal_cards, winning_position
from tests.rules.rules_kit import DEALER, P1, P2, P3, P4, hand_state, run

SUN = Contract.SUN
HOKUM = Contract.HOKUM
NS = Team.NORTH_SOUTH
EW = Team.EAST_WEST

ARENA = preset("arena")
STRICT = preset("strict")
JAWAKER = preset("jawaker")

# ------------------------------------------------------------------------ sources

TAZ = "tazjel/baloot-ai "
TAZ_ARCHIVE_TEST = TAZ + "gbaloot/tests/test_archive_scoring_validator.py"
TAZ_ARCHIVE_TOOL = TAZ + "gbaloot/tools/archive_scoring_validator.py"
TAZ_ARCHIVE_DOC = TAZ + "gbaloot/docs/rules_validation_strategy.md"
TAZ_SCORING_COMP = TAZ + "tests/game_logic/test_scoring_comprehensive.py"
TAZ_SCORING_ENGINE = TAZ + "tests/game_logic/test_scoring_engine.py"
TAZ_VALIDATION = TAZ + "tests/game_logic/test_validation.py"
TAZ_TRICKS = TAZ + "tests/game_logic/test_trick_edge_cases.py"
TAZ_BIDDING_RULES = TAZ + "tests/bidding/test_bidding_rules.py"
TAZ_BIDDING_EDGE = TAZ + "tests/game_logic/test_bidding_edge_cases.py"
TAZ_CONTRACT = TAZ + "tests/game_logic/test_contract_handler.py"
TAZ_DOUBLING = TAZ + "tests/game_logic/test_doubling_handler.py"
TAZ_PROJECTS = TAZ + "tests/features/test_projects_logic.py"
TAZ_SAWA = TAZ + "tests/game_logic/test_sawa_manager.py"
TAZ_ARCHIVE_BIDS = TAZ + "gbaloot/tests/test_archive_bidding_validator.py"
TAZ_ASHKAL = TAZ + "tests/features/test_ashkal_rules.py"
MAJLIS_TEST = "Motl1234/majlis-baloot tests/baloot-engine.test.ts"
MAJLIS_RULES = "Motl1234/majlis-baloot lib/baloot/rules.ts"
MAJLIS_ENGINE = "Motl1234/majlis-baloot lib/baloot/engine.ts"
MAJLIS_PROJECTS = "Motl1234/majlis-baloot lib/baloot/projects.ts"
ARENA_TEST = "idambeps4-design/baloot-arena tests/scoring.test.ts"
ARENA_SCORING = "idambeps4-design/baloot-arena lib/scoring.ts"
ARENA_RULEBOOK = "idambeps4-design/baloot-arena RULEBOOK.md"
RJ8F_GUIDE = "rj8f/baloot public/baloot-calculator-guide.md"
RJ8F_CALC = "rj8f/baloot src/native-export/baloot-round-calculator.js"
BLOOT = "raedalkhaldi/BlootScore APP_REFERENCE.md"
KAU = "xAbdulrhman/Baloot-Bot Baloot/BalootPack.py"


def _suit(letter: str | None) -> Suit | None:
    """The trump suit from its letter, None for Sun."""
    return None if letter is None else Suit.parse(letter)


# ====================================================================== trick winners


@dataclass(frozen=True)
class WinnerCase:
    """Four (or fewer) cards in play order and the index of the card that wins."""

    source: str
    trump: str | None
    trick: str
    winner: int


WINNER_CASES = [
    pytest.param(WinnerCase(TAZ_TRICKS, "S", "AH 7S KH TH", 1), id="taz:trump_beats_lead_suit"),
    pytest.param(WinnerCase(TAZ_TRICKS, "S", "AH 7S KH 9S", 3), id="taz:trump_overtrump"),
    pytest.param(WinnerCase(TAZ_TRICKS, "S", "AH 9S AS JS", 3), id="taz:trump_jack_beats_all"),
    pytest.param(WinnerCase(TAZ_TRICKS, "S", "8H AH QH AD", 1), id="taz:no_trump_lead_suit_wins"),
    pytest.param(WinnerCase(TAZ_TRICKS, "S", "7H AD AC 8H", 3), id="taz:off_suit_card_loses"),
    pytest.param(WinnerCase(TAZ_TRICKS, None, "QD AD AS TD", 1), id="taz:sun_highest_lead_wins"),
    pytest.param(WinnerCase(TAZ_TRICKS, None, "7C AS AH AD", 0), id="taz:sun_off_suit_never"),
    pytest.param(WinnerCase(TAZ_TRICKS, None, "KH TH 9H 8H", 1), id="taz:sun_10_beats_king"),
    pytest.param(WinnerCase(MAJLIS_TEST, None, "7C 8C 9C TC", 3), id="majlis:last_trick_shown"),
    # KAU GetWinningTablePackIndex: on a trump lead only trumps compete.
    pytest.param(WinnerCase(KAU, "H", "7H AS 8H 7S", 2), id="kau:trump_lead_only_trumps"),
    pytest.param(WinnerCase(KAU, "H", "AS 7H TS 8H", 3), id="kau:later_higher_trump_wins"),
]


@pytest.mark.parametrize("case", WINNER_CASES)
def test_trick_winner(case: WinnerCase) -> None:
    assert winning_position(parse_cards(case.trick), _suit(case.trump)) == case.winner


@pytest.mark.parametrize(
    ("text", "trump", "points"),
    [
        pytest.param("7H", None, 0, id="taz:sun_7"),
        pytest.param("JH", None, 2, id="taz:sun_J"),
        pytest.param("QH", None, 3, id="taz:sun_Q"),
        pytest.param("KH", None, 4, id="taz:sun_K"),
        pytest.param("TH", None, 10, id="taz:sun_10"),
        pytest.param("AH", None, 11, id="taz:sun_A"),
        pytest.param("9S", "S", 14, id="taz:trump_9"),
        pytest.param("JS", "S", 20, id="taz:trump_J"),
        pytest.param("AS", "S", 11, id="taz:trump_A"),
        pytest.param("9H", "S", 0, id="taz:side_9"),
        pytest.param("JH", "S", 2, id="taz:side_J"),
        pytest.param("AH", "S", 11, id="taz:side_A"),
    ],
)
def test_card_points(text: str, trump: str | None, points: int) -> None:
    """tazjel tests/game_logic/test_trick_edge_cases.py ``TestCardPoints``."""
    assert card(text).points(_suit(trump)) == points


# ====================================================================== legal cards


@dataclass(frozen=True)
class LegalCase:
    """A hand facing a trick; partner played two positions before the player."""

    source: str
    trump: str | None
    hand: str
    trick: str
    legal: str
    closed: bool = False
    rules: HouseRules = DEFAULT_RULES


MAJLIS_EXEMPTION = DEFAULT_RULES.replace(partner_exemption_scope="fourth_or_ace_lead")

LEGAL_CASES = [
    # tazjel tests/game_logic/test_validation.py
    pytest.param(LegalCase(TAZ_VALIDATION, None, "AH KS", "7H", "AH"), id="taz:must_follow_suit"),
    pytest.param(
        LegalCase(TAZ_VALIDATION, None, "AS KD", "7H", "AS KD"), id="taz:sun_void_plays_anything"
    ),
    pytest.param(LegalCase(TAZ_VALIDATION, "S", "AH KS", "", "AH KS"), id="taz:lead_any_card"),
    pytest.param(
        LegalCase(TAZ_VALIDATION, "S", "JS AH", "", "AH", closed=True),
        id="taz:closed_blocks_trump_lead",
    ),
    pytest.param(
        LegalCase(TAZ_VALIDATION, "S", "JS 9S", "", "JS 9S", closed=True),
        id="taz:closed_all_trumps_may_lead",
    ),
    pytest.param(
        LegalCase(TAZ_VALIDATION, "S", "9S KD", "AH", "9S"), id="taz:void_must_trump_enemy_wins"
    ),
    pytest.param(
        LegalCase(TAZ_VALIDATION, "S", "KD 7C", "AH", "KD 7C"), id="taz:void_no_trump_any_card"
    ),
    pytest.param(
        LegalCase(TAZ_VALIDATION, "S", "9S KD", "7H AH 8H", "9S KD"), id="taz:partner_winning_free"
    ),
    pytest.param(
        LegalCase(TAZ_VALIDATION, "S", "JS 7S", "AH 9S", "JS"), id="taz:must_overtrump_enemy"
    ),
    # majlis tests/baloot-engine.test.ts
    pytest.param(LegalCase(MAJLIS_TEST, None, "7S AH", "AS", "7S"), id="majlis:follow_led_suit"),
    pytest.param(
        LegalCase(MAJLIS_TEST, "H", "9H AC", "AS", "9H"), id="majlis:hokum_trump_on_enemy_lead"
    ),
    # majlis lib/baloot/rules.ts legalCards: no forced under-trump (must_undertrump=False);
    # tazjel and KAU force it (our default).
    pytest.param(
        LegalCase(
            MAJLIS_RULES,
            "H",
            "7H KD",
            "AS 9H",
            "7H KD",
            rules=DEFAULT_RULES.replace(must_undertrump=False),
        ),
        id="majlis:cannot_overtrump_free_discard",
    ),
    pytest.param(LegalCase(KAU, "H", "7H KD", "AS 9H", "7H"), id="kau:must_undertrump"),
    pytest.param(LegalCase(KAU, "H", "7H KD", "AC JH", "7H", rules=STRICT), id="kau:strict_under"),
    # Trump lead: over-trump an opponent (all three engines).
    pytest.param(LegalCase(MAJLIS_RULES, "H", "JH 7H AS", "9H", "JH"), id="majlis:trump_lead_beat"),
    pytest.param(
        LegalCase(MAJLIS_RULES, "H", "7H 8H AS", "JH", "7H 8H"), id="majlis:trump_lead_cannot_beat"
    ),
    # Trump lead, partner winning: any trump (tazjel, majlis); KAU must still beat it.
    pytest.param(
        LegalCase(MAJLIS_RULES, "H", "9H 8H KC", "AH 7H", "9H 8H"), id="majlis:trump_lead_partner"
    ),
    pytest.param(
        LegalCase(KAU, "H", "9H 8H KC", "AH 7H", "9H", rules=STRICT), id="kau:trump_lead_partner"
    ),
    # Void in the led suit with partner winning as 4th hand: free (tazjel, majlis).
    pytest.param(
        LegalCase(MAJLIS_RULES, "H", "7H 8D", "KC AC 7C", "7H 8D", rules=MAJLIS_EXEMPTION),
        id="majlis:fourth_hand_exempt",
    ),
    pytest.param(
        LegalCase(KAU, "H", "7H 8D", "KC AC 7C", "7H", rules=STRICT), id="kau:no_partner_exemption"
    ),
    # Partner led a certain winner (an Ace), 3rd hand void: free in majlis too.
    pytest.param(
        LegalCase(MAJLIS_RULES, "H", "7H 8D", "AC 8C", "7H 8D", rules=MAJLIS_EXEMPTION),
        id="majlis:partner_led_ace_exempt",
    ),
    # majlis exempts the 3rd hand only when partner led a certain top card; partner's King
    # here is not one, so majlis forces a trump (partner_exemption_scope="fourth_or_ace_lead").
    pytest.param(
        LegalCase(MAJLIS_RULES, "H", "7H 8D", "KC 7C", "7H", rules=MAJLIS_EXEMPTION),
        id="majlis:partner_king_must_trump",
    ),
    # RULES.md §4.3's default, the plain exemption, frees him.
    pytest.param(
        LegalCase(MAJLIS_RULES, "H", "7H 8D", "KC 7C", "7H 8D"), id="default:partner_king_free"
    ),
    # KAU: a player who cuts must beat the highest trump played if he can, even his
    # partner's (strict preset: no partner exemption); if he cannot, any trump.
    pytest.param(
        LegalCase(KAU, "H", "JH 8H 8D", "AC 9H 7C", "JH", rules=STRICT),
        id="kau:cut_over_partner_trump",
    ),
    pytest.param(
        LegalCase(KAU, "H", "QH 8D", "AC 9H 7C", "QH", rules=STRICT),
        id="kau:cut_under_partner_trump",
    ),
    pytest.param(
        LegalCase(TAZ_VALIDATION, "H", "JH 8H 8D", "AC 9H 7C", "JH 8H 8D"),
        id="taz:partner_trumped_fourth_hand_free",
    ),
    pytest.param(
        LegalCase(KAU, "H", "QH 8D", "AC 9H", "QH"), id="kau:cannot_beat_enemy_trump_still_trump"
    ),
    pytest.param(LegalCase(KAU, "H", "JH 7H 8D", "AC", "JH 7H"), id="kau:first_cut_any_trump"),
]


@pytest.mark.parametrize("case", LEGAL_CASES)
def test_legal_cards(case: LegalCase) -> None:
    legal = legal_cards(
        parse_cards(case.hand),
        parse_cards(case.trick),
        _suit(case.trump),
        case.closed,
        case.rules,
    )
    assert set(legal) == set(parse_cards(case.legal))


# ====================================================================== card game points


@pytest.mark.parametrize(
    ("abnat", "gp"),
    [
        # tazjel gbaloot/tests/test_archive_scoring_validator.py TestCardGpSun (Kammelna).
        pytest.param(50, 10, id="kammelna:sun_50"),
        pytest.param(0, 0, id="kammelna:sun_0"),
        pytest.param(130, 26, id="kammelna:sun_130"),
        pytest.param(51, 10, id="kammelna:sun_51"),
        pytest.param(54, 10, id="kammelna:sun_54"),
        pytest.param(59, 12, id="kammelna:sun_59"),
        pytest.param(60, 12, id="kammelna:sun_60"),
        pytest.param(120, 24, id="kammelna:sun_120"),
        pytest.param(1, 0, id="kammelna:sun_1"),
        pytest.param(4, 0, id="kammelna:sun_4"),
        pytest.param(5, 1, id="kammelna:sun_5"),
        pytest.param(9, 2, id="kammelna:sun_9"),
        pytest.param(10, 2, id="kammelna:sun_10"),
        # tazjel tests/game_logic/test_scoring_parametric.py and test_scoring_engine.py.
        pytest.param(63, 12, id="taz-param:sun_63"),
        pytest.param(68, 14, id="taz-param:sun_68"),
        pytest.param(65, 13, id="taz-param:sun_65"),
        pytest.param(33, 6, id="taz-engine:sun_33"),
        pytest.param(28, 6, id="taz-engine:sun_28"),
        # idambeps4-design/baloot-arena tests/scoring.test.ts: 64→60, 65→65, 66→70, 75 → 15.
        pytest.param(64, 12, id="arena:sun_64"),
        pytest.param(66, 14, id="arena:sun_66"),
        pytest.param(75, 15, id="arena:sun_75"),
        pytest.param(55, 11, id="arena:sun_55"),
    ],
)
def test_sun_card_gp(abnat: int, gp: int) -> None:
    assert sun_card_gp(abnat) == gp
    assert sun_card_gp(abnat) + sun_card_gp(130 - abnat) == 26


@pytest.mark.parametrize(
    ("abnat", "gp", "rules"),
    [
        # tazjel gbaloot/tests/test_archive_scoring_validator.py TestCardGpHokum (pair rule).
        pytest.param((110, 52), (11, 5), DEFAULT_RULES, id="kammelna:hokum_110_52"),
        pytest.param((81, 81), (8, 8), DEFAULT_RULES, id="kammelna:hokum_81_81"),
        # tazjel tests/game_logic/test_scoring_parametric.py equal-remainder cases.
        pytest.param((76, 86), (8, 8), DEFAULT_RULES, id="taz-param:hokum_76_86"),
        pytest.param((86, 76), (8, 8), DEFAULT_RULES, id="taz-param:hokum_86_76"),
        # tazjel tests/game_logic/test_scoring_engine.py TestGPOverflow.
        pytest.param((85, 77), (8, 8), DEFAULT_RULES, id="taz-engine:hokum_85_77"),
        pytest.param((150, 12), (15, 1), DEFAULT_RULES, id="taz-engine:hokum_150_12"),
        pytest.param((65, 97), (6, 10), DEFAULT_RULES, id="taz-engine:hokum_65_rounds_down"),
        pytest.param((66, 96), (7, 9), DEFAULT_RULES, id="taz-engine:hokum_66_rounds_up"),
        # idambeps4-design/baloot-arena tests/scoring.test.ts: 74→70, 75→70, 76→80.
        pytest.param((88, 74), (9, 7), ARENA, id="arena:hokum_74"),
        pytest.param((87, 75), (9, 7), ARENA, id="arena:hokum_75"),
        pytest.param((86, 76), (8, 8), ARENA, id="arena:hokum_76"),
        # rj8f/baloot public/baloot-calculator-guide.md "قاعدة 86/76": 9 to the buyer.
        pytest.param(
            (86, 76), (9, 7), DEFAULT_RULES.replace(hokum_rounding="buyer_86"), id="rj8f:86_76"
        ),
    ],
)
def test_hokum_card_gp(abnat: tuple[int, int], gp: tuple[int, int], rules: HouseRules) -> None:
    """The buyer is NS in every row."""
    assert hokum_card_gp(abnat, NS, rules) == gp


# ====================================================================== hand scores


@dataclass(frozen=True)
class ScoreCase:
    """One scored hand. ``cards`` are card abnat without the last-trick 10."""

    source: str
    contract: Contract
    buyer: Team
    cards: tuple[int, int]
    last: Team
    points: tuple[int, int]
    rules: HouseRules = DEFAULT_RULES
    projects: tuple[tuple[Team, str], ...] = ()
    """Counted projects (only the comparison winner's), as (team, notation)."""
    baloot: tuple[Team, ...] = ()
    multiplier: int = 1
    raiser: Team | None = None
    gahwa: bool = False
    tricks: tuple[int, int] | None = None
    outcome: str | None = None

    def facts(self) -> HandFacts:
        """The case as scoring facts."""
        tricks = self.tricks
        if tricks is None:
            ns, ew = self.cards
            tricks = (8, 0) if ew == 0 and self.last is NS else (0, 8) if ns == 0 else (4, 4)
        return HandFacts(
            contract=self.contract,
            buyer_team=self.buyer,
            card_abnat=self.cards,
            last_trick=self.last,
            tricks_won=tricks,
            counted_projects=tuple(_project_score(t, n, self.contract) for t, n in self.projects),
            baloot_teams=self.baloot,
            multiplier=self.multiplier,
            gahwa=self.gahwa,
            last_raiser=self.raiser,
        )


def _project_score(team: Team, notation: str, contract: Contract) -> ProjectScore:
    project = parse_project(notation, contract)
    return ProjectScore(
        str(project),
        team,
        project.game_points(contract),
        project.raw_points(contract),
        project.kind.value in ("hundred", "400"),
    )


SIRA = "sira:7D-8D-9D"
FIFTY = "fifty:7C-8C-9C-TC"
HUNDRED = "hundred:7C-8C-9C-TC-JC"
FOUR_ACES = "400:AS-AH-AD-AC"

SCORE_CASES = [
    # ---- Kammelna archive format: tazjel gbaloot/tests/test_archive_scoring_validator.py.
    # Fields: m (1 Sun, 2 Hokum, 3 Ashkal), b buyer team, lmw last-trick team, e card abnat.
    pytest.param(
        ScoreCase(TAZ_ARCHIVE_TEST, SUN, NS, (80, 40), NS, (18, 8), tricks=(5, 3)),
        id="kammelna-test:basic_sun_e80_e40",
    ),
    pytest.param(
        ScoreCase(TAZ_ARCHIVE_TEST, HOKUM, NS, (100, 52), NS, (11, 5), tricks=(5, 3)),
        id="kammelna-test:basic_hokum_e100_e52",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TEST,
            SUN,
            NS,
            (120, 0),
            NS,
            (48, 0),
            projects=((NS, SIRA),),
            outcome="kaboot",
        ),
        id="kammelna-test:kaboot_sun_sira_48",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TEST, HOKUM, EW, (0, 152), EW, (0, 27), baloot=(EW,), outcome="kaboot"
        ),
        id="kammelna-test:kaboot_hokum_baloot_27",
    ),
    pytest.param(
        ScoreCase(TAZ_ARCHIVE_TEST, SUN, NS, (40, 80), EW, (0, 26), outcome="khasara"),
        id="kammelna-test:khasara_sun_8_vs_18",
    ),
    # "radda": a doubled Hokum, winner takes 16 × 2.
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TEST,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (32, 0),
            multiplier=2,
            raiser=EW,
            tricks=(5, 3),
            outcome="doubled_win",
        ),
        id="kammelna-test:radda_hokum_32",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TEST,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (152, 0),
            multiplier=4,
            raiser=NS,
            gahwa=True,
            tricks=(5, 3),
            outcome="gahwa",
        ),
        id="kammelna-test:gahwa_flat_152",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TEST,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (34, 0),
            baloot=(NS,),
            multiplier=2,
            raiser=EW,
            tricks=(5, 3),
        ),
        id="kammelna-test:baloot_immune_to_doubling_34",
    ),
    # The newest version of this test feeds p1 without the last trick and expects 20/8
    # (24 card GP in a Sun hand); the version at commit 54bb0ef has the consistent
    # figures: ca1 = 90 → 18, plus the Sira's 4 = 22, and 8.
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TEST,
            SUN,
            NS,
            (80, 40),
            NS,
            (22, 8),
            projects=((NS, SIRA),),
            tricks=(5, 3),
        ),
        id="kammelna-test:declaration_string_values_22",
    ),
    pytest.param(
        ScoreCase(TAZ_ARCHIVE_TEST, SUN, NS, (60, 60), NS, (14, 12)),
        id="kammelna-test:ashkal_is_scored_as_sun",
    ),
    # ---- A real Kammelna round: gbaloot/docs/rules_validation_strategy.md Q4,
    # "Session 10 R1 (HOKUM): e1=47, e2=105, r2=[sira:20], lmw=2, s1=5, s2=13".
    # Only a team-2 buyer fits s1=5 (a team-1 buyer would have lost 0/18).
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_DOC,
            HOKUM,
            EW,
            (47, 105),
            EW,
            (5, 13),
            projects=((EW, SIRA),),
            tricks=(2, 6),
            outcome="made",
        ),
        id="kammelna-real:session10_round1",
    ),
    # ---- The validated Kammelna pipeline: tazjel gbaloot/tools/archive_scoring_validator.py
    # (_score_hokum_round / _score_sun_round, "491/491", "424/424").
    pytest.param(
        ScoreCase(TAZ_ARCHIVE_TOOL, HOKUM, NS, (71, 81), NS, (0, 16), outcome="khasara"),
        id="kammelna-tool:hokum_81_81_bidder_loses",
    ),
    pytest.param(
        ScoreCase(TAZ_ARCHIVE_TOOL, HOKUM, NS, (74, 78), NS, (8, 8), outcome="made"),
        id="kammelna-tool:hokum_gp_tie_more_raw_keeps",
    ),
    pytest.param(
        ScoreCase(TAZ_ARCHIVE_TOOL, SUN, NS, (55, 65), NS, (13, 13), outcome="split"),
        id="kammelna-tool:sun_65_65_split",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            SUN,
            NS,
            (65, 55),
            NS,
            (15, 15),
            projects=((EW, SIRA),),
            outcome="split",
        ),
        id="kammelna-tool:sun_gp_tie_equal_raw_split",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            HOKUM,
            NS,
            (71, 81),
            NS,
            (32, 0),
            multiplier=2,
            raiser=EW,
            outcome="doubled_win",
        ),
        id="kammelna-tool:doubled_tie_doubler_loses",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            HOKUM,
            NS,
            (52, 100),
            EW,
            (0, 32),
            multiplier=2,
            raiser=EW,
            outcome="doubled_loss",
        ),
        id="kammelna-tool:doubled_buyer_loses",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            HOKUM,
            NS,
            (52, 100),
            EW,
            (0, 152),
            baloot=(NS,),
            multiplier=4,
            raiser=NS,
            gahwa=True,
            outcome="gahwa",
        ),
        id="kammelna-tool:gahwa_baloot_cancelled",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL, HOKUM, NS, (52, 100), EW, (0, 18), baloot=(NS,), outcome="khasara"
        ),
        id="kammelna-tool:khasara_baloot_to_winner",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            SUN,
            NS,
            (40, 80),
            EW,
            (0, 30),
            projects=((NS, SIRA),),
            outcome="khasara",
        ),
        id="kammelna-tool:khasara_buyer_projects_move",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            SUN,
            NS,
            (120, 0),
            NS,
            (54, 0),
            projects=((EW, FIFTY),),
            outcome="kaboot",
        ),
        id="kammelna-tool:kaboot_takes_other_teams_projects",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            SUN,
            NS,
            (74, 46),
            NS,
            (52, 0),
            multiplier=2,
            raiser=EW,
            outcome="doubled_win",
        ),
        id="kammelna-tool:sun_radda_buyer_wins",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            SUN,
            NS,
            (46, 74),
            EW,
            (0, 52),
            multiplier=2,
            raiser=EW,
            outcome="doubled_loss",
        ),
        id="kammelna-tool:sun_radda_buyer_loses",
    ),
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            SUN,
            NS,
            (120, 0),
            NS,
            (84, 0),
            projects=((NS, FOUR_ACES),),
            outcome="kaboot",
        ),
        id="kammelna-tool:kaboot_400_is_40",
    ),
    # ---- tazjel engine tests (tests/game_logic/test_scoring_comprehensive.py).
    pytest.param(
        ScoreCase(
            TAZ_SCORING_COMP,
            HOKUM,
            NS,
            (152, 0),
            NS,
            (35, 0),
            projects=((NS, HUNDRED),),
            outcome="kaboot",
        ),
        id="taz-comp:kaboot_hokum_hundred_35",
    ),
    pytest.param(
        ScoreCase(TAZ_SCORING_COMP, HOKUM, NS, (40, 112), EW, (0, 16), outcome="khasara"),
        id="taz-comp:khasara_4_vs_12",
    ),
    # The tazjel engine scores a doubled Sun 22/30 (each side ×2); its own Kammelna
    # validator and RULES.md §6.6 give the winner everything: (26) × 2.
    pytest.param(
        ScoreCase(
            TAZ_SCORING_COMP,
            SUN,
            EW,
            (55, 65),
            EW,
            (0, 52),
            multiplier=2,
            raiser=NS,
            outcome="doubled_win",
        ),
        id="taz-comp:doubling_sun_rules_md",
    ),
    pytest.param(
        ScoreCase(TAZ_SCORING_COMP, HOKUM, EW, (96, 56), NS, (16, 0), outcome="khasara"),
        id="taz-comp:baida_hokum",
    ),
    pytest.param(
        ScoreCase(
            TAZ_SCORING_COMP,
            HOKUM,
            NS,
            (12, 140),
            EW,
            (0, 18),
            projects=((NS, SIRA),),
            outcome="khasara",
        ),
        id="taz-comp:khasara_with_projects",
    ),
    pytest.param(
        ScoreCase(
            TAZ_SCORING_COMP,
            HOKUM,
            NS,
            (12, 140),
            EW,
            (0, 152),
            multiplier=4,
            raiser=NS,
            gahwa=True,
            outcome="gahwa",
        ),
        id="taz-comp:gahwa_opponents_win",
    ),
    pytest.param(
        ScoreCase(TAZ_SCORING_COMP, HOKUM, NS, (152, 0), NS, (25, 0), outcome="kaboot"),
        id="taz-comp:hokum_kaboot_25",
    ),
    pytest.param(
        ScoreCase(TAZ_SCORING_COMP, SUN, EW, (0, 120), EW, (0, 44), outcome="kaboot"),
        id="taz-comp:sun_kaboot_44",
    ),
    # tests/game_logic/test_scoring_engine.py: Gahwa + kaboot gives 152.
    pytest.param(
        ScoreCase(
            TAZ_SCORING_ENGINE,
            HOKUM,
            NS,
            (152, 0),
            NS,
            (152, 0),
            multiplier=4,
            raiser=NS,
            gahwa=True,
            outcome="gahwa",
        ),
        id="taz-engine:gahwa_kaboot_152",
    ),
    # The tazjel engine lets the bidder win an 81/81 tie; its Kammelna validator (and
    # RULES.md §6.4, "81–81 fails") do not: see kammelna-tool:hokum_81_81_bidder_loses.
    pytest.param(
        ScoreCase(
            TAZ_SCORING_ENGINE, HOKUM, NS, (71, 81), NS, (8, 8), rules=JAWAKER, outcome="made"
        ),
        id="taz-engine:tie_bidder_wins_buyer_keeps_tie",
    ),
    # ---- majlis tests/baloot-engine.test.ts (buyer NS, 4-4 tricks).
    pytest.param(
        ScoreCase(MAJLIS_TEST, SUN, NS, (55, 65), NS, (13, 13)), id="majlis:sun_65_65_made"
    ),
    pytest.param(
        ScoreCase(MAJLIS_TEST, SUN, NS, (54, 66), NS, (0, 26), outcome="khasara"),
        id="majlis:sun_64_66_fails",
    ),
    pytest.param(
        ScoreCase(
            MAJLIS_TEST,
            HOKUM,
            NS,
            (71, 81),
            NS,
            (8, 8),
            rules=DEFAULT_RULES.replace(hokum_tie_rule="raw_abnat"),
            outcome="made",
        ),
        id="majlis:hokum_81_81_made",
    ),
    pytest.param(
        ScoreCase(MAJLIS_TEST, HOKUM, NS, (70, 82), NS, (0, 16), outcome="khasara"),
        id="majlis:hokum_80_82_fails",
    ),
    pytest.param(
        ScoreCase(
            MAJLIS_TEST,
            SUN,
            NS,
            (120, 0),
            NS,
            (44, 0),
            multiplier=2,
            raiser=EW,
            rules=DEFAULT_RULES.replace(kaboot_multiplied=False),
            outcome="kaboot",
        ),
        id="majlis:sun_kaboot_not_multiplied",
    ),
    pytest.param(
        ScoreCase(
            MAJLIS_TEST,
            HOKUM,
            NS,
            (152, 0),
            NS,
            (25, 0),
            multiplier=4,
            raiser=EW,
            rules=DEFAULT_RULES.replace(kaboot_multiplied=False),
            outcome="kaboot",
        ),
        id="majlis:hokum_kaboot_x4_not_multiplied",
    ),
    # majlis lib/baloot/rules.ts scoreRound: a failed buyer's projects vanish.
    pytest.param(
        ScoreCase(
            MAJLIS_RULES,
            HOKUM,
            NS,
            (40, 112),
            EW,
            (0, 16),
            projects=((NS, FIFTY),),
            rules=DEFAULT_RULES.replace(khasara_projects="vanish"),
            outcome="khasara",
        ),
        id="majlis:khasara_projects_vanish",
    ),
    # majlis effectiveProjectPoints: projects × 2 at any multiplier >= 2.
    pytest.param(
        ScoreCase(
            MAJLIS_RULES,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (68, 0),
            projects=((NS, HUNDRED),),
            multiplier=3,
            raiser=NS,
            tricks=(5, 3),
        ),
        id="majlis:x3_projects_capped_x2",
    ),
    # ---- idambeps4-design/baloot-arena tests/scoring.test.ts, preset "arena".
    # raw_card_score is team A's abnat including the last trick; A = NS.
    pytest.param(
        ScoreCase(ARENA_TEST, SUN, NS, (55, 65), EW, (21, 15), ARENA, ((NS, FIFTY),)),
        id="arena:projects_save_bidder",
    ),
    pytest.param(
        ScoreCase(
            ARENA_TEST, SUN, NS, (55, 65), EW, (0, 36), ARENA, ((EW, FIFTY),), outcome="khasara"
        ),
        id="arena:failed_bidder_opponent_base_plus_projects",
    ),
    pytest.param(
        ScoreCase(ARENA_TEST, SUN, NS, (55, 65), NS, (13, 13), ARENA), id="arena:normal_tie"
    ),
    pytest.param(
        ScoreCase(
            ARENA_TEST,
            SUN,
            NS,
            (55, 65),
            NS,
            (52, 0),
            ARENA,
            multiplier=2,
            raiser=EW,
            outcome="doubled_win",
        ),
        id="arena:multiplied_tie_last_multiplier_loses",
    ),
    pytest.param(
        ScoreCase(
            ARENA_TEST,
            HOKUM,
            NS,
            (90, 62),
            NS,
            (80, 0),
            ARENA,
            ((NS, HUNDRED),),
            (NS,),
            multiplier=3,
            raiser=NS,
            tricks=(5, 3),
        ),
        id="arena:x3_hundred_baloot_80",
    ),
    pytest.param(
        ScoreCase(
            ARENA_TEST,
            SUN,
            NS,
            (90, 30),
            NS,
            (52, 0),
            ARENA,
            multiplier=2,
            raiser=EW,
            outcome="doubled_win",
        ),
        id="arena:doubled_winner_takes_all",
    ),
    pytest.param(
        ScoreCase(
            ARENA_TEST,
            SUN,
            NS,
            (120, 0),
            NS,
            (44, 0),
            ARENA,
            multiplier=2,
            raiser=EW,
            outcome="kaboot",
        ),
        id="arena:kaboot_overrides_multiplier",
    ),
    pytest.param(
        ScoreCase(ARENA_TEST, HOKUM, NS, (0, 152), EW, (0, 25), ARENA, outcome="kaboot"),
        id="arena:defensive_hokum_kaboot",
    ),
    pytest.param(
        ScoreCase(
            ARENA_TEST,
            HOKUM,
            NS,
            (90, 62),
            NS,
            (152, 0),
            ARENA,
            multiplier=4,
            raiser=NS,
            gahwa=True,
            tricks=(5, 3),
            outcome="gahwa",
        ),
        id="arena:coffee_152",
    ),
    # RULEBOOK.md: "(16 + 10) × 3 + 2 = 80" — the same hand as arena:x3_hundred_baloot_80,
    # and under our default cap (×2 for projects): 16 × 3 + 10 × 2 + 2 = 70.
    pytest.param(
        ScoreCase(
            ARENA_RULEBOOK,
            HOKUM,
            NS,
            (90, 62),
            NS,
            (70, 0),
            projects=((NS, HUNDRED),),
            baloot=(NS,),
            multiplier=3,
            raiser=NS,
            tricks=(5, 3),
        ),
        id="arena-rulebook:x3_default_cap_70",
    ),
    # lib/scoring.ts: in a khasara the failed buyer keeps its own Baloot.
    pytest.param(
        ScoreCase(
            ARENA_SCORING,
            HOKUM,
            NS,
            (40, 112),
            EW,
            (2, 16),
            ARENA,
            baloot=(NS,),
            outcome="khasara",
        ),
        id="arena:khasara_buyer_keeps_baloot",
    ),
    # ---- rj8f/baloot calculator.
    pytest.param(
        ScoreCase(
            RJ8F_GUIDE,
            HOKUM,
            NS,
            (76, 76),
            NS,
            (9, 7),
            DEFAULT_RULES.replace(hokum_rounding="buyer_86"),
            outcome="made",
        ),
        id="rj8f:rule_86_76",
    ),
    pytest.param(
        ScoreCase(RJ8F_GUIDE, HOKUM, NS, (76, 76), NS, (8, 8), outcome="made"),
        id="rj8f:86_76_default_pair_rule",
    ),
    # "الكل ×2" (default), "المية بس ×2", "مع الـ ×3 أو الـ ×4".
    pytest.param(
        ScoreCase(
            RJ8F_GUIDE,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (58, 0),
            projects=((NS, FIFTY),),
            multiplier=3,
            raiser=NS,
            tricks=(5, 3),
        ),
        id="rj8f:x3_fifty_all_x2",
    ),
    pytest.param(
        ScoreCase(
            RJ8F_GUIDE,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (63, 0),
            DEFAULT_RULES.replace(project_multiplier_cap="hundred_only"),
            ((NS, FIFTY),),
            multiplier=3,
            raiser=NS,
            tricks=(5, 3),
        ),
        id="rj8f:x3_fifty_hundred_only",
    ),
    pytest.param(
        ScoreCase(
            RJ8F_GUIDE,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (84, 0),
            DEFAULT_RULES.replace(project_multiplier_cap="hundred_only"),
            ((NS, HUNDRED),),
            multiplier=4,
            raiser=EW,
            tricks=(5, 3),
        ),
        id="rj8f:x4_hundred_hundred_only",
    ),
    pytest.param(
        ScoreCase(
            RJ8F_GUIDE,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (104, 0),
            DEFAULT_RULES.replace(project_multiplier_cap="full"),
            ((NS, HUNDRED),),
            multiplier=4,
            raiser=EW,
            tricks=(5, 3),
        ),
        id="rj8f:x4_hundred_full",
    ),
    pytest.param(
        ScoreCase(
            RJ8F_CALC,
            HOKUM,
            NS,
            (152, 0),
            NS,
            (29, 0),
            projects=((NS, SIRA),),
            baloot=(NS,),
            outcome="kaboot",
        ),
        id="rj8f:kaboot_projects_and_baloot",
    ),
    # ---- raedalkhaldi/BlootScore: "Dobble: Tie = buyer loses" (doubled_tie_rule="buyer").
    pytest.param(
        ScoreCase(
            BLOOT,
            HOKUM,
            NS,
            (71, 81),
            NS,
            (0, 32),
            DEFAULT_RULES.replace(doubled_tie_rule="buyer"),
            multiplier=2,
            raiser=EW,
            outcome="doubled_loss",
        ),
        id="blootscore:dobble_tie_buyer_loses",
    ),
    pytest.param(
        ScoreCase(
            BLOOT, SUN, NS, (30, 90), EW, (0, 36), projects=((NS, FIFTY),), outcome="khasara"
        ),
        id="blootscore:khasara_base_plus_all_declarations",
    ),
    pytest.param(
        ScoreCase(BLOOT, SUN, EW, (0, 120), EW, (0, 44), outcome="kaboot"),
        id="blootscore:sun_kaboot_base_44",
    ),
    # ---- A Gahwa tie is lost by the buyer, who made the last raise (majlis rules.ts
    # riskTaker; Arena "A tie is a loss for the effective bidder"; RULES.md §6.7).
    pytest.param(
        ScoreCase(
            MAJLIS_RULES,
            HOKUM,
            NS,
            (71, 81),
            NS,
            (0, 152),
            multiplier=4,
            raiser=NS,
            gahwa=True,
            outcome="gahwa",
        ),
        id="majlis:gahwa_tie_buyer_loses",
    ),
    pytest.param(
        ScoreCase(
            ARENA_SCORING,
            HOKUM,
            NS,
            (71, 81),
            NS,
            (0, 152),
            ARENA,
            multiplier=4,
            raiser=NS,
            gahwa=True,
            outcome="gahwa",
        ),
        id="arena:coffee_tie_effective_bidder_loses",
    ),
    # Arena (lib/scoring.ts: "beforeA = base + projects + baloot"), rj8f and majlis count
    # Baloot when deciding whether the buyer made it: here 7 + 2 = 9 against 9, a tie the
    # buyer keeps. RULES.md §6.4 "T = card GP + counted project GP (no Baloot)" and the
    # Kammelna validator leave Baloot out: 7 < 9 is a khasara; under "arena" the buyer
    # keeps only its own Baloot.
    pytest.param(
        ScoreCase(
            ARENA_SCORING,
            HOKUM,
            NS,
            (56, 96),
            EW,
            (2, 16),
            ARENA,
            baloot=(NS,),
            outcome="khasara",
        ),
        id="arena:baloot_not_in_khasara_test_rules_md",
    ),
    # Kammelna validator: a buyer who wins a doubled hand scores (16 × 2) and the
    # defenders keep their own Baloot ("normal" Baloot mode). RULES.md §6.6 gives the
    # winner "+ all Baloot" and "The loser scores 0"; we follow RULES.md.
    pytest.param(
        ScoreCase(
            TAZ_ARCHIVE_TOOL,
            HOKUM,
            NS,
            (100, 52),
            NS,
            (34, 0),
            baloot=(EW,),
            multiplier=2,
            raiser=EW,
            tricks=(5, 3),
            outcome="doubled_win",
        ),
        id="kammelna-tool:doubled_defenders_baloot_rules_md",
    ),
]


@pytest.mark.parametrize("case", SCORE_CASES)
def test_hand_score(case: ScoreCase) -> None:
    score = score_hand(case.facts(), case.rules)
    assert score.points == case.points, score.lines
    if case.outcome is not None:
        assert score.outcome == case.outcome, score.lines


def test_tazjel_400_is_forty_game_points() -> None:
    """tazjel tests/game_logic/test_scoring_comprehensive.py expects 400 → 80 GP in Sun.

    Its own Kammelna validator gives "400 → flat 40", and RULES.md §5.1 says "Four
    hundred ... 40" (Kammelna-validated); we follow RULES.md.
    """
    assert parse_project(FOUR_ACES, SUN).game_points(SUN) == 40


# ====================================================================== auctions and doubles


@dataclass(frozen=True)
class AuctionCase:
    """Calls from the start of a hand, then what must hold."""

    source: str
    face: str
    calls: str
    first: Mapping[Seat, str] = field(default_factory=dict)
    rules: HouseRules = DEFAULT_RULES
    match_score: tuple[int, int] = (0, 0)
    to_act: Seat | None = None
    may: tuple[str, ...] = ()
    may_not: tuple[str, ...] = ()
    contract: str | None = None
    """"sun", "hokum H" … once settled."""
    buyer: Seat | None = None
    phase: Phase | None = None
    next_dealer: Seat | None = None
    multiplier: int | None = None
    closed: bool | None = None


ZERO_HAND = "7S 8S 9S 7H 8H"
HOKUM_S = "S pass, E hokum, N pass, W pass, S pass, E confirm H"
"""RULES.md B1 on a face-up 9♥: EAST (P2) buys Hokum ♥."""

AUCTION_CASES = [
    # ---- tazjel tests/bidding/test_bidding_rules.py
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_RULES,
            "AH",
            "S pass, E pass, N pass",
            to_act=P4,
            may=("W sun",),
            may_not=("W ashkal",),
        ),
        id="taz-bidding:ashkal_banned_on_ace",
    ),
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_RULES,
            "KH",
            "S pass, E pass, N pass, W ashkal, S pass, N pass",
            contract="sun",
            buyer=P2,
            phase=Phase.PLAYING,
        ),
        id="taz-bidding:ashkal_card_to_partner",
    ),
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_RULES,
            "KH",
            "S kawesh",
            first={P1: ZERO_HAND},
            phase=Phase.FINISHED,
            next_dealer=DEALER,
        ),
        id="taz-bidding:kawesh_pre_bid_same_dealer",
    ),
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_RULES, "KH", "", first={P1: "AS 8S 9S 7H 8H"}, may_not=("S kawesh",)
        ),
        id="taz-bidding:kawesh_rejected_with_ace",
    ),
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_RULES,
            "KH",
            "S hokum, E kawesh",
            first={P2: ZERO_HAND},
            rules=DEFAULT_RULES.replace(kawesh="rotate_after_bid"),
            phase=Phase.FINISHED,
            next_dealer=P1,
        ),
        id="taz-bidding:kawesh_post_bid_rotates",
    ),
    # RULES.md §7.3: by default Kawesh is only before any bid.
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_RULES, "KH", "S hokum", first={P2: ZERO_HAND}, may_not=("E kawesh",)
        ),
        id="taz-bidding:kawesh_post_bid_default_refused",
    ),
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_RULES,
            "KS",
            "S pass, E pass, N pass, W pass, S hokum, E pass, N pass, W pass",
            to_act=P1,
            may=("S confirm H", "S confirm D", "S confirm C", "S tosun"),
            may_not=("S confirm S",),
        ),
        id="taz-bidding:round2_floor_suit_banned",
    ),
    # ---- tazjel tests/game_logic/test_bidding_edge_cases.py
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_EDGE, "7S", "", first={P2: "TS 8S 9S 7H 8H"}, may_not=("E kawesh",)
        ),
        id="taz-edge:kawesh_rejected_with_10",
    ),
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_EDGE, "7S", "S pass, E pass, N pass, W pass", to_act=P1, may=("S hokum",)
        ),
        id="taz-edge:all_pass_round1_goes_to_round2",
    ),
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_EDGE,
            "7S",
            "S hokum, E pass, N pass, W pass, S confirm S",
            contract="hokum S",
            buyer=P1,
        ),
        id="taz-edge:hokum_sets_floor_suit",
    ),
    pytest.param(
        AuctionCase(
            TAZ_BIDDING_EDGE,
            "7S",
            "S pass, E pass, N hokum",
            to_act=P4,
            may=("W sun", "W pass"),
            may_not=("W hokum",),
        ),
        id="taz-edge:lower_priority_hokum_others_speak",
    ),
    pytest.param(
        AuctionCase(TAZ_BIDDING_EDGE, "7S", "S sun", contract="sun", buyer=P1, phase=Phase.PLAYING),
        id="taz-edge:cannot_hokum_over_sun",
    ),
    pytest.param(
        AuctionCase(TAZ_BIDDING_EDGE, "7S", "", to_act=P1, may_not=("E hokum", "E pass")),
        id="taz-edge:wrong_turn_rejected",
    ),
    # ---- tazjel tests/game_logic/test_contract_handler.py
    pytest.param(
        AuctionCase(TAZ_CONTRACT, "KD", "S pass, E pass", to_act=P3, may=("N ashkal",)),
        id="taz-contract:left_of_dealer_ashkal_eligible",
    ),
    pytest.param(
        AuctionCase(TAZ_CONTRACT, "KD", "S pass", to_act=P2, may_not=("E ashkal",)),
        id="taz-contract:across_from_dealer_not_eligible",
    ),
    pytest.param(
        AuctionCase(TAZ_CONTRACT, "KD", "", to_act=P1, may_not=("S ashkal",)),
        id="taz-contract:right_of_dealer_not_eligible",
    ),
    pytest.param(
        AuctionCase(
            TAZ_CONTRACT,
            "KD",
            "S pass, E pass, N pass, W pass, S pass, E pass, N pass, W pass",
            phase=Phase.FINISHED,
            next_dealer=P1,
        ),
        id="taz-contract:all_pass_twice_finishes",
    ),
    # Kammelna settles Ashkal in round 2 (RULES.md §9.2); Jawaker forbids it.
    pytest.param(
        AuctionCase(
            TAZ_CONTRACT,
            "KD",
            "S pass, E pass, N pass, W pass, S pass, E pass",
            to_act=P3,
            may=("N ashkal",),
        ),
        id="taz-contract:round2_ashkal_kammelna",
    ),
    pytest.param(
        AuctionCase(
            TAZ_CONTRACT,
            "KD",
            "S pass, E pass, N pass, W pass, S pass, E pass",
            rules=JAWAKER,
            to_act=P3,
            may_not=("N ashkal",),
        ),
        id="taz-contract:round2_ashkal_jawaker",
    ),
    # ---- tazjel tests/features/test_ashkal_rules.py. tazjel settles P3's Ashkal at once
    # because P1 and P2 passed; RULES.md §2.2 step 3 asks each earlier opponent "whether
    # he passed earlier or bid Hokum" (Jawaker), so P2 may still say "before you".
    pytest.param(
        AuctionCase(
            TAZ_ASHKAL, "7H", "S pass, E pass, N ashkal", to_act=P2, may=("E beforeyou", "E pass")
        ),
        id="taz-ashkal:p3_ashkal_window_rules_md",
    ),
    pytest.param(
        AuctionCase(TAZ_ASHKAL, "7H", "S pass, E pass, N ashkal, E pass", contract="sun", buyer=P1),
        id="taz-ashkal:p3_ashkal_card_to_p1",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ASHKAL,
            "7H",
            "S pass, E pass, N pass, W pass, S pass, E pass, N ashkal",
            contract="sun",
            buyer=P1,
            phase=Phase.PLAYING,
        ),
        id="taz-ashkal:round2_ashkal_final",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ASHKAL, "AH", "S pass, E pass", to_act=P3, may=("N sun",), may_not=("N ashkal",)
        ),
        id="taz-ashkal:ace_constraint_p3",
    ),
    # ---- majlis tests/baloot-engine.test.ts and lib/baloot/engine.ts
    pytest.param(
        AuctionCase(
            MAJLIS_TEST,
            "9H",
            "S hokum, E pass, N pass, W pass",
            to_act=P1,
            may=("S confirm H", "S tosun"),
        ),
        id="majlis:provisional_hokum_waits_for_confirmation",
    ),
    pytest.param(
        AuctionCase(
            MAJLIS_TEST,
            "9H",
            "S hokum, E pass, N pass, W pass, S confirm H",
            contract="hokum H",
            buyer=P1,
            phase=Phase.DOUBLING,
            to_act=P2,
        ),
        id="majlis:confirmed_hokum_goes_to_doubling",
    ),
    pytest.param(
        AuctionCase(
            MAJLIS_TEST,
            "9H",
            "S pass, E pass, N pass, W pass, S pass, E pass, N pass, W pass",
            phase=Phase.FINISHED,
            next_dealer=P1,
        ),
        id="majlis:two_all_pass_rounds_next_dealer",
    ),
    # majlis: after a Hokum every other player speaks again, earlier passers included.
    pytest.param(
        AuctionCase(
            MAJLIS_ENGINE, "9H", "S pass, E hokum, N pass, W pass", to_act=P1, may=("S sun",)
        ),
        id="majlis:earlier_passer_may_sun_over_hokum",
    ),
    # ---- doubling: tazjel tests/game_logic/test_doubling_handler.py (after B1: EAST buys)
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING,
            "9H",
            HOKUM_S,
            phase=Phase.DOUBLING,
            to_act=P3,
            may=("N double closed", "N double open"),
        ),
        id="taz-doubling:first_turn_after_bidder",
    ),
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING,
            "9H",
            HOKUM_S + ", N pass",
            to_act=P1,
            may=("S double closed",),
            may_not=("W double closed",),
        ),
        id="taz-doubling:bidder_team_cannot_double",
    ),
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING,
            "9H",
            HOKUM_S + ", N double closed",
            to_act=P2,
            may=("E three",),
            may_not=("N double closed",),
            multiplier=2,
            closed=True,
        ),
        id="taz-doubling:buyer_may_three",
    ),
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING, "9H", HOKUM_S + ", N pass, S pass", phase=Phase.PLAYING, multiplier=1
        ),
        id="taz-doubling:no_three_without_double",
    ),
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING,
            "9H",
            HOKUM_S + ", N double closed, E pass",
            to_act=P4,
            may=("W three",),
            rules=DEFAULT_RULES.replace(raise_rights="team"),
        ),
        id="taz-doubling:teammate_may_three_team_rights",
    ),
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING,
            "9H",
            HOKUM_S + ", N double closed, E pass",
            phase=Phase.PLAYING,
            multiplier=2,
            closed=True,
        ),
        id="taz-doubling:teammate_no_three_individual",
    ),
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING,
            "9H",
            HOKUM_S + ", N double closed, E three",
            to_act=P3,
            may=("N four closed", "N four open"),
            multiplier=3,
            closed=False,
        ),
        id="taz-doubling:doubler_may_four",
    ),
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING,
            "9H",
            HOKUM_S + ", N double closed, E three, N four open",
            to_act=P2,
            may=("E gahwa",),
            multiplier=4,
            closed=False,
        ),
        id="taz-doubling:buyer_may_gahwa",
    ),
    pytest.param(
        AuctionCase(
            TAZ_DOUBLING,
            "9H",
            HOKUM_S + ", N double closed, E three, N four closed, E gahwa",
            phase=Phase.PLAYING,
            multiplier=4,
            closed=False,
        ),
        id="taz-doubling:gahwa_is_open",
    ),
    pytest.param(
        AuctionCase(TAZ_DOUBLING, "9H", "S sun", phase=Phase.PLAYING, multiplier=1),
        id="taz-doubling:sun_no_double_at_0_0",
    ),
    # ---- majlis lib/baloot/rules.ts legalDoubleCalls: Sun Double if buyer > 100, other <= 100.
    pytest.param(
        AuctionCase(
            MAJLIS_RULES,
            "9H",
            "S sun",
            match_score=(110, 100),
            rules=DEFAULT_RULES.replace(sun_double_rule="gt100_le100"),
            phase=Phase.DOUBLING,
            to_act=P2,
            may=("E double",),
        ),
        id="majlis:sun_double_110_100",
    ),
    pytest.param(
        AuctionCase(
            MAJLIS_RULES,
            "9H",
            "S sun, E double",
            match_score=(110, 100),
            rules=DEFAULT_RULES.replace(sun_double_rule="gt100_le100"),
            phase=Phase.PLAYING,
            multiplier=2,
        ),
        id="majlis:sun_stops_at_double",
    ),
    pytest.param(
        AuctionCase(MAJLIS_RULES, "9H", "S sun", match_score=(110, 100), phase=Phase.PLAYING),
        id="majlis:sun_110_100_default_no_double",
    ),
    # ---- First lead: P1 whoever bought (majlis engine.ts beginPlay; KAU BalootPack.Deal
    # "FirstPlayer = dealer + 1"; RULES.md §4.1), or the buyer under first_lead="buyer".
    pytest.param(
        AuctionCase(
            MAJLIS_ENGINE, "9H", HOKUM_S + ", N pass, S pass", phase=Phase.PLAYING, to_act=P1
        ),
        id="majlis:first_lead_right_of_dealer",
    ),
    pytest.param(
        AuctionCase(KAU, "9H", HOKUM_S + ", N pass, S pass", phase=Phase.PLAYING, to_act=P1),
        id="kau:first_player_dealer_plus_one",
    ),
    pytest.param(
        AuctionCase(
            MAJLIS_ENGINE,
            "9H",
            HOKUM_S + ", N pass, S pass",
            phase=Phase.PLAYING,
            rules=DEFAULT_RULES.replace(first_lead="buyer"),
            to_act=P2,
        ),
        id="majlis:first_lead_buyer_variant",
    ),
    # ---- Kammelna bid vocabulary: tazjel gbaloot/tests/test_archive_bidding_validator.py
    # (hokom, sun, hokom2 + suit, turntosun, hokomclose, beforeyou). The archive logs list
    # a pass from every seat after a Sun; our engine asks only the earlier-priority
    # opponents (RULES.md §2.2 step 3), so those passes are not calls here.
    pytest.param(
        AuctionCase(
            TAZ_ARCHIVE_BIDS,
            "9H",
            "S hokum, E pass, N pass, W pass, S confirm H",
            contract="hokum H",
            buyer=P1,
        ),
        id="kammelna-bids:simple_hokum_r1",
    ),
    pytest.param(
        AuctionCase(TAZ_ARCHIVE_BIDS, "9H", "S sun", contract="sun", buyer=P1),
        id="kammelna-bids:simple_sun_r1",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ARCHIVE_BIDS,
            "9H",
            "S pass, E pass, N pass, W pass, S pass, E hokum, N pass, W pass, E confirm D",
            contract="hokum D",
            buyer=P2,
        ),
        id="kammelna-bids:round2_hokom2_diamonds",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ARCHIVE_BIDS,
            "9H",
            "S pass, E pass, N pass, W pass, S hokum, E pass, N pass, W pass, S tosun",
            contract="sun",
            buyer=P1,
        ),
        id="kammelna-bids:round2_turntosun",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ARCHIVE_BIDS,
            "9H",
            "S hokum, E pass, N pass, W pass, S confirm H, E double closed, S pass",
            phase=Phase.PLAYING,
            multiplier=2,
            closed=True,
        ),
        id="kammelna-bids:hokomclose",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ARCHIVE_BIDS,
            "9H",
            "S pass, E pass, N pass, W hokum, S pass, E pass, N pass, W confirm H",
            contract="hokum H",
            buyer=P4,
        ),
        id="kammelna-bids:dealer_bids_position_4",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ARCHIVE_BIDS, "9H", "S hokum, E sun", to_act=P1, may=("S beforeyou", "S pass")
        ),
        id="kammelna-bids:sun_over_hokum_window",
    ),
    pytest.param(
        AuctionCase(TAZ_ARCHIVE_BIDS, "9H", "S hokum, E sun, S pass", contract="sun", buyer=P2),
        id="kammelna-bids:sun_overrides_hokum",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ARCHIVE_BIDS,
            "9H",
            "S pass, E pass, N sun, E beforeyou",
            to_act=P1,
            may=("S beforeyou", "S pass"),
        ),
        id="kammelna-bids:beforeyou_check_repeats",
    ),
    pytest.param(
        AuctionCase(
            TAZ_ARCHIVE_BIDS,
            "9H",
            "S pass, E pass, N sun, E beforeyou, S pass",
            contract="sun",
            buyer=P2,
        ),
        id="kammelna-bids:beforeyou_takes_the_sun",
    ),
]


def _summary(case: AuctionCase) -> None:
    state = run(
        hand_state(case.face, dict(case.first), rules=case.rules, match_score=case.match_score),
        case.calls,
    )
    legal = {str(a) for a in state.legal_actions()}
    assert set(case.may) <= legal, legal
    assert not set(case.may_not) & legal, legal
    if case.to_act is not None:
        assert state.to_act is case.to_act
    if case.phase is not None:
        assert state.phase is case.phase
    if case.contract is not None:
        contract = str(state.contract) + ("" if state.trump is None else f" {state.trump}")
        assert contract == case.contract
        assert all(len(h) == 8 for h in state.hands)
    if case.buyer is not None:
        assert state.buyer is case.buyer
    if case.next_dealer is not None:
        assert state.result is not None
        assert state.result.next_dealer is case.next_dealer
    if case.multiplier is not None:
        multiplier = 1 if state.doubling is None else state.doubling.multiplier
        assert multiplier == case.multiplier
    if case.closed is not None:
        assert state.closed is case.closed


@pytest.mark.parametrize("case", AUCTION_CASES)
def test_auction(case: AuctionCase) -> None:
    _summary(case)


@pytest.mark.parametrize(
    ("scores", "buyer", "rules", "allowed"),
    [
        # idambeps4-design/baloot-arena tests/scoring.test.ts sunMultiplierAllowed (>= 100, < 100).
        pytest.param((101, 80), NS, ARENA, True, id="arena:101_80"),
        pytest.param((100, 80), NS, ARENA, True, id="arena:100_80"),
        pytest.param((110, 100), NS, ARENA, False, id="arena:110_100"),
        pytest.param((110, 120), NS, ARENA, False, id="arena:110_120"),
        pytest.param((80, 100), EW, ARENA, True, id="arena:askel_buyer_b_100"),
        # tazjel doubling_handler._check_sun_firewall is the same >= 100 / < 100 rule.
        pytest.param((100, 99), NS, ARENA, True, id="taz:firewall_100_99"),
        # RULES.md default (> 100 and < 100) on the same scores.
        pytest.param((100, 80), NS, DEFAULT_RULES, False, id="rules-md:100_80"),
        pytest.param((101, 99), NS, DEFAULT_RULES, True, id="rules-md:101_99"),
        # majlis: buyer > 100 and opponents <= 100.
        pytest.param(
            (101, 100),
            NS,
            DEFAULT_RULES.replace(sun_double_rule="gt100_le100"),
            True,
            id="majlis:101_100",
        ),
    ],
)
def test_sun_double_allowed(
    scores: tuple[int, int], buyer: Team, rules: HouseRules, allowed: bool
) -> None:
    assert sun_double_allowed(scores, buyer, rules) is allowed


@pytest.mark.parametrize(
    ("scores", "winner"),
    [
        # idambeps4-design/baloot-arena tests/scoring.test.ts gameEnded.
        pytest.param((152, 120), NS, id="arena:152_120"),
        pytest.param((154, 160), EW, id="arena:154_160"),
        pytest.param((160, 160), None, id="arena:160_160_sudden_death"),
        # majlis lib/baloot/engine.ts matchWinnerAfter.
        pytest.param((151, 0), None, id="majlis:151_not_yet"),
    ],
)
def test_match_winner(scores: tuple[int, int], winner: Team | None) -> None:
    assert match_winner(scores, 152) == winner


# ====================================================================== projects


@pytest.mark.parametrize(
    ("hand", "contract", "best"),
    [
        # tazjel tests/features/test_projects_logic.py
        pytest.param("7H 8H 9H KS AS", SUN, ("sira:7H-8H-9H",), id="taz-projects:scan_sira"),
        pytest.param("7H 8H 9H TH", SUN, ("fifty:7H-8H-9H-TH",), id="taz-projects:fifty"),
        pytest.param(
            "7H 8H 9H TH JH", SUN, ("hundred:7H-8H-9H-TH-JH",), id="taz-projects:hundred_seq"
        ),
        pytest.param(
            "KH KS KD KC 7H", SUN, ("hundred:KS-KH-KD-KC",), id="taz-projects:hundred_four_kings"
        ),
        pytest.param("AH AS AD AC 7H", SUN, ("400:AS-AH-AD-AC",), id="taz-projects:400"),
        # majlis lib/baloot/projects.ts: four Aces in Hokum are a plain Hundred.
        pytest.param(
            "AH AS AD AC 7H", HOKUM, ("hundred:AS-AH-AD-AC",), id="majlis:four_aces_hokum"
        ),
        # majlis: a run of six or more is one sequence Hundred.
        pytest.param(
            "7S 8S 9S TS JS QS", SUN, ("hundred:7S-8S-9S-TS-JS-QS",), id="majlis:run_of_six"
        ),
        # majlis: four 9s score nothing.
        pytest.param("9S 9H 9D 9C", SUN, (), id="majlis:four_nines_nothing"),
        # tazjel tests/features/test_baloot_project.py: K+Q alone is no project.
        pytest.param("KH QH 7S 8S 9S", HOKUM, ("sira:7S-8S-9S",), id="taz-baloot:kq_not_project"),
    ],
)
def test_best_declaration(hand: str, contract: Contract, best: tuple[str, ...]) -> None:
    declared = best_declaration(parse_cards(hand), contract, DEFAULT_RULES)
    assert tuple(str(p) for p in declared) == best


@dataclass(frozen=True)
class CompareCase:
    """Declared projects per seat, compared with P1 (SOUTH) leading trick 1."""

    source: str
    contract: Contract
    declared: Mapping[Seat, tuple[str, ...]]
    counting: Team | None
    rules: HouseRules = DEFAULT_RULES
    trump: str | None = None


COMPARE_CASES = [
    # tazjel tests/features/test_projects_logic.py compare_projects
    pytest.param(
        CompareCase(TAZ_PROJECTS, SUN, {P1: (FOUR_ACES,), P2: ("hundred:7H-8H-9H-TH-JH",)}, NS),
        id="taz-projects:400_beats_100",
    ),
    pytest.param(
        CompareCase(TAZ_PROJECTS, SUN, {P2: ("sira:QS-KS-AS",), P3: ("sira:JH-QH-KH",)}, EW),
        id="taz-projects:sira_A_beats_sira_K",
    ),
    pytest.param(
        CompareCase(TAZ_PROJECTS, SUN, {P2: ("sira:7S-8S-9S",), P3: ("sira:7H-8H-9H",)}, EW),
        id="taz-projects:tie_nearest_first_player",
    ),
    # tazjel tests/game_logic/test_scoring_comprehensive.py test_both_teams_projects: its
    # engine scores both Siras; RULES.md §5.4 "The other team scores none": only the A.
    pytest.param(
        CompareCase(
            TAZ_SCORING_COMP, HOKUM, {P1: ("sira:QS-KS-AS",), P2: ("sira:JH-QH-KH",)}, NS, trump="S"
        ),
        id="taz-comp:both_teams_projects_only_best",
    ),
    # majlis tests/baloot-engine.test.ts: a sequential hundred outranks a four-kind hundred.
    pytest.param(
        CompareCase(
            MAJLIS_TEST, SUN, {P1: ("hundred:7S-8S-9S-TS-JS",), P2: ("hundred:KS-KH-KD-KC",)}, NS
        ),
        id="majlis:seq_hundred_beats_four_kings",
    ),
    pytest.param(
        CompareCase(
            MAJLIS_TEST,
            SUN,
            {P1: ("hundred:7S-8S-9S-TS-JS",), P2: ("hundred:KS-KH-KD-KC",)},
            EW,
            DEFAULT_RULES.replace(seq100_beats_quad100=False),
        ),
        id="majlis:seq_vs_quad_by_top_card_when_off",
    ),
    # majlis compareProjectStrength: same kind and top card, nearest first player wins.
    pytest.param(
        CompareCase(
            MAJLIS_PROJECTS,
            HOKUM,
            {P4: ("fifty:7S-8S-9S-TS",), P3: ("fifty:7H-8H-9H-TH",)},
            NS,
            trump="D",
        ),
        id="majlis:equal_fifties_nearest_first",
    ),
    pytest.param(
        CompareCase(
            MAJLIS_PROJECTS,
            HOKUM,
            {P2: ("hundred:AS-AH-AD-AC",), P1: ("hundred:KS-KH-KD-KC",)},
            EW,
            trump="D",
        ),
        id="majlis:four_aces_beat_four_kings_hokum",
    ),
    # idambeps4-design/baloot-arena tests/scoring.test.ts: A's Hundred + Sira against B's
    # Hundred; Arena asks the user, RULES.md §5.4 step 4 gives it to the nearest P1.
    pytest.param(
        CompareCase(
            ARENA_TEST,
            SUN,
            {P1: ("hundred:7S-8S-9S-TS-JS", SIRA), P2: ("hundred:7H-8H-9H-TH-JH",)},
            NS,
            ARENA,
        ),
        id="arena:tied_hundreds_turn_order",
    ),
    pytest.param(
        CompareCase(ARENA_TEST, SUN, {P2: ("sira:7S-8S-9S",)}, EW, ARENA),
        id="arena:only_one_team_declared",
    ),
    # majlis evaluateProjects: the best project decides, not the total: EW's single
    # Hundred beats NS's Fifty + Sira (and a Sira alone against nothing counts).
    pytest.param(
        CompareCase(
            MAJLIS_PROJECTS,
            SUN,
            {P1: ("fifty:7S-8S-9S-TS", SIRA), P4: ("hundred:7H-8H-9H-TH-JH",)},
            EW,
        ),
        id="majlis:best_project_not_total",
    ),
    # RULES.md §9.22 variants.
    pytest.param(
        CompareCase(
            TAZ_PROJECTS,
            SUN,
            {P2: ("sira:7S-8S-9S",), P3: ("sira:7H-8H-9H",)},
            None,
            DEFAULT_RULES.replace(project_tie_break="nobody"),
        ),
        id="taz-projects:tie_nobody_variant",
    ),
]


@pytest.mark.parametrize("case", COMPARE_CASES)
def test_project_comparison(case: CompareCase) -> None:
    declared = {
        seat: tuple(parse_project(text, case.contract) for text in texts)
        for seat, texts in case.declared.items()
    }
    team = counting_team(declared, P1, case.contract, _suit(case.trump), case.rules)
    assert team == case.counting


def test_arena_counted_projects_sum() -> None:
    """idambeps4-design/baloot-arena projectSummary: A's Hundred + Sira count 24 in Sun."""
    projects = ("hundred:7S-8S-9S-TS-JS", SIRA)
    assert sum(parse_project(p, SUN).game_points(SUN) for p in projects) == 24


@pytest.mark.parametrize(
    ("hand", "trump", "holds"),
    [
        # tazjel tests/game_logic/test_baloot_declaration.py scan_initial_hands.
        pytest.param("KS QS 7H 8H 9D TD AC JC", "S", True, id="taz-baloot:scan_finds_holder"),
        pytest.param("KS QH 7H 8H 9D TD AC JC", "S", False, id="taz-baloot:split_k_and_q"),
        pytest.param("KS 7S 7H 8H 9D TD AC JC", "S", False, id="taz-baloot:king_only"),
        pytest.param("KS QS 7S 8S 9S", "H", False, id="taz-baloot:non_trump_kq"),
    ],
)
def test_holds_baloot(hand: str, trump: str, holds: bool) -> None:
    assert holds_baloot(parse_cards(hand), Suit.parse(trump)) is holds


@pytest.mark.parametrize(
    ("declared", "rules", "blocked"),
    [
        # RULES.md §5.6 (Wikipedia, tazjel baloot_manager.py): a Hundred holding K+Q blocks.
        pytest.param(("hundred:TH-JH-QH-KH-AH",), DEFAULT_RULES, True, id="taz:hundred_kq"),
        # majlis balootProject: only four Kings or four Queens block.
        pytest.param(
            ("hundred:TH-JH-QH-KH-AH",),
            DEFAULT_RULES.replace(baloot_block="four_only"),
            False,
            id="majlis:hundred_kq_not_blocked",
        ),
        pytest.param(("hundred:KS-KH-KD-KC",), DEFAULT_RULES, True, id="taz:four_kings"),
        pytest.param(
            ("hundred:QS-QH-QD-QC",),
            DEFAULT_RULES.replace(baloot_block="four_only"),
            True,
            id="majlis:four_queens",
        ),
        pytest.param(("sira:JH-QH-KH",), DEFAULT_RULES, False, id="taz:sira_kq_scores"),
        pytest.param(("fifty:JH-QH-KH-AH",), DEFAULT_RULES, False, id="taz:fifty_kq_scores"),
        pytest.param(("hundred:9S-TS-JS-QS-KS",), DEFAULT_RULES, False, id="taz:hundred_other"),
    ],
)
def test_baloot_blocked(declared: tuple[str, ...], rules: HouseRules, blocked: bool) -> None:
    """Trump ♥ throughout."""
    projects = tuple(parse_project(p, HOKUM) for p in declared)
    assert baloot_blocked(projects, Suit.HEARTS, rules) is blocked


# ====================================================================== Qayd


@pytest.mark.parametrize(
    ("contract", "multiplier", "offender", "innocent_projects", "points"),
    [
        # tazjel docs/official_scoring_rules.md Article III (Sun, base 26; buyer = NS).
        # A: the buyer fouls; his own Hundred stays his: the opponents take 26 only.
        pytest.param(SUN, 1, NS, (), (0, 26), id="taz-fouls:A_buyer_fouls"),
        # B: the opponents foul holding a Hundred: the buyer takes 26 only.
        pytest.param(SUN, 1, EW, (), (26, 0), id="taz-fouls:B_opponent_fouls"),
        # C: the opponents foul, the buyer holds a Hundred: 26 + the Hundred. The doc
        # writes "126 points" (26 + 100 abnat); in game points the Hundred is 20 in Sun.
        pytest.param(
            SUN, 1, EW, ((NS, "hundred:7C-8C-9C-TC-JC"),), (46, 0), id="taz-fouls:C_with_hundred"
        ),
        # Article VI: the same in a Double, the pot × 2.
        pytest.param(HOKUM, 2, EW, (), (32, 0), id="taz-fouls:VI_doubled_hokum"),
    ],
)
def test_qayd(
    contract: Contract,
    multiplier: int,
    offender: Team,
    innocent_projects: tuple[tuple[Team, str], ...],
    points: tuple[int, int],
) -> None:
    projects = tuple(_project_score(t, n, contract) for t, n in innocent_projects)
    score = score_qayd(contract, multiplier, False, offender, projects, DEFAULT_RULES)
    assert score.points == points


# ====================================================================== Sawa


@dataclass(frozen=True)
class SawaCase:
    """Every seat's remaining cards; SOUTH leads and claims."""

    source: str
    trump: str | None
    hands: tuple[str, str, str, str]
    holds: bool


SAWA_CASES = [
    # tazjel tests/game_logic/test_sawa_manager.py, with the other hands filled in.
    pytest.param(
        SawaCase(TAZ_SAWA, None, ("AS AH", "7S 8H", "7D 8D", "KS KH"), True),
        id="taz-sawa:all_top_cards",
    ),
    pytest.param(
        SawaCase(TAZ_SAWA, None, ("KS", "AS", "7D", "8D"), False), id="taz-sawa:missing_top_card"
    ),
    pytest.param(
        SawaCase(TAZ_SAWA, None, ("AS TS", "7S 8S", "7D 8D", "KS QS"), True),
        id="taz-sawa:top_sequence",
    ),
    pytest.param(
        SawaCase(TAZ_SAWA, None, ("AS QS", "TS 7S", "7D 8D", "KS 8H"), False),
        id="taz-sawa:broken_sequence",
    ),
    pytest.param(
        SawaCase(TAZ_SAWA, "S", ("JS 9S", "7H 8H", "7D 8D", "AS TS"), True),
        id="taz-sawa:master_trumps",
    ),
    pytest.param(
        SawaCase(TAZ_SAWA, "S", ("AH", "7S", "7D", "8D"), False),
        id="taz-sawa:no_trump_control",
    ),
    pytest.param(
        SawaCase(TAZ_SAWA, "S", ("JS AH", "7H 8H", "7D 8D", "9H TH"), True),
        id="taz-sawa:trump_master_plus_side",
    ),
    pytest.param(
        SawaCase(
            TAZ_SAWA, None, ("AS AH AD AC", "7S 7H 7D 7C", "8S 8H 8D 8C", "9S 9H 9D 9C"), True
        ),
        id="taz-sawa:all_suits_mastered",
    ),
    pytest.param(
        SawaCase(TAZ_SAWA, None, ("AS AH QD", "7S 7H KD", "8S 8H 8D", "9S 9H AD"), False),
        id="taz-sawa:one_suit_not_mastered",
    ),
]


@pytest.mark.parametrize("case", SAWA_CASES)
def test_sawa(case: SawaCase) -> None:
    hands: list[tuple[Card, ...]] = [parse_cards(h) for h in case.hands]
    holds = claim_holds(hands, P1, (), P1, _suit(case.trump), False, DEFAULT_RULES)
    assert holds is case.holds
