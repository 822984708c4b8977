"""The application's layers call downwards only (docs/architecture.md): the Discord-facing layer (``cogs`` and
``bot.ui``, which is handed the cogs by ``bot.wiring`` and never imports them) → the game service ``bot.play`` →
storage ``bot.store``, and ``engine`` knows nothing of the bot; SQL is written in ``bot.store`` only, so neither
``bot.ui`` nor ``bot.play`` imports SQLAlchemy or sqlmodel (they ask the repositories). Checked on the import
statements of every module."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
# what each package may not import (a prefix of the imported module's dotted name)
FORBIDDEN = {
    "engine": ("discord", "bot", "cogs", "sqlalchemy", "sqlmodel"),
    "bot/store": ("discord", "bot.ui", "bot.play", "cogs"),
    "bot/play": ("discord", "bot.ui", "cogs", "sqlalchemy", "sqlmodel"),  # its SQL is the store's
    "bot/ui": ("sqlalchemy", "sqlmodel", "cogs"),  # SQL lives in bot/store; the cogs are handed in (bot/wiring.py)
}


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, relative imports resolved to dotted names."""
    package = list(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            out.add(module)
            if node.module is None:  # from . import name: the names are modules
                out.update(f"{module}.{alias.name}" for alias in node.names)
    return out


@pytest.mark.parametrize("folder", list(FORBIDDEN))
def test_each_layer_imports_only_the_layers_below(folder):
    files = sorted((ROOT / folder).rglob("*.py"))
    assert files, folder
    bad = []
    for path in files:
        for module in _imports(path):
            if any(module == f or module.startswith(f + ".") for f in FORBIDDEN[folder]):
                bad.append(f"{path.relative_to(ROOT)} imports {module}")
    assert not bad, "\n".join(bad)


def test_the_game_service_stays_a_thin_facade_over_its_parts():
    """GameService composes the parts of the move path (docs/architecture.md); the work is done in them."""
    source = (ROOT / "bot/play/service.py").read_text()
    tree = ast.parse(source)
    service = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameService")
    assert service.end_lineno - service.lineno + 1 < 250
    assert "sqlalchemy" not in source and "sqlmodel" not in source  # its SQL is in bot/store
