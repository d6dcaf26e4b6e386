"""Wheel build hook: the solver and the rules engine's hand state compiled with mypyc.

``baloot_tui/games/baloot/bots/dds.py`` is the bots' hottest code (the points search of
every exact solve), ``baloot_tui/games/baloot/rules/masks.py`` the legal-card masks it asks
for at every node, and ``baloot_tui/games/baloot/rules/round.py`` the hand state every
action goes through (with ``rules/view.py``, whose ``ContractFacts`` the state extends:
a compiled class extends compiled classes only). A wheel built on a machine with a C
compiler carries them compiled by mypyc as one group, the same source and the same
results (``tests/bots/test_dds_compiled.py`` and the rules tests run against the wheel
in CI), faster (docs/benchmarks.md, ``bench/side_by_side.py``). Without a compiler, or
with ``BALOOT_PURE_PYTHON=1``, the build says why in one line (``pip install -v .`` shows
it) and the wheel stays pure Python, so ``pip install .`` works everywhere. Editable
installs stay pure Python: a compiled module would shadow later edits of its source.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

COMPILED = (
    "baloot_tui/games/baloot/bots/dds.py",
    "baloot_tui/games/baloot/rules/masks.py",
    "baloot_tui/games/baloot/rules/round.py",
    "baloot_tui/games/baloot/rules/view.py",
)
"""The modules compiled, as paths in the source tree."""


class CompiledModules(BuildHookInterface):
    """Adds the mypyc-compiled modules to a wheel, or leaves the wheel pure Python."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Compile :data:`COMPILED` for a regular wheel; on any failure stay pure Python."""
        if self.target_name != "wheel" or version == "editable":
            return
        if os.environ.get("BALOOT_PURE_PYTHON") == "1":
            self.app.display_info("baloot-tui: BALOOT_PURE_PYTHON=1, the wheel stays pure Python")
            return
        self._build_dir = Path(tempfile.mkdtemp(prefix="baloot-mypyc-"))
        try:
            built = self._compile(self._build_dir)
        except (Exception, SystemExit) as error:  # no compiler, a failed type check or build
            first_line = (str(error).strip().splitlines() or [type(error).__name__])[0]
            self.app.display_warning(
                f"baloot-tui: the wheel stays pure Python (compiling failed: {first_line})"
            )
            return
        for path, in_wheel in built.items():
            build_data["force_include"][str(path)] = in_wheel
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove the temporary build folder."""
        build_dir = getattr(self, "_build_dir", None)
        if build_dir is not None:
            shutil.rmtree(build_dir, ignore_errors=True)

    def _compile(self, build_dir: Path) -> dict[Path, str]:
        """Build the extension modules in ``build_dir``: each file with its path in the wheel."""
        from mypyc.build import mypycify
        from setuptools import Distribution

        root = Path(self.root)
        previous = Path.cwd()
        os.chdir(root)  # mypyc names modules by their paths from the source root
        try:
            extensions = mypycify(
                list(COMPILED),
                opt_level="3",
                target_dir=str(build_dir / "c"),
                group_name="baloot_tui.compiled",  # its shared library inside the package
            )
            distribution = Distribution({"name": "baloot-tui-compiled", "ext_modules": extensions})
            command = distribution.get_command_obj("build_ext")
            command.build_lib = str(build_dir / "lib")
            command.build_temp = str(build_dir / "temp")
            command.ensure_finalized()
            command.run()
        finally:
            os.chdir(previous)
        lib = build_dir / "lib"
        built = {path: path.relative_to(lib).as_posix() for path in lib.rglob("*.so")}
        built.update({path: path.relative_to(lib).as_posix() for path in lib.rglob("*.pyd")})
        if not built:
            raise RuntimeError("mypyc produced no extension module")
        return built
