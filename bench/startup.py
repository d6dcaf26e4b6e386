"""Start-up: the CPU time of ``baloot --version`` and the time to an interactive table.

Run: ``python bench/startup.py [--runs N] [--against CHECKOUT]``.

- ``--version``: each run is a fresh ``python -m baloot_tui --version``; the figure
  is the child's user + system CPU time (what the import of the command line costs,
  whatever else the machine is doing). ``--against`` runs the same in another
  checkout (e.g. ``git worktree add /tmp/v010 103766e`` for v0.1.0) side by side.
- time to table: each run is a fresh interpreter that imports the CLI, builds the
  app with ``make_app`` on a temporary folder, runs it headless and stops as soon
  as the table screen has drawn the first deal (wall-clock milliseconds).

Prints the median and the slowest run of each.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

CHILD = """
import sys, tempfile, time
from pathlib import Path
start = float(sys.argv[1])
import baloot_tui.cli  # what `baloot` imports first
from baloot_tui.tui.app import make_app
from baloot_tui.tui.screens.table import TableScreen
folder = Path(tempfile.mkdtemp())
app = make_app(save_dir=folder / "data", config_dir_path=folder / "cfg", start="play",
               seed=7, bot_delay=0.0)

async def until_table(pilot):
    while not (isinstance(app.screen, TableScreen) and app.screen.felt.snap is not None
               and app.screen.felt.snap.view is not None):
        await pilot.pause(0.005)
    print(f"{(time.time() - start) * 1000:.0f}")
    app.exit()

async def main():
    async with app.run_test(size=(120, 40)) as pilot:
        await until_table(pilot)

import asyncio
asyncio.run(main())
"""


def version_cpu_ms(checkout: Path) -> float:
    """CPU milliseconds (user + system) of one ``baloot --version`` run in ``checkout``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, "-m", "baloot_tui", "--version"],
        cwd=checkout,
        capture_output=True,
        check=True,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu * 1000


def table_ms() -> float:
    """Milliseconds from launching a fresh interpreter to the dealt table."""
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(time.time())],
        capture_output=True,
        text=True,
        check=True,
    )
    return float(result.stdout.strip().splitlines()[-1])


def figures(label: str, times: list[float]) -> str:
    """``label: median … ms, slowest … ms over N runs``."""
    return (
        f"{label}: median {statistics.median(times):.0f} ms, "
        f"slowest {max(times):.0f} ms over {len(times)} runs"
    )


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, help="Another checkout to compare --version with.")
    args = parser.parse_args()
    here = Path(__file__).resolve().parent.parent
    print(figures("baloot --version CPU time", [version_cpu_ms(here) for _ in range(args.runs)]))
    if args.against is not None:
        other = [version_cpu_ms(args.against) for _ in range(args.runs)]
        print(figures(f"baloot --version CPU time in {args.against}", other))
    print(figures("start-up to interactive table", [table_ms() for _ in range(args.runs)]))


if __name__ == "__main__":
    main()
