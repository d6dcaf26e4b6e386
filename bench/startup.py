"""Start-up time: from process start to an interactive table (a dealt hand on screen).

Run: ``python bench/startup.py [--runs N]``. Each run is a fresh interpreter that
imports the CLI, builds the app with ``make_app`` on a temporary folder, runs it
headless and stops as soon as the table screen has drawn the first deal. Prints
the median and the slowest run in milliseconds.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

CHILD = """
import sys, tempfile, time
from pathlib import Path
start = float(sys.argv[1])
import baloot_tui.cli  # what `baloot` imports first
from baloot_tui.ui.app import make_app
from baloot_tui.ui.screens.table import TableScreen
folder = Path(tempfile.mkdtemp())
app = make_app(save_dir=folder / "data", config_dir_path=folder / "cfg", start="play",
               seed=7, bot_delay=0.0)

async def until_table(pilot):
    while not (isinstance(app.screen, TableScreen) and app.screen.snap is not None
               and app.screen.snap.view is not None):
        await pilot.pause(0.005)
    print(f"{(time.time() - start) * 1000:.0f}")
    app.exit()

async def main():
    async with app.run_test(size=(120, 40)) as pilot:
        await until_table(pilot)

import asyncio
asyncio.run(main())
"""


def one_run() -> float:
    """Milliseconds from launching a fresh interpreter to the dealt table."""
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(time.time())],
        capture_output=True,
        text=True,
        check=True,
    )
    return float(result.stdout.strip().splitlines()[-1])


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    times = [one_run() for _ in range(args.runs)]
    print(
        f"start-up to interactive table: median {statistics.median(times):.0f} ms, "
        f"slowest {max(times):.0f} ms over {args.runs} runs"
    )


if __name__ == "__main__":
    main()
