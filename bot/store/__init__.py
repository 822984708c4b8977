"""Storage: the database models and engine (``db``), the in-memory cache of running games (``cache``), the
writer that commits moves (``writer``), ended games' packed move logs (``movelog``) and the schema
migrations (``migrations``). Nothing here imports discord.py."""
