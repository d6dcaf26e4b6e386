"""Helpers shared by several commands."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from baloot_tui.rules.errors import RecordError
from baloot_tui.rules.record import LoadedRecord, loads


def load_record_file(file: Path, command: str) -> LoadedRecord:
    """Read and replay a record, or exit 1 with a one-line error naming the file."""
    source = click.format_filename(file)
    try:
        return loads(file.read_text(encoding="utf-8"), source=source)
    except UnicodeDecodeError:
        problem = f"{source}: not UTF-8 text"
    except OSError as err:
        problem = f"{source}: cannot read: {err.strerror}"
    except RecordError as err:
        problem = str(err)
    click.echo(f"baloot {command}: error: {problem}", err=True)
    sys.exit(1)
