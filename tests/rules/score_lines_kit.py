"""Score lines for the tests: one of every kind, and random hands to score.

:data:`EXAMPLES` pins each kind of :class:`~baloot_tui.games.baloot.rules.scoring.ScoreLine` to
its English in the game's words (``english_explanation``, the teams by their codes);
:func:`random_facts` and :func:`random_qayd` give seeded hands of every path of the
scorer (kaboot, doubling, Gahwa, ties, Qayd) with projects counted as the engine
counts them.
"""

from __future__ import annotations

import random

from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.projects import counted_projects, parse_project
from baloot_tui.games.baloot.rules.scoring import (
    CARD_ABNAT,
    Comparison,
    Figure,
    HandFacts,
    Penalty,
    ProjectScore,
    ScoreLine,
    ScoreLineKind,
    Term,
    TieLoser,
    Verdict,
    tail,
)

K = ScoreLineKind
NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST
PROJECTS = (
    "sira:QC-KC-AC",
    "sira:7H-8H-9H",
    "fifty:7S-8S-9S-TS",
    "hundred:KS-KH-KD-KC",
    "hundred:9D-TD-JD-QD-KD",
    "400:AS-AH-AD-AC",
)
"""Projects a random hand may count, in notation (the Four hundred only in Sun)."""


def project_score(text: str, team: Team, contract: Contract) -> ProjectScore:
    """``text`` counted for ``team`` as the engine counts a declared project."""
    seat = team.seats[0]
    _, scores = counted_projects(
        {seat: (parse_project(text),)}, seat, contract, None, DEFAULT_RULES
    )
    return scores[0]


SIRA = project_score("sira:QC-KC-AC", NS, Contract.HOKUM)
HUNDRED = project_score("hundred:KS-KH-KD-KC", EW, Contract.SUN)
EXAMPLES: tuple[tuple[ScoreLine, str], ...] = (
    (
        ScoreLine(K.CONTRACT, EW, contract=Contract.HOKUM, multiplier=2),
        "Hokum bought by EW, Double ×2",
    ),
    (
        ScoreLine(K.ABNAT, NS, card_abnat=(80, 72), abnat=(90, 72)),
        "Abnat: NS 80, EW 72 in cards; +10 last trick to NS → NS 90, EW 72",
    ),
    (
        ScoreLine(K.SUN_CARDS, abnat=(65, 65), card_gp=(13, 13)),
        "Sun cards: NS 65 → 13, EW 65 → 13 (nearest 10, a 5 left alone, × 2 ÷ 10)",
    ),
    (
        ScoreLine(K.HOKUM_BUYER_86, EW, abnat=(76, 86), card_gp=(7, 9)),
        "Hokum cards 86/76: 9 to the buyer EW, 7 to the opponents",
    ),
    (
        ScoreLine(K.HOKUM_CARDS, EW, abnat=(97, 65), card_gp=(10, 6)),
        "Hokum cards: lower side EW 65 → 6 (.5 rounds down); NS 97 → 16 − 6 = 10",
    ),
    (ScoreLine(K.PROJECT, NS, project=SIRA), "A Sira: Q♣ K♣ A♣ (NS): 2 points"),
    (ScoreLine(K.BALOOT, EW, value=2), "Baloot (EW): 2 points, never multiplied"),
    (
        ScoreLine(K.TOTALS, totals=(10, 8), raw_totals=(100, 82)),
        "Game points (cards + projects): NS 10, EW 8; card points (cards + projects): NS "
        "100, EW 82",
    ),
    (ScoreLine(K.KABOOT_GAHWA, EW), "Kaboot by EW in a Gahwa: the match goes to EW"),
    (ScoreLine(K.GAHWA, NS), "Gahwa: the hand and the match go to NS"),
    (
        ScoreLine(
            K.DOUBLED,
            EW,
            multiplier=3,
            value=16,
            tail=tail((Term.PROJECTS, 6), (Term.BALOOT, 2), (Term.EQUALS, 56)),
        ),
        "Doubled ×3: the pot 16 × 3 + projects 6 + Baloot 2 = 56 goes to EW",
    ),
    (ScoreLine(K.KEEPS_BALOOT, NS, value=2), "Baloot 2 stays with NS (no transfer)"),
    (
        ScoreLine(K.DECIDED_ON_RAW, NS, raw_totals=(81, 81), verdict=Verdict.KEPT_TIE),
        "Decided on card points: buyer NS 81 vs 81: made, the buyer keeps a tie",
    ),
    (
        ScoreLine(K.BUYER_TOTAL, EW, totals=(9, 7), verdict=Verdict.KHASARA),
        "Buyer EW game points 7 < 9: khasara",
    ),
    (
        ScoreLine(K.EQUAL_KEEPS_TIE, NS, totals=(8, 8)),
        "Equal game points 8: the buyer keeps a tie: made",
    ),
    (
        ScoreLine(
            K.EQUAL_NEEDS_RAW, NS, totals=(8, 8), raw_totals=(81, 81), verdict=Verdict.KHASARA
        ),
        "Equal game points 8: the buyer needs more card points, 81 vs 81: khasara",
    ),
    (
        ScoreLine(
            K.EQUAL_THEN_RAW, EW, totals=(13, 13), raw_totals=(65, 65), verdict=Verdict.SPLIT
        ),
        "Equal game points 13: card points 65 vs 65: split, both keep their points",
    ),
    (ScoreLine(K.PROJECTS_VANISH, NS, value=5), "The buyer's projects (5 points) vanish"),
    (
        ScoreLine(
            K.KHASARA,
            EW,
            value=26,
            tail=tail((Term.PROJECTS, 4), (Term.EQUALS, 30)),
        ),
        "Khasara: nothing for NS; the pot 26 + projects 4 = 30 goes to EW",
    ),
    (
        ScoreLine(K.HIGHER_WINS, EW, totals=(7, 9), raw_totals=(72, 90), figure=Figure.RAW),
        "Higher card points win: EW (90 vs 72)",
    ),
    (
        ScoreLine(K.EQUAL_FIGURE, NS, totals=(8, 8), tie_loser=TieLoser.DOUBLER),
        "Equal game points 8: the doubling team loses a tie: the hand goes to NS",
    ),
    (ScoreLine(K.ACE_KABOOT, NS, value=88), "Kaboot on a face-up Ace: 88"),
    (
        ScoreLine(K.KABOOT_NOT_MULTIPLIED, NS),
        "The kaboot value is not multiplied",
    ),
    (
        ScoreLine(K.KABOOT_NO_PROJECTS, NS),
        "Projects do not count in a kaboot",
    ),
    (
        ScoreLine(K.KABOOT_OWN_PROJECTS, EW),
        "The other team's projects do not go to the kaboot team",
    ),
    (
        ScoreLine(
            K.KABOOT,
            EW,
            value=25,
            tail=tail((Term.TIMES, 2), (Term.PROJECTS, 4), (Term.EQUALS, 54)),
        ),
        "Kaboot by EW: 25 × 2 + projects 4 = 54",
    ),
    (
        ScoreLine(K.PROJECT_MULTIPLIED, EW, project=HUNDRED, factor=2),
        "A Hundred: K♠ K♥ K♦ K♣: 20 × 2 = 40",
    ),
    (
        ScoreLine(K.QAYD, EW, contract=Contract.HOKUM, multiplier=4, gahwa=True),
        "Hokum ×4 Gahwa: Qayd against EW, who score nothing",
    ),
    (ScoreLine(K.QAYD_GAHWA, NS), "A foul in a Gahwa decides the match: it goes to NS"),
    (
        ScoreLine(
            K.QAYD_PENALTY,
            NS,
            value=44,
            factor=2,
            penalty=Penalty.KABOOT_VALUE,
            tail=tail((Term.OWN_PROJECTS, 10), (Term.EQUALS, 98)),
        ),
        "The kaboot value 44 × 2 + own projects 10 = 98 goes to NS",
    ),
    (ScoreLine(K.SCORE, points=(0, 32)), "Score: NS 0, EW 32"),
    (
        ScoreLine(K.PROJECTS_ONLY, EW),
        "Projects: only EW declared, so its projects count",
    ),
    (
        ScoreLine(
            K.PROJECTS_NONE_COUNT,
            best=(parse_project("sira:7H-8H-9H"), parse_project("sira:7S-8S-9S")),
        ),
        "Projects: NS best a Sira: 7♥ 8♥ 9♥, EW best a Sira: 7♠ 8♠ 9♠: equal, so none count",
    ),
    (
        ScoreLine(
            K.PROJECTS_BEST,
            EW,
            best=(ProjectKind.FIFTY, parse_project("sira:7S-8S-9S")),
            comparison=Comparison.TRUMP_FIRST,
        ),
        "Projects: NS best Fifty, EW best a Sira: 7♠ 8♠ 9♠: equal, the one in trumps "
        "first, so the projects of EW count",
    ),
)
"""One line of every kind and its English, exactly as the scorer has always written it."""


def _random_projects(
    rng: random.Random, team: Team, contract: Contract, fewest: int
) -> tuple[ProjectScore, ...]:
    """``fewest`` to ``fewest + 2`` projects counted for ``team`` (a 400 only in Sun)."""
    allowed = [p for p in PROJECTS if contract is Contract.SUN or not p.startswith("400")]
    return tuple(
        project_score(rng.choice(allowed), team, contract)
        for _ in range(rng.randint(fewest, fewest + 2))
    )


def random_facts(rng: random.Random) -> HandFacts:
    """A hand's facts that :func:`~baloot_tui.games.baloot.rules.scoring.check_facts` accepts,
    biased to
    the rare paths: kaboots, doubled and Gahwa hands, near-equal splits, 86/76."""
    contract = rng.choice(list(Contract))
    buyer = rng.choice(list(Team))
    total = CARD_ABNAT[contract]
    if rng.random() < 0.15:
        sweeper = rng.choice(list(Team))
        tricks = (8, 0) if sweeper is NS else (0, 8)
        abnat = (total, 0) if sweeper is NS else (0, total)
        last = sweeper
    else:
        ns_tricks = rng.randint(1, 7)
        tricks = (ns_tricks, 8 - ns_tricks)
        ns = rng.choice([rng.randint(0, total), total // 2 + rng.randint(-12, 12)])
        abnat = (ns, total - ns)
        last = rng.choice(list(Team))
        if contract is Contract.HOKUM and rng.random() < 0.1:
            own, other = (86, 76) if rng.random() < 0.7 else (76, 86)
            pair = (own, other) if buyer is NS else (other, own)
            ns, ew = (v - (10 if team is last else 0) for team, v in zip(Team, pair, strict=True))
            abnat = (ns, ew)
    multiplier = rng.choice([1, 1, 2] if contract is Contract.SUN else [1, 1, 2, 3, 4])
    gahwa = contract is Contract.HOKUM and rng.random() < 0.1
    if gahwa:
        multiplier = rng.choice([1, 4])
        raiser = rng.choice([buyer, None])
    else:
        raiser = None if multiplier == 1 else buyer if multiplier == 3 else buyer.other
    projects: tuple[ProjectScore, ...] = ()
    if rng.random() < 0.4:
        team = rng.choice(list(Team))
        projects = _random_projects(rng, team, contract, 1)
    baloot = (rng.choice(list(Team)),) if contract is Contract.HOKUM and rng.random() < 0.3 else ()
    return HandFacts(
        contract,
        buyer,
        abnat,
        last,
        tricks,
        projects,
        baloot,
        multiplier,
        gahwa,
        raiser,
        rng.random() < 0.3,
    )


def random_qayd(
    rng: random.Random,
) -> tuple[Contract, int, bool, Team, tuple[ProjectScore, ...]]:
    """The arguments of a Qayd (all but the rules): contract, multiplier, Gahwa, offender,
    the innocent team's projects."""
    contract = rng.choice(list(Contract))
    multiplier = rng.choice([1, 2] if contract is Contract.SUN else [1, 2, 3, 4])
    gahwa = contract is Contract.HOKUM and rng.random() < 0.2
    offender = rng.choice(list(Team))
    projects = _random_projects(rng, offender.other, contract, 0)
    return contract, multiplier, gahwa, offender, projects
