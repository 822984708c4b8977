"""Agent Avenue (2 players): offer one agent face up and one face down, the opponent recruits one."""

from .present import AgentAvenue

GAME = AgentAvenue()
