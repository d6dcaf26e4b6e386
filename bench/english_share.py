"""The share of player-visible text still English in the Arabic interface.

Opens each screen a player reaches (the start menu, the table at the first bid, the
rules on ``?``, Settings, Learn, Records, for each game) in the Arabic interface at
120×40 with Arabic printed as stored, and the command line's ``rules`` and ``--help``
in Arabic; counts the words each shows: Latin words (two letters or more, not a
key's name) against Arabic words. Card labels (``10♥``), seat letters and numbers
are neither.

    python bench/english_share.py
    python bench/english_share.py --screen table
"""

from __future__ import annotations

import argparse
import asyncio
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Final

from click.testing import CliRunner

from baloot_tui.cli import main as command_line
from baloot_tui.core.registry import GAME_KEYS
from baloot_tui.tui.app import BalootApp, make_app

LATIN_WORD: Final = re.compile(r"[A-Za-z][A-Za-z'’-]+")
ARABIC_WORD: Final = re.compile(r"[\u0621-\u064a\u0671-\u06d3]+")
KEY_NAMES: Final = frozenset(
    {"Enter", "Esc", "Tab", "PgUp", "PgDn", "Space", "Ctrl", "Shift", "Home", "End", "F1"}
)
"""What a key is called on the keyboard, in any language."""
SIZE: Final = (120, 40)


def counted(text: str) -> tuple[int, int]:
    """(Latin words, Arabic words) in ``text``."""
    latin = [w for w in LATIN_WORD.findall(text) if w not in KEY_NAMES]
    return len(latin), len(ARABIC_WORD.findall(text))


def drawn(app: BalootApp) -> str:
    """The top screen's text as drawn now."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def stay(app: BalootApp) -> None:
    """Leave the app on the screen it opens with."""


SCREENS: Final[dict[str, Callable[[BalootApp], object]]] = {
    "table": stay,
    "menu": stay,
    "rules": lambda app: app.action_help(),
    "settings": lambda app: app.action_settings(),
    "learn": lambda app: app.action_learn(),
    "records": lambda app: app.action_records(),
}


async def screen_texts(game: str, folder: Path) -> dict[str, str]:
    """Each screen of ``game``'s interface in Arabic, as drawn."""
    texts: dict[str, str] = {}
    for name, opened in SCREENS.items():
        app = make_app(
            save_dir=folder / name / "data",
            config_dir_path=folder / name / "config",
            start="play" if name == "table" else "menu",
            game=game,
            lang="ar",
            arabic="logical",
            bot_delay=0.0,
            seed=1,
        )
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()
            opened(app)
            await pilot.pause()
            await app.workers.wait_for_complete()
            await pilot.pause()
            texts[f"{game} {name}"] = drawn(app)
    return texts


def command_texts() -> dict[str, str]:
    """What the command line prints in Arabic."""
    runner = CliRunner()
    return {
        f"cli {' '.join(args)}": runner.invoke(
            command_line, ["--lang", "ar", "--arabic", "logical", *args]
        ).output
        for args in (["rules"], ["--help"], ["play", "--help"])
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--screen", help="only the screens whose name holds this")
    parser.add_argument("--show", action="store_true", help="print each screen's Latin words")
    args = parser.parse_args()
    texts: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as folder:
        for game in GAME_KEYS:
            texts |= asyncio.run(screen_texts(game, Path(folder) / game))
    texts |= command_texts()
    total_latin = total_arabic = 0
    print(f"{'screen':<28} {'English':>8} {'Arabic':>8} {'English share':>14}")
    for name, text in texts.items():
        if args.screen and args.screen not in name:
            continue
        latin, arabic = counted(text)
        total_latin, total_arabic = total_latin + latin, total_arabic + arabic
        share = latin / max(1, latin + arabic)
        print(f"{name:<28} {latin:>8} {arabic:>8} {share:>14.1%}")
        if args.show:
            words = sorted({w for w in LATIN_WORD.findall(text) if w not in KEY_NAMES})
            print("   ", " ".join(words))
    share = total_latin / max(1, total_latin + total_arabic)
    print(f"{'all':<28} {total_latin:>8} {total_arabic:>8} {share:>14.1%}")


if __name__ == "__main__":
    main()
