"""The catalogues' sources: read ``.po`` files, compile ``.mo`` files, find the messages.

Run ``python -m baloot_tui.text.po`` after changing a wrapped string: it finds every
message in the package's code (the string literal first argument of ``_``, ``N_``,
``tr``, ``tr_text`` and ``fill``), adds the new ones to each catalogue (English with its own text,
Arabic empty, to be translated), drops the ones no longer used and compiles the
``.mo`` files. The tests check that the shipped files agree with the code. Only
the standard library is used, so nothing beyond Python is needed to build them.
"""

from __future__ import annotations

import ast
import re
import struct
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from baloot_tui.text.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, Language

PACKAGE: Final = Path(__file__).parent.parent
MARKERS: Final = frozenset({"_", "N_", "tr", "tr_text", "fill"})
"""The functions whose first argument is a message."""
HEADER: Final = (
    "Project-Id-Version: baloot-tui\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Language: {language}\n"
)
_ESCAPES: Final = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
_QUOTED: Final = re.compile(r'"((?:[^"\\]|\\.)*)"')


def po_path(language: Language) -> Path:
    """The source catalogue of ``language``."""
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: Language) -> Path:
    """The compiled catalogue of ``language``."""
    return po_path(language).with_suffix(".mo")


def _unquote(line: str) -> str:
    match = _QUOTED.fullmatch(line.strip())
    if match is None:
        raise ValueError(f"not a quoted string: {line!r}")
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(0)), match.group(1))


def read_po(text: str) -> dict[str, str]:
    """The messages of a ``.po`` file, msgid to msgstr (the header under ``""``).

    Only what these catalogues use: ``msgid``/``msgstr`` pairs, strings continued on
    the following lines, comments.
    """
    entries: dict[str, str] = {}
    parts: dict[str, str] = {}
    field = ""

    def close() -> None:
        if "msgid" in parts:
            entries[parts["msgid"]] = parts.get("msgstr", "")
        parts.clear()

    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith('"'):
            parts[field] += _unquote(stripped)
            continue
        keyword, _, rest = stripped.partition(" ")
        if keyword == "msgid":
            close()
        if keyword not in ("msgid", "msgstr"):
            raise ValueError(f"unsupported .po line: {line!r}")
        field = keyword
        parts[field] = _unquote(rest)
    close()
    return entries


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    lines = escaped.split("\n")
    pieces = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    if len(pieces) == 1:
        return f'"{pieces[0]}"'
    return '""\n' + "\n".join(f'"{piece}"' for piece in pieces)


def write_po(entries: dict[str, str], places: dict[str, list[str]]) -> str:
    """``.po`` text for ``entries`` (header first), each with a comment saying where it is used."""
    out = [f"msgid {_quote('')}\nmsgstr {_quote(entries[''])}\n"]
    for msgid in sorted(m for m in entries if m):
        where = "".join(f"#: {place}\n" for place in places.get(msgid, []))
        out.append(f"{where}msgid {_quote(msgid)}\nmsgstr {_quote(entries[msgid])}\n")
    return "\n".join(out)


def compile_mo(entries: dict[str, str]) -> bytes:
    """The GNU ``.mo`` file of ``entries`` (empty translations left out, as msgfmt does)."""
    kept = sorted((k, v) for k, v in entries.items() if v)
    ids = [k.encode() for k, _ in kept]
    strs = [v.encode() for _, v in kept]
    header_size = 7 * 4
    table = header_size + 16 * len(kept)
    offsets: list[int] = []
    blob = b""
    for data in ids + strs:
        offsets += [len(data), table + len(blob)]
        blob += data + b"\0"
    count = len(kept)
    head = struct.pack("<7I", 0x950412DE, 0, count, header_size, header_size + 8 * count, 0, 0)
    return head + struct.pack(f"<{4 * count}I", *offsets) + blob


def messages_in(source: str) -> Iterable[tuple[str, int]]:
    """Each message in Python ``source`` with its line.

    A message is the string literal first argument of a function of :data:`MARKERS`.
    """
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in MARKERS
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.args[0].value, node.lineno


def code_messages(package: Path = PACKAGE) -> dict[str, list[str]]:
    """Every message in the package's code, with where it is used (``path:line``)."""
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        where = path.relative_to(package.parent).as_posix()
        for message, line in messages_in(path.read_text(encoding="utf-8")):
            found.setdefault(message, []).append(f"{where}:{line}")
    return found


def refresh() -> list[str]:
    """Bring every catalogue up to date with the code; the Arabic messages still untranslated."""
    used = code_messages()
    missing: list[str] = []
    for language in LANGUAGES:
        path = po_path(language)
        old = read_po(path.read_text(encoding="utf-8")) if path.exists() else {}
        entries = {"": old.get("") or HEADER.format(language=language)}
        for msgid in used:
            entries[msgid] = old.get(msgid) or (msgid if language == "en" else "")
            if not entries[msgid]:
                missing.append(msgid)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(write_po(entries, used), encoding="utf-8")
        mo_path(language).write_bytes(compile_mo(entries))
    return missing


if __name__ == "__main__":
    untranslated = refresh()
    for message in untranslated:
        print(f"untranslated: {message!r}")
    sys.exit(1 if untranslated else 0)
