"""The frame of a lesson, the same in every game: its questions, its run, its file.

A lesson teaches one idea in a few lines, then asks two to four questions. Each game
writes its lessons as TOML files and its own question *kinds*, which ask that game's
engine for the answer; what a lesson is, how a learner goes through one and how a file
is read and checked are written once, here.

The frame knows nothing of cards or calls: a question's :class:`Scene` is the game's
own (one shows the hand, the face-up card and the auction; another tells what is on
the table line by line, :class:`Told`), and only says itself in lines.

A lesson file is written in English. Each of its texts is a message of the ``ar``
catalogue in the :data:`~baloot_tui.text.i18n.LESSON` context (found there by
``python -m baloot_tui.text.po``), so a lesson is translated as the interface is, in
one place. A lesson is read in both languages (:func:`read_both`), each in the
:class:`Words` of its language; one with any text the catalogue lacks is the same
lesson in both, in English.

:class:`LessonRun` walks a lesson: answer, read the feedback, retry if wrong, move
on; a question missed at the first try comes back once at the end, and the score
counts first-try answers (three quarters pass the lesson).
"""

from __future__ import annotations

import gettext
import string
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from importlib.resources.abc import Traversable
from typing import Final, Generic, Protocol, TypeVar

from baloot_tui.core.errors import BalootError, quote
from baloot_tui.text.i18n import DOMAIN, LESSON, LOCALE_DIR, N_, Language, _, catalogue

PASS_SHARE: Final = 0.75
"""The share of first-try answers that passes a lesson."""
TRY_AGAIN: Final = N_("Try again: choose another answer.")


class Scene(Protocol):
    """The prepared table a question shows (only what the learner may see)."""

    def lines(self) -> tuple[str, ...]:
        """The scene in plain lines, in the language in force (the UI styles the cards)."""
        ...


S = TypeVar("S", bound=Scene, covariant=True)
"""A game's scene type."""
R = TypeVar("R")
"""A game's house rules, which its lessons' answers are computed under."""


@dataclass(frozen=True, slots=True)
class Told:
    """A scene that is only what the learner is told, line by line."""

    facts: tuple[str, ...] = ()
    """The lines, already in the lesson's language."""

    def lines(self) -> tuple[str, ...]:
        """The lines as told."""
        return self.facts


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer offered."""

    label: str
    """What the button says."""
    correct: bool
    """Whether it is the right answer."""
    note: str = ""
    """Why this particular choice is right or wrong, when there is more to say."""
    action: object | None = None
    """For judgement questions: the call, double or card this choice stands for."""


@dataclass(frozen=True, slots=True)
class Feedback:
    """What the learner reads after choosing."""

    correct: bool
    """Whether the choice was right."""
    text: str
    """The explanation, or (when wrong) why not and a prompt to try again."""
    terms: tuple[str, ...]
    """Glossary keys to show alongside."""


@dataclass(frozen=True, slots=True)
class Question(Generic[S]):
    """A decision on a prepared table, with the reasoning behind the answer."""

    prompt: str
    """The question."""
    scene: S
    """What is on the table."""
    choices: tuple[Choice, ...]
    """The answers offered; exactly one is correct."""
    explanation: str
    """Why the correct answer is right (shown once it is found)."""
    terms: tuple[str, ...] = ()
    """Glossary keys the explanation uses."""
    judgement: bool = False
    """True when the answer is a judgement (authored), False when the rules compute it."""
    kind: str = ""
    """The question kind of the lesson file (the game's kinds)."""

    @property
    def answer(self) -> int:
        """Index of the correct choice."""
        return next(i for i, c in enumerate(self.choices) if c.correct)

    def feedback(self, index: int) -> Feedback:
        """The feedback for choosing ``choices[index]``."""
        chosen = self.choices[index]
        note = f" {chosen.note}" if chosen.note else ""
        if not chosen.correct:
            head = _("Not quite: {label} is not it.").format(label=chosen.label)
            return Feedback(False, f"{head}{note} {_(TRY_AGAIN)}", ())
        return Feedback(True, f"{_('Right.')}{note} {self.explanation}", self.terms)

    @property
    def correct_label(self) -> str:
        """The label of the correct choice."""
        return self.choices[self.answer].label


@dataclass(frozen=True, slots=True)
class Lesson(Generic[S]):
    """One idea: a short text, then questions."""

    key: str
    """Stable id (progress and ``baloot learn --lesson``)."""
    title: str
    """Menu title."""
    topic: str
    """One of the game's topics."""
    text: str
    """The teaching text (Markdown)."""
    questions: tuple[Question[S], ...]
    """Two to four questions."""

    def passed_with(self, right: int) -> bool:
        """Whether ``right`` first-try answers pass this lesson."""
        return right >= PASS_SHARE * len(self.questions)


@dataclass(frozen=True, slots=True)
class LessonRun(Generic[S]):
    """Where a learner is in a lesson: the question, and how the answers went.

    The questions are asked in order; one missed at the first try is asked once more
    after the last, so the lesson ends on answers the learner found.
    """

    lesson: Lesson[S]
    """The lesson being played."""
    queue: tuple[int, ...] = ()
    """Questions still to ask, the current one first (empty: set from the lesson)."""
    solved: bool = False
    """Whether the current question has been answered correctly."""
    first_try: tuple[bool, ...] = ()
    """For each question of the lesson answered so far (first time only): right at once?"""
    tried: bool = False
    """Whether the current question has had a wrong attempt."""
    retry: bool = False
    """Whether the current question is one coming back after a miss."""
    last: Feedback | None = field(default=None, compare=False)
    """The feedback of the latest answer."""

    def __post_init__(self) -> None:
        if not self.queue:
            object.__setattr__(self, "queue", tuple(range(len(self.lesson.questions))))

    @property
    def index(self) -> int:
        """The current question's index in the lesson."""
        return self.queue[0]

    @property
    def question(self) -> Question[S]:
        """The question on screen."""
        return self.lesson.questions[self.index]

    @property
    def finished(self) -> bool:
        """Whether the last question has been solved."""
        return self.solved and len(self.queue) == 1

    @property
    def score(self) -> int:
        """Questions answered right at the first attempt."""
        return sum(self.first_try)

    @property
    def passed(self) -> bool:
        """Whether the first-try answers so far pass the lesson."""
        return self.lesson.passed_with(self.score)

    def answer(self, choice: int) -> LessonRun[S]:
        """The run after choosing ``choice`` on the current question (ignored once solved)."""
        if self.solved:
            return self
        feedback = self.question.feedback(choice)
        if not feedback.correct:
            return replace(self, tried=True, last=feedback)
        first = self.first_try if self.retry else (*self.first_try, not self.tried)
        queue = self.queue
        if self.tried and not self.retry:
            queue = (*queue, self.index)
        return replace(self, queue=queue, solved=True, first_try=first, last=feedback)

    def next(self) -> LessonRun[S]:
        """Move to the next question once the current one is solved."""
        if not self.solved or self.finished:
            return self
        queue = self.queue[1:]
        again = queue[0] < len(self.first_try)
        return LessonRun(self.lesson, queue, first_try=self.first_try, retry=again)


class LessonError(BalootError):
    """A lesson key that does not exist, or a lesson file that is not valid."""


class Untranslated(BalootError):
    """A lesson's text has no translation in the language asked (the lesson stays English)."""


class _Refused(gettext.NullTranslations):
    """The last resort of a lesson's catalogue: a text it lacks is refused, not kept."""

    def pgettext(self, context: str, message: str) -> str:
        raise Untranslated(f"no translation of the {context} text {quote(message)}")


@cache
def _lesson_catalogue(language: Language) -> gettext.NullTranslations:
    """``language``'s catalogue, refusing a lesson text it does not translate."""
    found = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language])
    found.add_fallback(_Refused())
    return found


# --------------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class Words:
    """The language a lesson is read in, and the words put in its texts.

    Seats, answers and notes are catalogue messages (:mod:`baloot_tui.text.i18n`),
    read for an explicit language rather than the one in force, since every lesson
    is read in both when the program starts.
    """

    language: Language = "en"

    @property
    def english(self) -> bool:
        """Whether this is the English reading (the files' own texts)."""
        return self.language == "en"

    def __call__(self, message: str) -> str:
        """Catalogue ``message`` (English) in this language."""
        return catalogue(self.language).gettext(message)

    def lesson(self, text: str) -> str:
        """A lesson file's ``text`` in this language.

        Raises:
            Untranslated: the catalogue has no translation of it.
        """
        return text if self.english else _lesson_catalogue(self.language).pgettext(LESSON, text)


ENGLISH: Final = Words("en")
ARABIC: Final = Words("ar")

T = TypeVar("T")


class Fields:
    """One TOML table of a lesson file, read with errors naming the file and the field."""

    def __init__(
        self,
        data: Mapping[str, object],
        source: str,
        path: str,
        words: Words = ENGLISH,
    ) -> None:
        """Read ``data``, found at ``path`` in the file ``source``, in the language of ``words``."""
        self.data = data
        self.source = source
        self.path = path
        self.words = words
        self.used: set[str] = set()

    def said(self, name: str) -> str:
        """Text field ``name`` in the reading language (its translation in the catalogue).

        Raises:
            Untranslated: the catalogue has no translation of it.
        """
        return self.words.lesson(self.text(name))

    def said_texts(self, name: str) -> tuple[str, ...]:
        """A list of texts in the reading language."""
        return tuple(self.words.lesson(text.strip()) for text in self.texts(name))

    def error(self, name: str, problem: str) -> LessonError:
        """An error for field ``name`` of this table."""
        where = f"{self.path}.{name}" if self.path else name
        return LessonError(f"{self.source}: {where}: {problem}")

    def raw(self, name: str) -> object:
        """The value of a required field."""
        self.used.add(name)
        if name not in self.data:
            raise self.error(name, "missing")
        return self.data[name]

    def has(self, name: str) -> bool:
        """Whether the field is present."""
        return name in self.data

    def text(self, name: str, default: str | None = None) -> str:
        """A non-empty text (``default`` when absent, if given)."""
        if default is not None and name not in self.data:
            self.used.add(name)
            return default
        value = self.raw(name)
        if not isinstance(value, str) or not value.strip():
            raise self.error(name, f"needs non-empty text, not {value!r}")
        return value.strip()

    def flag(self, name: str, default: bool) -> bool:
        """A true/false field (exactly a TOML boolean)."""
        if name not in self.data:
            return default
        value = self.raw(name)
        if type(value) is not bool:
            raise self.error(name, f"needs true or false, not {value!r}")
        return value

    def number(self, name: str, default: int | None = None) -> int:
        """A whole number (a TOML integer, never a boolean)."""
        if default is not None and name not in self.data:
            return default
        value = self.raw(name)
        if type(value) is not int:
            raise self.error(name, f"needs a whole number, not {value!r}")
        return value

    def items(self, name: str) -> list[object]:
        """A non-empty list."""
        value = self.raw(name)
        if not isinstance(value, list) or not value:
            raise self.error(name, f"needs a non-empty list, not {value!r}")
        return value

    def texts(self, name: str) -> tuple[str, ...]:
        """A list of texts (empty when absent)."""
        if name not in self.data:
            return ()
        values = self.items(name)
        if not all(isinstance(v, str) for v in values):
            raise self.error(name, "needs a list of texts")
        return tuple(str(v) for v in values)

    def numbers(self, name: str) -> tuple[int, ...]:
        """A list of whole numbers."""
        values = self.items(name)
        if not all(type(v) is int for v in values):
            raise self.error(name, "needs a list of whole numbers")
        return tuple(int(str(v)) for v in values)

    def tables(self, name: str) -> list[Fields]:
        """A list of tables, each read with its own path (``questions[2]``)."""
        values = self.items(name)
        if not all(isinstance(v, dict) for v in values):
            raise self.error(name, "needs a list of tables")
        return [
            Fields(
                v,
                self.source,
                f"{self.path + '.' if self.path else ''}{name}[{n}]",
                self.words,
            )
            for n, v in enumerate(values)
            if isinstance(v, dict)
        ]

    def parsed(self, name: str, parse: Callable[[str], T], default: T | None = None) -> T:
        """A field read by an engine parser (cards, seats, suits, calls)."""
        if default is not None and name not in self.data:
            self.used.add(name)
            return default
        text = self.text(name)
        try:
            return parse(text)
        except (BalootError, ValueError) as err:
            raise self.error(name, str(err)) from None

    def parsed_list(self, name: str, parse: Callable[[str], T]) -> tuple[T, ...]:
        """A list of texts, each read by an engine parser (``-`` for an empty one)."""
        values = self.texts(name) or self.items(name)
        try:
            return tuple(parse("" if v.strip() == "-" else v) for v in map(str, values))
        except (BalootError, ValueError) as err:
            raise self.error(name, str(err)) from None

    def finish(self) -> None:
        """Reject fields nobody read (a typo must not pass silently)."""
        extra = sorted(set(self.data) - self.used)
        if extra:
            raise self.error(extra[0], "unknown field")


def pick(
    f: Fields, name: str, options: Sequence[tuple[str, object]], answer: object
) -> tuple[Choice, ...]:
    """Choices whose one right member is the option equal to the engine's ``answer``.

    Raises:
        LessonError: no option or several equal the answer, or two read the same
            (naming field ``name``).
    """
    choices = tuple(Choice(label, value == answer) for label, value in options)
    if sum(c.correct for c in choices) != 1:
        found = ", ".join(label for label, value in options if value == answer) or "none"
        raise f.error(name, f"the engine's answer {answer!r} must match one choice ({found})")
    if len({c.label for c in choices}) != len(choices):
        raise f.error(name, "two choices read the same")
    return choices


def with_figures(f: Fields, name: str, text: str, facts: Mapping[str, object]) -> str:
    """``text`` (of field ``name``) with its ``{figure}`` names replaced by ``facts``.

    Raises:
        LessonError: the text names a figure ``facts`` lacks (the message lists them).
    """
    names = [n for _, n, _, _ in string.Formatter().parse(text) if n is not None]
    unknown = [n for n in names if n not in facts]
    if unknown:
        known = ", ".join(sorted(facts)) or "none"
        raise f.error(name, f"unknown figure {{{unknown[0]}}}; this question has: {known}")
    return text.format_map(facts)


@dataclass(frozen=True, slots=True)
class Built(Generic[S]):
    """What a question kind makes of a question's table: the scene, choices and figures."""

    scene: S
    """What the learner sees."""
    choices: tuple[Choice, ...]
    """The answers offered, exactly one right (see :func:`pick`)."""
    facts: Mapping[str, object]
    """Figures the kind computed, which the prompt and explanation may name."""
    judgement: bool = False
    """Whether the answer is authored (a judgement) rather than computed."""


Kind = Callable[[Fields, R], Built[S]]
"""A question kind: reads its fields and asks the game's engine under the house rules."""


def written(f: Fields, name: str, facts: Mapping[str, object], rules: object) -> str:
    """Text field ``name`` in the reading language with its ``{figure}`` names put in."""
    return with_figures(f, name, f.said(name), facts)


@dataclass(frozen=True, slots=True)
class LessonReader(Generic[S, R]):
    """How one game reads its lesson files: its topics, question kinds and figures."""

    topics: tuple[str, ...]
    """The topics its lessons belong to, in teaching order."""
    kinds: Mapping[str, Kind[R, S]]
    """Every question kind its files may use, by name."""
    figures: Callable[[R], Mapping[str, object]]
    """Figures any of its lesson texts may name, computed under the rules given."""
    write: Callable[[Fields, str, Mapping[str, object], R], str] = written
    """A text field with what the game puts in it (by default its figures)."""
    terms: Callable[[Fields], tuple[str, ...]] | None = None
    """A question's glossary keys, for a game whose questions name them."""

    def question(self, f: Fields, rules: R, common: Mapping[str, object]) -> Question[S]:
        """The question of table ``f``, its answer computed by its kind under ``rules``."""
        name = f.text("kind")
        kind = self.kinds.get(name)
        if kind is None:
            raise f.error("kind", f"unknown kind; choose one of {', '.join(self.kinds)}")
        built = kind(f, rules)
        facts = {**common, **built.facts}
        terms = () if self.terms is None else self.terms(f)
        question = Question(
            self.write(f, "prompt", facts, rules),
            built.scene,
            built.choices,
            self.write(f, "explanation", facts, rules),
            terms,
            built.judgement,
            name,
        )
        f.finish()
        return question

    def parse(
        self, text: str, source: str, rules: R, language: Language = "en"
    ) -> tuple[int, Lesson[S]]:
        """The lesson of a file in ``language`` (if it has its texts) and its ``order``.

        Raises:
            LessonError: the text is not valid TOML or a field is missing or wrong;
                the message names ``source`` and the field.
        """
        common = self.figures(rules)

        def read(words: Words) -> tuple[int, Lesson[S]]:
            return read_lesson(
                text,
                source,
                self.topics,
                lambda q: self.question(q, rules, common),
                lambda f: self.write(f, "text", common, rules),
                words,
            )

        return read_both(read, language)

    def folder(
        self, folder: Traversable, rules: R, language: Language = "en"
    ) -> tuple[Lesson[S], ...]:
        """Every lesson of ``folder`` in teaching order, in ``language`` where it has its texts.

        A file that is not a valid lesson is left out and said (:func:`read_folder`).
        """
        return read_folder(folder, lambda text, source: self.parse(text, source, rules, language))


Read = Callable[[Words], tuple[int, Lesson[S]]]
"""Reads one lesson file in the language of the words given, with its ``order``."""


def read_both(read: Read[S], language: Language) -> tuple[int, Lesson[S]]:
    """A file's lesson in ``language``, read in English and in Arabic.

    Both are read in either case, so a broken Arabic text is refused even where the
    English is shown. A text without its Arabic keeps the lesson English.
    """
    english = read(ENGLISH)
    try:
        arabic = read(ARABIC)
    except Untranslated:
        return english
    return arabic if language == "ar" else english


def read_lesson(
    text: str,
    source: str,
    topics: Sequence[str],
    read_question: Callable[[Fields], Question[S]],
    lesson_text: Callable[[Fields], str],
    words: Words = ENGLISH,
) -> tuple[int, Lesson[S]]:
    """The lesson of a file and its ``order``, in the language of ``words``.

    The fields every lesson has are read here (its topic one of ``topics``); the game
    reads each question (``read_question``) and the lesson's text with its figures
    (``lesson_text``).

    Raises:
        LessonError: the text is not valid TOML or a field is missing or wrong; the
            message names ``source`` and the field.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise LessonError(f"{source}: not valid TOML ({err})") from None
    f = Fields(data, source, "", words)
    topic = f.text("topic")
    if topic not in topics:
        raise f.error("topic", f"must be one of {', '.join(topics)}")
    questions = tuple(read_question(q) for q in f.tables("questions"))
    if not 2 <= len(questions) <= 4:
        raise f.error("questions", f"a lesson has 2 to 4 questions, not {len(questions)}")
    lesson = Lesson(f.text("key"), f.said("title"), topic, lesson_text(f), questions)
    order = f.number("order")
    f.finish()
    return order, lesson


CONTENTS: Final = "contents.txt"
"""The list of a lesson folder's files, one name a line: a file it names and the folder
lacks is said to be missing. A folder without one is read as it is; the shipped folders
have one (``tests/coach/test_lesson_files.py`` keeps it whole)."""
_LEFT_OUT: Final[dict[str, None]] = {}
"""Every line :func:`read_folder` has said so far, in order, each once."""


def lessons_left_out() -> tuple[str, ...]:
    """One line for each lesson file left out so far: its name and why.

    The front ends say these where they show lessons (``baloot learn --list``, the
    Learn menu); the lessons read are the others.
    """
    return tuple(_LEFT_OUT)


def read_folder(
    folder: Traversable, parse: Callable[[str, str], tuple[int, Lesson[S]]]
) -> tuple[Lesson[S], ...]:
    """Every ``*.toml`` lesson in ``folder`` read by ``parse``, sorted by their ``order``.

    A file that cannot be read (not UTF-8, empty, not valid TOML, a field wrong,
    a key another lesson has) or that :data:`CONTENTS` names and the folder lacks is
    left out, and said in one line (:func:`lessons_left_out`): one broken file never
    takes the other lessons with it.
    """
    where = _folder_name(folder)
    entries = {e.name: e for e in folder.iterdir() if e.name.endswith(".toml")}
    for name in _listed(folder, where):
        if name not in entries:
            _left_out(f"{where}/{name}: missing")
    found: list[tuple[int, Lesson[S]]] = []
    for name, entry in sorted(entries.items()):
        try:
            order, read = parse(_lesson_text(entry, f"{where}/{name}"), f"{where}/{name}")
        except LessonError as err:
            _left_out(str(err))
            continue
        if any(read.key == other.key for _, other in found):
            _left_out(f"{where}/{name}: key: another lesson has the key {read.key!r}")
            continue
        found.append((order, read))
    return tuple(item for _, item in sorted(found, key=lambda pair: pair[0]))


def _lesson_text(entry: Traversable, source: str) -> str:
    """The text of a lesson file; LessonError naming ``source`` if it has none to read."""
    try:
        data = entry.read_bytes()
    except OSError as err:
        raise LessonError(f"{source}: cannot be read ({err.strerror or err})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise LessonError(f"{source}: not UTF-8 text (byte {err.start + 1})") from None
    if not text.strip():
        raise LessonError(f"{source}: empty")
    return text


def _listed(folder: Traversable, where: str) -> list[str]:
    """The file names :data:`CONTENTS` lists.

    None where there is no list (a folder of the learner's own, say), and none, said,
    where it cannot be read.
    """
    listing = folder.joinpath(CONTENTS)
    if not listing.is_file():
        return []
    try:
        text = listing.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        _left_out(f"{where}/{CONTENTS}: cannot be read, so a missing lesson cannot be told")
        return []
    return [line.strip() for line in text.splitlines() if line.strip()]


def _folder_name(folder: Traversable) -> str:
    """``games/belot/coach/lesson_data``: the folder from the package down, or its name."""
    parts = str(folder).replace("\\", "/").split("/")
    return "/".join(parts[parts.index("games") :] if "games" in parts else parts[-1:])


def _left_out(line: str) -> None:
    _LEFT_OUT[f"lesson left out: {line}"] = None
