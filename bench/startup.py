"""Start-up, side by side in one run: the app's first menu against a bare Textual app.

Run: ``python bench/startup.py [--runs N] [--against CHECKOUT]``.

Every figure is a fresh interpreter's CPU time (user + system, so the machine's load
barely moves it), alternating the workloads run by run:

- ``bare Textual app``: a minimal Textual app that draws one ``Static``, headless,
  from the interpreter's start until its first screen is drawn. This is the floor.
- ``first menu``: the same for ``baloot``'s start menu (the CLI imported, the app built
  by ``make_app`` on a temporary folder), and the ratio of the two.
- ``baloot --version``: a fresh ``python -m baloot_tui --version``.
- ``Settings open`` and ``Learn open``: from the menu, the CPU the app spends from the
  key until the screen is drawn (measured inside the child with ``time.process_time``).
- ``table``: from the interpreter's start to the first dealt Baloot table.

``--against`` runs the same workloads in another checkout (``git worktree add /tmp/old
<commit>``) alternating with this one, for an old-against-new comparison.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

BARE = """
import time
from textual.app import App
from textual.widgets import Static

class Bare(App[None]):
    def compose(self):
        yield Static("Baloot")

async def main():
    app = Bare()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        print(f"MARK DRAWN {time.process_time() * 1000:.1f}")

import asyncio
asyncio.run(main())
"""

APP = """
import sys, tempfile, time
from pathlib import Path
import baloot_tui.cli  # what `baloot` imports first
from baloot_tui.tui.app import make_app
folder = Path(tempfile.mkdtemp())
mode = sys.argv[1]
app = make_app(save_dir=folder / "data", config_dir_path=folder / "cfg",
               start="play" if mode == "table" else "menu", seed=7, bot_delay=0.0)

async def until(pilot, name, ready=lambda screen: True):
    while type(app.screen).__name__ != name or not ready(app.screen):
        await pilot.pause(0.005)
    await pilot.pause()

def dealt(screen):
    snap = screen.felt.snap
    return snap is not None and snap.view is not None

async def main():
    async with app.run_test(size=(80, 24)) as pilot:
        if mode == "table":
            await until(pilot, "TableScreen", dealt)
            print(f"MARK DRAWN {time.process_time() * 1000:.1f}")
            return
        await until(pilot, "StartMenu")
        print(f"MARK DRAWN {time.process_time() * 1000:.1f}")
        for key, name in (("s", "SettingsScreen"), ("l", "MenuScreen")):
            before = time.process_time()
            await pilot.press(key)
            await until(pilot, name)
            print(f"MARK {name} {(time.process_time() - before) * 1000:.1f}")
            await pilot.press("escape")
            await until(pilot, "StartMenu")

import asyncio
asyncio.run(main())
"""


def child_cpu_ms(args: list[str], cwd: Path) -> tuple[float, dict[str, float]]:
    """Run one child; its whole CPU (ms) and the ``NAME ms`` lines it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    home = tempfile.mkdtemp()
    env = {**os.environ, "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "PYTHONPATH": str(cwd)}
    result = subprocess.run(
        [sys.executable, *args], cwd=cwd, capture_output=True, text=True, check=True, env=env
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    marks = {}
    for line in result.stdout.splitlines():
        if line.startswith("MARK "):
            name, _, value = line.removeprefix("MARK ").rpartition(" ")
            marks[name] = float(value)
    return cpu * 1000, marks


def workloads(checkout: Path, with_table: bool) -> dict[str, float]:
    """One round of every workload in ``checkout``: label → CPU ms."""
    figures: dict[str, float] = {}
    figures["bare Textual app, to drawn"] = child_cpu_ms(["-c", BARE], checkout)[1]["DRAWN"]
    _, marks = child_cpu_ms(["-c", APP, "menu"], checkout)
    figures["first menu, to drawn"] = marks["DRAWN"]
    figures["Settings open"] = marks["SettingsScreen"]
    figures["Learn open"] = marks["MenuScreen"]
    figures["baloot --version"] = child_cpu_ms(["-m", "baloot_tui", "--version"], checkout)[0]
    if with_table:
        figures["first dealt table, to drawn"] = child_cpu_ms(["-c", APP, "table"], checkout)[1][
            "DRAWN"
        ]
    return figures


def report(label: str, rounds: list[dict[str, float]]) -> None:
    """Print the median and the slowest of each workload, and the menu's ratio to the floor."""
    print(f"{label} (CPU ms, median / slowest of {len(rounds)} runs)")
    for name in rounds[0]:
        values = [r[name] for r in rounds]
        print(f"  {name}: {statistics.median(values):.0f} / {max(values):.0f}")
    ratios = [r["first menu, to drawn"] / r["bare Textual app, to drawn"] for r in rounds]
    print(f"  first menu / bare Textual app: {statistics.median(ratios):.2f}x (median per run)")


def main() -> None:
    """Run the workloads round by round and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, help="Another checkout to run side by side.")
    parser.add_argument("--no-table", action="store_true", help="Skip the dealt table.")
    args = parser.parse_args()
    here = Path(__file__).resolve().parent.parent
    checkouts = [here] if args.against is None else [args.against.resolve(), here]
    rounds: dict[Path, list[dict[str, float]]] = {c: [] for c in checkouts}
    for _ in range(args.runs):
        for checkout in checkouts:
            rounds[checkout].append(workloads(checkout, not args.no_table))
    for checkout in checkouts:
        report(str(checkout), rounds[checkout])


if __name__ == "__main__":
    main()
