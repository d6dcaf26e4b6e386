"""The one way the app reads and writes its files, and the lock on its data folder.

Every file the app reads (records, the save, the seat file, settings, learning
progress) is untrusted: people share records, and anything in the data and
config folders may have been edited, truncated or replaced. :func:`read_json`
refuses before it parses: only a regular file (opened without blocking, so a
FIFO or a device never hangs), no larger than its kind allows, valid UTF-8, and
JSON within the kind's :class:`~baloot_tui.core.bounded_json.JsonLimits`. Each
refusal is a :class:`FileRefused`: one line naming the file and the problem.

Writes are durable as well as atomic (the SQLite discipline): the text goes to a
temporary file in the same folder, which is flushed to disk, renamed over the
target, and the folder itself is flushed, so a crash or a power cut leaves the old
file or the new one, never half of one and never neither. A file that cannot be
read is renamed aside (:func:`move_aside`), never deleted or overwritten.

One process writes a data folder: :class:`FolderLock` is held for the life of the
app, and a second instance learns which process holds it.

The stores (settings, the save and its seat file, learning progress) share one
contract, built here: reading never raises for a bad file. :func:`load_file`
returns a :class:`Loaded` value (the file's, or the default) with zero or more
one-line notices for the player, the bad file having been moved aside; writing
raises :class:`SaveFailed` with the reason in a player's words, the previous file
intact.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final, Generic, TypeVar

from baloot_tui.core import record
from baloot_tui.core.bounded_json import JsonLimits, parse
from baloot_tui.core.errors import BalootError
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.printable import printable

Clock = Callable[[], datetime]
"""Where timestamps come from (injected: the engine reads no wall clock itself)."""

T = TypeVar("T")

TEMP_SUFFIX: Final = ".tmp"
LOCK_NAME: Final = "baloot.lock"
_TEMP_NAME: Final = re.compile(r"\..+\.[a-z0-9_]{8}" + re.escape(TEMP_SUFFIX))
"""The names :func:`atomic_write` gives its temporary files (``tempfile.mkstemp``'s)."""


@dataclass(frozen=True, slots=True)
class FileKind:
    """What one kind of file may hold; a file beyond it is refused unread."""

    name: str
    """What the player calls it, for messages ("record", "settings")."""
    max_bytes: int
    """Its largest size on disk."""
    limits: JsonLimits
    """Limits on its JSON."""


MIB: Final = 1 << 20
RECORD: Final = FileKind("record", record.LIMITS.chars, record.LIMITS)
"""A game record or the save (the limits are the record format's own)."""
SEATS_FILE: Final = FileKind("seat file", 64 * 1024, JsonLimits(chars=64 * 1024, depth=4))
SETTINGS: Final = FileKind("settings file", 256 * 1024, JsonLimits(chars=256 * 1024, depth=6))
PROGRESS: Final = FileKind("learning progress file", MIB, JsonLimits(chars=MIB, depth=6))
SCORE_INPUT: Final = FileKind("score sheet", MIB, JsonLimits(chars=MIB, depth=6))


class FileRefused(BalootError):
    """A file that was not read: missing, not a regular file, too large, not UTF-8 or JSON."""

    def __init__(self, path: Path, problem: str, *, missing: bool = False) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        """The file refused."""
        self.problem = problem
        """Why, without the path."""
        self.missing = missing
        """Whether there is simply no file there (nothing to move aside)."""


def read_text(path: Path, kind: FileKind) -> str:
    """The text of ``path`` if it is a regular UTF-8 file within ``kind``'s size.

    Raises:
        FileRefused: the file is missing, special, too large or not UTF-8.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as err:
        missing = err.errno == errno.ENOENT and not os.path.lexists(path)
        raise FileRefused(path, _os_problem(err), missing=missing) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(path, f"not a regular file ({_file_type(info.st_mode)})")
        if info.st_size > kind.max_bytes:
            raise FileRefused(path, _too_large(info.st_size, kind))
        data = _read_at_most(fd, kind.max_bytes + 1)
    except OSError as err:
        raise FileRefused(path, _os_problem(err)) from None
    finally:
        os.close(fd)
    if len(data) > kind.max_bytes:
        raise FileRefused(path, _too_large(len(data), kind))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise FileRefused(path, f"not UTF-8 text (byte {err.start + 1} is invalid)") from None


def read_json(path: Path, kind: FileKind) -> object:
    """The JSON value in ``path``, read and parsed within ``kind``'s limits.

    Raises:
        FileRefused: see :func:`read_text`, or the JSON is malformed or beyond a limit.
    """
    text = read_text(path, kind)
    try:
        return parse(text, kind.limits)
    except BalootError as err:
        raise FileRefused(path, str(err)) from None


def _read_at_most(fd: int, size: int) -> bytes:
    chunks: list[bytes] = []
    left = size
    while left > 0:
        chunk = os.read(fd, min(left, MIB))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _too_large(size: int, kind: FileKind) -> str:
    return f"{_size(size)}, larger than a {kind.name} may be ({_size(kind.max_bytes)})"


def _size(count: int) -> str:
    return f"{count / MIB:.1f} MB" if count >= MIB else f"{count / 1024:.0f} KB"


def _file_type(mode: int) -> str:
    kinds = {
        stat.S_ISDIR: "a folder",
        stat.S_ISFIFO: "a FIFO",
        stat.S_ISCHR: "a character device",
        stat.S_ISBLK: "a block device",
        stat.S_ISSOCK: "a socket",
    }
    return next((name for test, name in kinds.items() if test(mode)), "a special file")


def _os_problem(err: OSError) -> str:
    """A player's sentence for an operating-system error."""
    known = {
        errno.ENOENT: N_("does not exist"),
        errno.ELOOP: N_("is a symbolic link loop"),
        errno.EACCES: N_("permission denied"),
        errno.EPERM: N_("permission denied"),
        errno.EISDIR: N_("not a regular file (a folder)"),
        errno.ENOTDIR: N_("a folder on its path is a file"),
        errno.ENOSPC: N_("the disk is full"),
        errno.EROFS: N_("the folder is read-only"),
        errno.ENAMETOOLONG: N_("the name is too long"),
    }
    problem = known.get(err.errno or 0)
    return _(problem) if problem else err.strerror or type(err).__name__


def disk_problem(err: OSError) -> str:
    """Why a write failed, in a player's words (``the disk is full``)."""
    return _os_problem(err)


# --------------------------------------------------------------------------- writing


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` durably: temp file, fsync, rename, fsync the folder.

    Raises:
        OSError: the folder is read-only, the disk is full, ...; ``path`` is unchanged
            and no temporary file is left behind.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (the rename) to disk, where the platform allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems (and Windows) cannot sync a folder; the rename stands
    finally:
        os.close(fd)


def clean_stale_temps(folder: Path) -> list[Path]:
    """Remove temporary files a killed write left in ``folder``; the ones removed.

    Only our own pattern (``.<name>.<random>.tmp``, regular files) is touched, and
    only by the holder of the folder's lock, so no live write is disturbed.
    """
    removed: list[Path] = []
    try:
        entries = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for entry in entries:
        if _TEMP_NAME.fullmatch(entry.name) is None:
            continue
        try:
            if stat.S_ISREG(entry.lstat().st_mode):
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed


def move_aside(path: Path, clock: Clock) -> Path:
    """Rename an unreadable file to ``<name>.<timestamp>.bad`` and return the new path.

    Raises:
        OSError: it could not be renamed (a read-only folder); it is left as it is.
    """
    stamp = clock().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{stamp}.bad")
    counter = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.{stamp}-{counter}.bad")
        counter += 1
    os.replace(path, target)
    return target


def set_aside_notice(refused: FileRefused, clock: Clock, consequence: str) -> str:
    """Move a refused file aside and say so in one line (or say why it stayed).

    Args:
        refused: the refusal (its file is moved unless it is simply missing).
        clock: timestamps for the new name.
        consequence: what the app does instead, e.g. "using the default settings".
    """
    try:
        moved = move_aside(refused.path, clock)
    except OSError as err:
        notice = f"{refused} ({consequence}; it could not be moved aside: {_os_problem(err)})"
    else:
        notice = f"{refused} (moved aside to {moved.name}; {consequence})"
    return printable(notice)


def left_in_place_notice(refused: FileRefused, consequence: str) -> str:
    """Say in one line that a refused file is left where it is (a read-only store)."""
    return printable(f"{refused} ({consequence}; the file is left as it is)")


# --------------------------------------------------------------------------- stores


@dataclass(frozen=True, slots=True)
class Loaded(Generic[T]):
    """What a store read: the value (the file's, or the default) and what to tell the player."""

    value: T
    """The file's content, or the default when it was missing or refused."""
    notices: tuple[str, ...] = ()
    """One line each, already printable: which file was refused, why, where it went."""


def load_file(
    path: Path,
    kind: FileKind,
    decode: Callable[[object], T],
    default: T,
    *,
    clock: Clock,
    consequence: str,
    move_bad: bool = True,
) -> Loaded[T]:
    """Read ``path`` as ``kind`` and decode it; a bad file gives ``default`` and a notice.

    A missing file gives ``default`` silently. Any other refusal (special file,
    too large, not UTF-8, not JSON, beyond a limit, or ``decode`` raising
    :class:`BalootError`) moves the file aside (unless ``move_bad`` is false, for a
    store that must not touch the folder) and says so with ``consequence``
    ("using the default settings"). Never raises for the file's content.
    """
    try:
        return Loaded(decode(read_json(path, kind)))
    except FileRefused as refused:
        if refused.missing:
            return Loaded(default)
        problem = refused
    except BalootError as err:  # the schema's refusal (a record's names its source first)
        problem = FileRefused(path, str(err).removeprefix(f"{path}: "))
    if move_bad:
        return Loaded(default, (set_aside_notice(problem, clock, consequence),))
    return Loaded(default, (left_in_place_notice(problem, consequence),))


class SaveFailed(BalootError, OSError):
    """A write that did not happen; the file on disk is the previous one, intact.

    Also an :class:`OSError`, so code that guarded the raw write keeps working.
    """

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(printable(f"{path} was not saved: {reason}"))
        self.path = path
        """The file that was to be written."""
        self.reason = reason
        """Why, in a player's words ("the disk is full", "the folder is read-only")."""


def save_file(path: Path, text: str) -> None:
    """:func:`atomic_write`, with a failure told as :class:`SaveFailed`.

    Raises:
        SaveFailed: the folder is read-only, the disk is full, ...; ``path`` is unchanged.
    """
    try:
        atomic_write(path, text)
    except OSError as err:
        raise SaveFailed(path, disk_problem(err)) from None


# --------------------------------------------------------------------------- the lock


class FolderBusy(BalootError):
    """Another live process holds the data folder."""

    def __init__(self, folder: Path, holder: str) -> None:
        super().__init__(
            f"another baloot ({holder}) is using {folder}; only one window can play or "
            "save there at a time"
        )
        self.folder = folder
        """The folder asked for."""
        self.holder = holder
        """Who holds it, as the lock file says (``process 1234``)."""


class FolderLock:
    """An exclusive lock on a data folder, held until :meth:`release` or the process ends.

    The operating system drops the lock when the process dies, so a crash never
    leaves the folder locked. The lock file holds the holder's process id, which a
    second instance shows.
    """

    def __init__(self, folder: Path) -> None:
        """Take the lock on ``folder`` (created if needed).

        Raises:
            FolderBusy: another process holds it.
            OSError: the folder cannot be created or the lock file opened (read-only
                folder), or the lock file is a link or a special file: the caller
                decides whether to go on without saving.
        """
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.path = folder / LOCK_NAME
        flags = os.O_RDWR | os.O_CREAT | os.O_NONBLOCK
        flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
        self._fd: int | None = os.open(self.path, flags, 0o644)
        if not stat.S_ISREG(os.fstat(self._fd).st_mode):  # never write a pid into a FIFO
            os.close(self._fd)
            self._fd = None
            raise OSError(errno.EINVAL, f"{LOCK_NAME} is not a regular file", str(self.path))
        try:
            _lock(self._fd)
        except BlockingIOError:
            holder = self._holder()
            os.close(self._fd)
            self._fd = None
            raise FolderBusy(folder, holder) from None
        try:
            os.ftruncate(self._fd, 0)
            os.write(self._fd, f"{os.getpid()}\n".encode())
        except OSError:
            self.release()  # a full disk: no lock held without its holder's id
            raise

    def _holder(self) -> str:
        assert self._fd is not None
        text = os.pread(self._fd, 32, 0).decode("ascii", "replace").strip()
        return f"process {text}" if text.isdigit() else "another process"

    def release(self) -> None:
        """Let another process have the folder."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    @property
    def held(self) -> bool:
        """Whether this object still holds the lock."""
        return self._fd is not None


def _lock(fd: int) -> None:
    """An exclusive, non-blocking lock on an open file (BlockingIOError if taken)."""
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            raise BlockingIOError from None
        return
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
