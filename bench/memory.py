"""Memory over whole matches in the real app: the RSS after each, and the growth.

Run: ``PYTHONPATH=. python bench/memory.py [--matches 3] [--size 120x40] [--humans 1]``
from the checkout root (so that its package is the one measured). The app
is built with ``make_app`` on a temporary folder (bots without delay) and run
headless. With ``--humans 1`` (the default) South is a person: a medium bot picks
each of their moves and the bench types it as a person would, the number key of
the card or of the call (``s`` for Sawa), so the hand, the action buttons, the focus
and the footer change as in a real game; ``--humans 0`` leaves all four seats to the
bots. The hand summary and the match end are answered with Enter ("play again"
keeps the seats). The resident set size is read from
``/proc/self/status`` after a garbage collection: once after the first hand, then
after each match, with the number of live widgets and of Textual ``FooterKey``
objects (what issue 19 saw grow). The last line is
``memory growth: X.XX×``: RSS after the last match / RSS after the first hand.
``--top N`` also lists the N object types whose live count grew most from the
first match's end to the last one's (what keeps growing once the screens exist).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import tempfile
import time
from collections import Counter
from pathlib import Path

from textual.widget import Widget
from textual.widgets._footer import FooterKey

from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.rules.actions import PlayCard, Sawa
from baloot_tui.games.baloot.tui.dialogs import HandSummary, SawaDialog
from baloot_tui.games.baloot.tui.felt import BalootFelt
from baloot_tui.tui.app import make_app
from baloot_tui.tui.screens.menu import EndScreen
from baloot_tui.tui.screens.table import TableScreen


def rss_mb() -> float:
    """The process's resident set size in MB (Linux ``/proc``)."""
    gc.collect()
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def census() -> Counter[str]:
    """Live objects tracked by the garbage collector, by type name."""
    return Counter(type(obj).__qualname__ for obj in gc.get_objects())


def live(kind: type) -> int:
    """How many objects of ``kind`` (and subclasses) the garbage collector tracks."""
    return sum(1 for obj in gc.get_objects() if isinstance(obj, kind))


def person_key(screen: TableScreen, person: Bot, rng: random.Random) -> str | None:
    """The key a person presses for ``person``'s choice, or None when it is not their turn."""
    felt = screen.felt
    assert isinstance(felt, BalootFelt)
    snap = felt.snap
    if screen.waiting or snap is None or snap.view is None or not snap.my_turn:
        return None
    view = snap.view
    action = person.choose(view, view.legal_actions, rng)
    if isinstance(action, Sawa):
        return "s"
    if isinstance(action, PlayCard):
        return str(felt.hand_cards(snap).index(action.card) + 1)
    return str(felt.bar.actions.index(action) + 1)


async def play(matches: int, size: tuple[int, int], top: int, humans: int) -> list[float]:
    """Play ``matches`` matches; the RSS after the first hand, then after each match."""
    folder = Path(tempfile.mkdtemp())
    app = make_app(
        save_dir=folder / "data",
        config_dir_path=folder / "cfg",
        start="play",
        seed=7,
        bot_delay=0.0,
        humans=humans,
    )
    person, person_rng = make_bot("medium"), random.Random(7)
    figures: list[float] = []
    first_match: Counter[str] = Counter()
    started = time.perf_counter()

    def report(what: str) -> None:
        rss = rss_mb()
        figures.append(rss)
        print(
            f"{what}: RSS {rss:.0f} MB, {live(Widget)} widgets alive, "
            f"{live(FooterKey)} FooterKey, {time.perf_counter() - started:.0f} s",
            flush=True,
        )

    async with app.run_test(size=size) as pilot:
        done = 0
        while done < matches:
            await pilot.pause(0.02)
            screen = app.screen
            if isinstance(screen, HandSummary):
                if not figures:
                    report("after the first hand")
                await pilot.press("enter")
            elif isinstance(screen, SawaDialog):  # a bot's claim: accept, then read on
                await pilot.press("a" if screen.asked else "enter")
            elif isinstance(screen, EndScreen):
                done += 1
                report(f"after match {done}")
                if top and done == 1:
                    first_match = census()
                if top and done == matches and matches > 1:
                    grown = census() - first_match
                    for name, extra in grown.most_common(top):
                        print(f"  +{extra} {name}", flush=True)
                if done < matches:
                    await pilot.press("enter")
            elif isinstance(screen, TableScreen):
                key = person_key(screen, person, person_rng)
                if key is not None:
                    await pilot.press(key)
        app.exit()
    return figures


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--size", default="120x40", help="Terminal size, COLUMNSxROWS.")
    parser.add_argument("--top", type=int, default=0, help="List the N most grown types.")
    parser.add_argument("--humans", type=int, choices=(0, 1), default=1, help="A person at South.")
    args = parser.parse_args()
    columns, rows = (int(n) for n in args.size.split("x"))
    figures = asyncio.run(play(args.matches, (columns, rows), args.top, args.humans))
    print(f"memory growth: {figures[-1] / figures[0]:.2f}×")


if __name__ == "__main__":
    main()
