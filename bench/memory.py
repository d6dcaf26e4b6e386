"""Memory over whole matches in the real app: the RSS after each, and the growth.

Run: ``python bench/memory.py [--matches 3] [--size 120x40]``. The app is built
with ``make_app`` on a temporary folder with bots in all four seats (no delay) and
run headless; the hand summary and the match end are answered with Enter, as a
person would ("play again" keeps the seats). The resident set size is read from
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
import tempfile
import time
from collections import Counter
from pathlib import Path


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


async def play(matches: int, size: tuple[int, int], top: int) -> list[float]:
    """Play ``matches`` matches; the RSS after the first hand, then after each match."""
    from textual.widget import Widget
    from textual.widgets._footer import FooterKey

    from baloot_tui.ui.app import make_app
    from baloot_tui.ui.screens.dialogs import HandSummary
    from baloot_tui.ui.screens.menu import MatchEndScreen

    folder = Path(tempfile.mkdtemp())
    app = make_app(
        save_dir=folder / "data",
        config_dir_path=folder / "cfg",
        start="play",
        seed=7,
        bot_delay=0.0,
        humans=0,
    )
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
            elif isinstance(screen, MatchEndScreen):
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
        app.exit()
    return figures


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--size", default="120x40", help="Terminal size, COLUMNSxROWS.")
    parser.add_argument("--top", type=int, default=0, help="List the N most grown types.")
    args = parser.parse_args()
    columns, rows = (int(n) for n in args.size.split("x"))
    figures = asyncio.run(play(args.matches, (columns, rows), args.top))
    print(f"memory growth: {figures[-1] / figures[0]:.2f}×")


if __name__ == "__main__":
    main()
