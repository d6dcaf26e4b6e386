r"""The catalogues' sources: read ``.po`` files, compile ``.mo`` files, find the messages.

Run ``python -m baloot_tui.text.po`` after changing a wrapped string or a lesson's
text: it finds every message in the package's code (the string literal first
argument of ``_``, ``N_``, ``tr``, ``tr_text``, ``fill`` and ``gettext``; the singular
and plural of ``ngettext``; the context and message of ``pgettext``; both messages of
a ``Subject``, its third person's also in the feminine and neutral contexts; a catalogue's
methods as well as the functions) and every text of the
lesson files (:func:`lesson_messages`), adds the new ones to each catalogue
(empty, to be translated), drops the ones no longer used and compiles the ``.mo``
files. English has no catalogue: the messages are English. The tests check that the
shipped files agree with the code. Only the standard library is used, so nothing
beyond Python is needed to build them.

A catalogue is held as gettext's compiled form holds it: a message said in a
context is keyed ``context\x04message``, a counted one ``singular\x00plural`` with
its forms joined by ``\x00``.
"""

from __future__ import annotations

import ast
import re
import struct
import sys
import tomllib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Final

from baloot_tui.text.i18n import DOMAIN, LESSON, LOCALE_DIR, TRANSLATED, Language
from baloot_tui.text.players import FEMALE, NEUTRAL

PACKAGE: Final = Path(__file__).parent.parent
MARKERS: Final = frozenset({"_", "N_", "tr", "tr_text", "fill", "gettext"})
"""The functions whose first argument is a message (``gettext`` as a catalogue's method)."""
PLURAL_MARKERS: Final = frozenset({"ngettext", "Nn_"})
"""The functions whose first two arguments are a message's singular and plural."""
CONTEXT_MARKERS: Final = frozenset({"pgettext"})
"""The functions whose first two arguments are a context and a message."""
SUBJECT_MARKERS: Final = frozenset({"Subject"})
"""The sentences about a player: third person and second; the third is also a message in
the feminine and neutral contexts (:class:`~baloot_tui.text.players.Subject`)."""
SUBJECT_CONTEXTS: Final = (FEMALE, NEUTRAL)
CONTEXT: Final = "\x04"
"""Between a context and its message, in a catalogue's key."""
PLURAL: Final = "\x00"
"""Between a singular and its plural in a key, and between the forms of a translation."""
PLURAL_FORMS: Final[dict[Language, str]] = {
    "ar": (
        "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : "
        "n%100>=11 ? 4 : 5;"
    ),
}
"""How each language counts: Arabic has a form for none, one, two, a few (3-10), many
(11-99) and a hundred and up (by the last two digits)."""
HEADER: Final = (
    "Project-Id-Version: baloot-tui\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Language: {language}\n"
    "Plural-Forms: {plural}\n"
)
LESSON_TEXTS: Final = frozenset({"title", "text", "prompt", "explanation", "label", "facts"})
"""The fields of a lesson file that a person reads: each text (or list of texts) a message."""
LESSON_CHOICES: Final = "options"
"""A question's choices: messages where they are words (with a lowercase letter), never
where they are notation (``7S KS``, ``W E``, ``A 10 K Q``) or numbers."""
_ESCAPES: Final = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
_QUOTED: Final = re.compile(r'"((?:[^"\\]|\\.)*)"')
_FORM: Final = re.compile(r"msgstr\[(\d+)\]")


def po_path(language: Language) -> Path:
    """The source catalogue of ``language``."""
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: Language) -> Path:
    """The compiled catalogue of ``language``."""
    return po_path(language).with_suffix(".mo")


def plural_count(language: Language) -> int:
    """How many forms a counted message has in ``language``."""
    return int(PLURAL_FORMS[language].split(";")[0].removeprefix("nplurals="))


def _unquote(line: str) -> str:
    match = _QUOTED.fullmatch(line.strip())
    if match is None:
        raise ValueError(f"not a quoted string: {line!r}")
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(0)), match.group(1))


def read_po(text: str) -> dict[str, str]:
    """The messages of a ``.po`` file, each key to its translation (the header under ``""``).

    Only what these catalogues use: ``msgctxt``, ``msgid``, ``msgid_plural``,
    ``msgstr`` and ``msgstr[n]``, strings continued on the following lines, comments.
    """
    entries: dict[str, str] = {}
    parts: dict[str, str] = {}
    field = ""

    def close() -> None:
        if "msgid" not in parts:
            parts.clear()
            return
        key = parts["msgid"]
        if "msgctxt" in parts:
            key = parts["msgctxt"] + CONTEXT + key
        if "msgid_plural" in parts:
            key += PLURAL + parts["msgid_plural"]
            forms = sorted((int(f[7:-1]), v) for f, v in parts.items() if f.startswith("msgstr["))
            entries[key] = PLURAL.join(value for _, value in forms)
        else:
            entries[key] = parts.get("msgstr", "")
        parts.clear()

    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith('"'):
            parts[field] += _unquote(stripped)
            continue
        keyword, _, rest = stripped.partition(" ")
        if keyword in ("msgctxt", "msgid") and ("msgid" in parts or keyword == "msgctxt"):
            close()
        if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not _FORM.fullmatch(
            keyword
        ):
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


def _entry(key: str, translation: str) -> str:
    """One message of a ``.po`` file: its context, its id (and plural), its translation."""
    context, _, message = key.rpartition(CONTEXT)
    head = f"msgctxt {_quote(context)}\n" if context else ""
    singular, _, plural = message.partition(PLURAL)
    if not plural:
        return f"{head}msgid {_quote(singular)}\nmsgstr {_quote(translation)}\n"
    forms = "".join(
        f"msgstr[{n}] {_quote(form)}\n" for n, form in enumerate(translation.split(PLURAL))
    )
    return f"{head}msgid {_quote(singular)}\nmsgid_plural {_quote(plural)}\n{forms}"


def write_po(entries: dict[str, str], places: dict[str, list[str]]) -> str:
    """``.po`` text for ``entries`` (header first), each with a comment saying where it is used."""
    out = [f"msgid {_quote('')}\nmsgstr {_quote(entries[''])}\n"]
    for key in sorted(k for k in entries if k):
        where = "".join(f"#: {place}\n" for place in places.get(key, []))
        out.append(where + _entry(key, entries[key]))
    return "\n".join(out)


def translated(translation: str) -> bool:
    """Whether a translation is complete: every form of a counted message written."""
    return all(translation.split(PLURAL))


def compile_mo(entries: dict[str, str]) -> bytes:
    """The GNU ``.mo`` file of ``entries`` (untranslated ones left out, as msgfmt does)."""
    kept = sorted((k, v) for k, v in entries.items() if translated(v))
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


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def messages_in(source: str) -> Iterable[tuple[str, int]]:
    """Each message in Python ``source`` (as a catalogue keys it) with its line.

    A message is the string literal first argument of a function of :data:`MARKERS`,
    the two of :data:`PLURAL_MARKERS` or :data:`CONTEXT_MARKERS`.
    """
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        args = [_literal(a) for a in node.args[:2]]
        if name in MARKERS and args and args[0] is not None:
            yield args[0], node.lineno
        elif len(args) == 2 and args[0] is not None and args[1] is not None:
            if name in PLURAL_MARKERS:
                yield args[0] + PLURAL + args[1], node.lineno
            elif name in CONTEXT_MARKERS:
                yield args[0] + CONTEXT + args[1], node.lineno
            elif name in SUBJECT_MARKERS:
                third, second = args[0], args[1]
                yield third, node.lineno
                yield second, node.lineno
                for context in SUBJECT_CONTEXTS:
                    yield context + CONTEXT + third, node.lineno


def lesson_texts(data: object, field: str = "") -> Iterator[str]:
    """The texts a person reads in one value of a lesson file (see :data:`LESSON_TEXTS`)."""
    if isinstance(data, dict):
        for name, value in data.items():
            yield from lesson_texts(value, name)
    elif isinstance(data, list):
        for item in data:
            yield from lesson_texts(item, field)
    elif isinstance(data, str) and data.strip():
        words = field == LESSON_CHOICES and data != data.upper()
        if field in LESSON_TEXTS or words:
            yield data.strip()


def lesson_messages(package: Path = PACKAGE) -> dict[str, list[str]]:
    """Every text of the lesson files (``lesson_data/*.toml``), in the :data:`LESSON` context."""
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("lesson_data/*.toml")):
        where = path.relative_to(package.parent).as_posix()
        for text in lesson_texts(tomllib.loads(path.read_text(encoding="utf-8"))):
            places = found.setdefault(LESSON + CONTEXT + text, [])
            if where not in places:
                places.append(where)
    return found


def code_messages(package: Path = PACKAGE) -> dict[str, list[str]]:
    """Every message in the package's code and lessons, with where it is used (``path:line``)."""
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        where = path.relative_to(package.parent).as_posix()
        for message, line in messages_in(path.read_text(encoding="utf-8")):
            found.setdefault(message, []).append(f"{where}:{line}")
    for message, places in lesson_messages(package).items():
        found.setdefault(message, []).extend(places)
    return found


def refresh() -> list[str]:
    """Bring every catalogue up to date with the code; the messages still untranslated."""
    used = code_messages()
    missing: list[str] = []
    for language in TRANSLATED:
        path = po_path(language)
        old = read_po(path.read_text(encoding="utf-8")) if path.exists() else {}
        header = HEADER.format(language=language, plural=PLURAL_FORMS[language])
        entries = {"": header}
        empty = PLURAL * (plural_count(language) - 1)
        for key in used:
            entries[key] = old.get(key) or (empty if PLURAL in key else "")
            if not translated(entries[key]):
                missing.append(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(write_po(entries, used), encoding="utf-8")
        mo_path(language).write_bytes(compile_mo(entries))
    return missing


if __name__ == "__main__":
    untranslated = refresh()
    for message in untranslated:
        print(f"untranslated: {message!r}")
    sys.exit(1 if untranslated else 0)
