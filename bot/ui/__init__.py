"""The Discord-facing layer: the bot (``app``), the one reply helper every send goes through (``answer``),
embeds, buttons and selects (``render``, ``choices``), pictures (``painter``), announcing boards and DMs
(``publisher``), the commands' handlers (``table``, ``records``, ``timers``) and start and stop
(``startup``, ``shutdown``). The slash commands themselves are the thin cogs in ``cogs/``."""
