"""The game service: load, validate, apply, persist (``service``), AI seats (``ai``), clocks (``clock``),
and which process owns which games (``ownership``). Nothing here imports discord.py:
the Discord-facing layer (``bot.ui``) calls it, and it calls storage (``bot.store``)."""
