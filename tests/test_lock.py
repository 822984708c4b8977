"""The lock files agree with pyproject.toml, offline: every dependency declared there is pinned, at a version its
range allows and with hashes, and nothing is pinned as a direct dependency that pyproject.toml no longer
declares. The README's commands, CI and the Dockerfile install from them, and the test set runs on exactly the
versions the image ships."""

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).parents[1]
DIRECT = "# via meeple (pyproject.toml)"


def parse_lock(text: str) -> dict[str, dict]:
    """name -> {"version", "hashes", "direct"} from a hashed requirements file (uv's or pip-compile's)."""
    out: dict[str, dict] = {}
    current = None
    for line in text.splitlines():
        entry = re.match(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)", line)
        if entry:
            current = {"version": entry.group(2), "hashes": 0, "direct": False}
            out[canonicalize_name(entry.group(1))] = current
        elif current is not None and "--hash=sha256:" in line:
            current["hashes"] += 1
        elif current is not None and line.strip() in (DIRECT, "#   meeple (pyproject.toml)"):
            current["direct"] = True
    return out


def declared(project: dict, extra: str) -> list[Requirement]:
    return [Requirement(r) for r in project["dependencies"] + project["optional-dependencies"][extra]]


def disagreements(requirements: list[Requirement], lock: dict[str, dict]) -> list[str]:
    problems = []
    names = set()
    for req in requirements:
        name = canonicalize_name(req.name)
        names.add(name)
        pin = lock.get(name)
        if pin is None:
            problems.append(f"{req.name} is declared but not locked")
        elif not req.specifier.contains(pin["version"], prereleases=True):
            problems.append(f"{req.name} is locked at {pin['version']}, outside {req.specifier}")
    for name, pin in lock.items():
        if pin["hashes"] == 0:
            problems.append(f"{name} has no hash")
        if pin["direct"] and name not in names:
            problems.append(f"{name} is locked as a direct dependency but not declared")
    return problems


PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
LOCKS = {"runtime.txt": "postgres", "dev.txt": "dev"}


def test_each_lock_file_pins_exactly_what_pyproject_declares():
    for file, extra in LOCKS.items():
        lock = parse_lock((ROOT / "requirements" / file).read_text())
        assert lock, file
        assert disagreements(declared(PROJECT, extra), lock) == [], file


def test_a_planted_disagreement_is_found():
    lock = parse_lock((ROOT / "requirements" / "dev.txt").read_text())
    added = [*declared(PROJECT, "dev"), Requirement("requests>=2")]
    assert disagreements(added, lock) == ["requests is declared but not locked"]
    narrowed = [Requirement("discord.py>=99") if r.name == "discord.py" else r for r in declared(PROJECT, "dev")]
    assert [p for p in disagreements(narrowed, lock) if "outside" in p] == [
        f"discord.py is locked at {lock['discord-py']['version']}, outside >=99"]
    removed = [r for r in declared(PROJECT, "dev") if r.name != "Babel"]
    assert disagreements(removed, lock) == ["babel is locked as a direct dependency but not declared"]


def test_tests_run_on_the_versions_the_image_ships():
    runtime = parse_lock((ROOT / "requirements" / "runtime.txt").read_text())
    dev = parse_lock((ROOT / "requirements" / "dev.txt").read_text())
    assert {n: p["version"] for n, p in runtime.items()} == {n: dev[n]["version"] for n in runtime if n in dev}
    assert set(runtime) <= set(dev)


def test_readme_ci_and_image_install_from_the_lock_files():
    readme = (ROOT / "README.md").read_text()
    run = "pip install -r requirements/runtime.txt && .venv/bin/pip install --no-deps -e ."
    test = "pip install -r requirements/dev.txt && .venv/bin/pip install --no-deps -e ."
    assert run in readme and test in readme
    assert test in (ROOT / ".ci" / "run").read_text()
    docker = (ROOT / "Dockerfile").read_text()
    assert "pip install --no-cache-dir --require-hashes -r requirements/runtime.txt" in docker
    assert "--no-deps ." in docker
    base = re.search(r"^FROM (\S+)", docker, re.M).group(1)
    assert re.fullmatch(r"python:\d+\.\d+\.\d+-slim-\w+(@sha256:[0-9a-f]{64})?", base), base
