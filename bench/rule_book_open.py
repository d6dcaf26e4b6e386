"""How long each rules screen takes to open: mounted and painted once, headless at 80x24.

Run: ``python bench/rule_book_open.py [--runs N] [--against CHECKOUT]``, e.g. with
``git worktree add /tmp/before main`` for the screens before the rule-book reader.

Each run is a fresh interpreter importing ``baloot_tui`` from its checkout: it builds
the app with ``make_app`` on a temporary folder (start menu), runs it with
``App.run_test(size=(80, 24))``, then pushes the screen of one book and waits until it
is on top and its Markdown blocks stop coming (the widget mounts them in batches),
then renders the screen's lines once, as a paint does. The figures are that span's
wall-clock and CPU milliseconds (CPU: what the machine being busy does not inflate).
Books: ``summary`` (the rules summary, glossary and keys: Baloot's ``HelpScreen``),
``belot`` (Belot's whole rule book, then its table's keys: ``RuleBookScreen``) and
``baloot`` (Baloot's whole rule book in the same reader).
With ``--against`` the two checkouts run alternately, side by side, run after run.
Prints each figure's median and slowest run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

CHILD = """
import asyncio, sys, tempfile, time
from pathlib import Path
from textual.widgets import Markdown
from baloot_tui.tui.app import make_app
from baloot_tui.core.registry import game_named
from baloot_tui.games.baloot.tui.help import HelpScreen
from baloot_tui.games.belot.tui.felt import RuleBookScreen
from baloot_tui.tui.screens.reader import BookReader
book = sys.argv[1]
folder = Path(tempfile.mkdtemp())
app = make_app(save_dir=folder / "data", config_dir_path=folder / "cfg", start="menu",
               seed=7, bot_delay=0.0)

def blocks(screen):
    return sum(len(markdown.children) for markdown in screen.query(Markdown))

async def main():
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        wall, cpu = time.perf_counter(), time.process_time()
        if book == "summary":
            screen = HelpScreen()
        elif book == "belot":
            screen = RuleBookScreen()
        else:
            screen = BookReader(lambda shown: game_named(book).rule_book())
        app.push_screen(screen)
        seen = -1
        while True:
            await pilot.pause()
            count = blocks(screen)
            if app.screen is screen and count == seen > 0:
                break
            seen = count
        screen._compositor.render_strips()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"{wall * 1000:.0f} {cpu * 1000:.0f}")
        app.exit()

asyncio.run(main())
"""
BOOKS = ("summary", "baloot", "belot")


def one_run(checkout: Path, book: str) -> tuple[float, float]:
    """Wall-clock and CPU milliseconds to open ``book`` once in ``checkout``."""
    out = subprocess.run(
        [sys.executable, "-c", CHILD, book],
        cwd=checkout,
        env=os.environ | {"PYTHONPATH": str(checkout)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return float(out[0]), float(out[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--against", type=Path, help="another checkout, run side by side")
    args = parser.parse_args()
    here = Path(__file__).resolve().parent.parent
    checkouts = {"this": here} | ({"against": args.against.resolve()} if args.against else {})
    print(f"rules screens opened at 80x24, {args.runs} runs each: median / slowest, ms")
    print("| book | checkout | wall-clock | CPU |")
    print("|---|---|---|---|")
    for book in BOOKS:
        figures: dict[str, list[tuple[float, float]]] = {name: [] for name in checkouts}
        for _ in range(args.runs):
            for name, checkout in checkouts.items():
                figures[name].append(one_run(checkout, book))
        for name, runs in figures.items():
            walls, cpus = [w for w, _ in runs], [c for _, c in runs]
            print(
                f"| {book} | {name} | {statistics.median(walls):.0f} / {max(walls):.0f}"
                f" | {statistics.median(cpus):.0f} / {max(cpus):.0f} |"
            )


if __name__ == "__main__":
    main()
