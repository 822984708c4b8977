"""The refusal a user reads."""

from __future__ import annotations


class UserError(Exception):
    """A refusal a user should read (translated by ``key``); nothing was changed."""

    def __init__(self, key: str, **fmt):
        super().__init__(key)
        self.key, self.fmt = key, fmt
