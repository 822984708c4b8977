"""The deployment files, checked without Docker: compose.yaml, the Dockerfile, .env.example, docker-smoke.

(``scripts/docker-smoke`` builds and runs the image where Docker exists.)
"""

import os
import re
import subprocess
from pathlib import Path

import pytest

from bot.settings import load_settings
from bot.ui.shutdown import DRAIN_SECONDS

yaml = pytest.importorskip("yaml")
ROOT = Path(__file__).parents[1]
UPGRADE = ["python", "-m", "bot", "db", "upgrade"]


def _compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text())


def _resolve(value: str, env: dict) -> str:
    """Compose's ${NAME}, ${NAME:-default} and ${NAME:?error} interpolation."""
    def sub(m):
        name, op, arg = m.group(1), m.group(2), m.group(3)
        if env.get(name):
            return env[name]
        if op == ":-":
            return arg
        raise KeyError(f"{name}: {arg}")
    return re.sub(r"\$\{(\w+)(?:(:-|:\?)([^}]*))?\}", sub, value)


def test_compose_runs_postgres_a_migrate_step_and_two_sharded_bots(monkeypatch):
    services = _compose()["services"]
    assert {"postgres", "migrate", "bot-0", "bot-1"} <= set(services)
    migrate = services["migrate"]
    assert migrate["command"] == UPGRADE
    assert migrate["depends_on"]["postgres"]["condition"] == "service_healthy"
    env = {"DISCORD_TOKEN": "t0ken"}
    url = _resolve(migrate["environment"]["DATABASE_URL"], env)
    assert url.startswith("postgresql://") and url.endswith("@postgres:5432/meeple")
    shards = []
    for name in ("bot-0", "bot-1"):
        bot = services[name]
        assert bot["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
        assert bot.get("command") in (None, ["python", "-m", "bot"])
        grace = int(str(bot["stop_grace_period"]).rstrip("s"))
        assert grace > DRAIN_SECONDS  # docker stop waits for the drain before it kills
        values = {k: _resolve(str(v), env) for k, v in bot["environment"].items()}
        assert values["DATABASE_URL"] == url  # one database for both processes and the migrate step
        for key in ("DISCORD_TOKEN", "DATABASE_URL", "SHARD_COUNT", "SHARD_IDS", "LOG_LEVEL", "AI_DELAY",
                    "DEV_GUILD_ID"):
            monkeypatch.delenv(key, raising=False)
        for key, value in values.items():
            monkeypatch.setenv(key, value)
        monkeypatch.chdir(ROOT / "tests")  # no .env here
        settings = load_settings()  # the bot would accept these settings
        assert settings.token == "t0ken" and settings.shard_count == 2
        shards += settings.shard_ids
    assert sorted(shards) == [0, 1]  # every shard held, none twice
    with pytest.raises(KeyError, match="DISCORD_TOKEN"):  # no token: compose stops with a clear message
        _resolve(services["bot-0"]["environment"]["DISCORD_TOKEN"], {})
    assert "pgdata" in _compose()["volumes"]


def test_dockerfile_installs_dependencies_before_the_code_and_keeps_data_in_a_writable_volume():
    lines = [x.strip() for x in (ROOT / "Dockerfile").read_text().splitlines()]
    steps = [x for x in lines if x and not x.startswith("#")]
    first_code = min(i for i, x in enumerate(steps) if re.match(r"COPY (bot|cogs|engine)\b", x))
    install = next(i for i, x in enumerate(steps) if x.startswith("RUN") and "pip install" in " ".join(steps[i:i + 3]))
    assert install < first_code  # the dependency layer is cached across code changes
    # only the lock file is copied before the install: a change of the code or of the README keeps the layer
    assert all(not x.startswith("COPY") or x.split()[1] == "requirements/runtime.txt" for x in steps[:install])
    text = "\n".join(lines)
    db = re.search(r"DATABASE_URL=sqlite\+aiosqlite:///(/\S+)", text).group(1)
    folder = str(Path(db).parent)
    assert folder == "/data"
    user = re.search(r"^USER (\S+)", text, re.M).group(1)
    assert re.search(rf"mkdir {folder} && chown {user} {folder}", text)  # the image's user may write there
    assert f'VOLUME ["{folder}"]' in text
    assert 'CMD ["python", "-m", "bot"]' in text and "STOPSIGNAL SIGTERM" in text
    lock = (ROOT / "requirements" / "runtime.txt").read_text()
    assert re.search(r"^asyncpg==", lock, re.M)  # the postgres driver is in the image's lock file


def test_env_example_documents_every_setting_and_leaves_database_url_commented():
    text = (ROOT / ".env.example").read_text()
    active = {line.split("=", 1)[0] for line in text.splitlines() if line and not line.startswith("#")}
    assert "DATABASE_URL" not in active  # a default left uncommented would override the image's /data path
    assert re.search(r"^# DATABASE_URL=", text, re.M)
    source = (ROOT / "bot" / "settings.py").read_text()
    read = set(re.findall(r'"([A-Z_]{4,})"', source.split("def load_settings", 1)[1].split("problems = []")[0]))
    for name in read:
        assert re.search(rf"^#? ?{name}=", text, re.M), f"{name} is not in .env.example"
    assert {"SHARD_COUNT", "SHARD_IDS"} <= read


def test_docker_smoke_script_is_there_and_parses():
    script = ROOT / "scripts" / "docker-smoke"
    assert os.access(script, os.X_OK)
    assert subprocess.run(["bash", "-n", str(script)], capture_output=True).returncode == 0
    text = script.read_text()
    assert "docker build" in text and "db upgrade" in text and "docker compose" in text
