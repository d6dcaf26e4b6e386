"""A stand-in for a tab's app in the serve tests: Textual's web-driver protocol, and a log.

It announces itself as the web driver does, draws one packet of "screen", then
reads its input packets and writes each to the JSON-lines file ``FAKE_TAB_LOG``:
``{"D": text}`` for typed input, ``{"M": meta}`` for a meta message. On the quit
meta, or typed ``exit``, it says so and exits, unless ``FAKE_TAB_STUBBORN`` is set:
then it ignores quit and SIGTERM alike, and only SIGKILL ends it. With
``FAKE_TAB_CHILD`` set it first starts a child process in its group (the child's
pid is logged as ``{"child": pid}``).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys


def main() -> None:
    log = open(os.environ["FAKE_TAB_LOG"], "a", encoding="utf-8")  # noqa: SIM115

    def note(entry: object) -> None:
        log.write(json.dumps(entry) + "\n")
        log.flush()

    stubborn = bool(os.environ.get("FAKE_TAB_STUBBORN"))
    if stubborn:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if os.environ.get("FAKE_TAB_CHILD"):
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        note({"child": child.pid})
    note({"started": os.getpid(), "size": [os.environ["COLUMNS"], os.environ["ROWS"]]})
    out = sys.stdout.buffer
    out.write(b"__GANGLION__\n")
    screen = b"fake screen"
    out.write(b"D" + len(screen).to_bytes(4, "big") + screen)
    out.flush()
    stdin = sys.stdin.buffer
    while kind := stdin.read(1):
        size = int.from_bytes(stdin.read(4), "big")
        payload = stdin.read(size)
        if kind == b"D":
            note({"D": payload.decode("utf-8", "replace")})
            if payload == b"exit":
                break
            continue
        meta = json.loads(payload)
        note({"M": meta})
        if meta.get("type") == "quit" and not stubborn:
            break
    if stubborn:
        while True:
            signal.pause()
    end = json.dumps({"type": "exit"}).encode()
    out.write(b"M" + len(end).to_bytes(4, "big") + end)
    out.flush()


if __name__ == "__main__":
    main()
