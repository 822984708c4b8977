"""Platform texts in English and French; games keep their own texts in their folders."""

from __future__ import annotations

from engine.text import Texts


def lang_of(locale) -> str:
    """Discord locale (``discord.Locale`` or string) -> "fr" or "en"."""
    return "fr" if str(getattr(locale, "value", locale) or "").lower().startswith("fr") else "en"


TEXTS = Texts({
    "en": {
        # errors (always ephemeral)
        "err.generic": "Sorry, something went wrong on my side. The game is safe; please try again.",
        "err.no_game": "There is no game in this channel. Start one with `/play`.",
        "err.game_gone": "That game no longer exists.",
        "err.game_over": "That game is over.",
        "err.channel_busy": "A game of **{game}** is already open in this channel: {link}",
        "err.unknown_game": "I don't know the game `{game}`. Try `/games` for the list.",
        "err.bad_option": "That option is not valid: {error}",
        "err.not_host": "Only the host ({host}) can do that.",
        "err.not_player": "You are not playing in this game.",
        "err.already_joined": "You are already seated in this game.",
        "err.table_full": "The table is full ({max} players).",
        "err.not_enough": "This game needs at least {min} players (there are {n}).",
        "err.not_lobby": "The game has already started.",
        "err.not_running": "The game is not running.",
        "err.not_your_turn": "It is not your turn. Waiting for: {who}.",
        "err.stale": "That button is from an earlier moment of the game. Here are your current choices.",
        "err.already_played": "That move was already played.",
        "err.illegal": "That move is not available right now.",
        "err.forged": "That button is not valid.",
        "err.no_moves": "You have nothing to decide right now.",
        "err.host_or_manager": "Only the host or someone with Manage Channels can abandon the game.",
        "err.in_dm": "Use this command in the channel where the game is played.",
        "err.no_host_left": "Nobody is left at the table.",
        # lobby
        "lobby.title": "{game}: looking for players",
        "lobby.host": "Host", "lobby.players": "Players ({n}, {min}–{max})", "lobby.options": "Options",
        "lobby.empty": "nobody yet", "lobby.ai": "AI", "lobby.footer": "Join with the button below; the host starts.",
        "btn.join": "Join", "btn.leave": "Leave", "btn.add_ai": "Add AI", "btn.start": "Start", "btn.cancel": "Cancel",
        "lobby.joined": "{name} joined the table.", "lobby.left": "{name} left the table.",
        "lobby.cancelled": "The lobby was cancelled by {name}.", "lobby.created": "Lobby created: {link}",
        "lobby.ai_added": "{name} sits down.",
        # board
        "board.title": "{game}", "board.turn": "Waiting for {who}", "board.over": "Game over",
        "board.winners": "🏆 Winners: {who}", "board.scores": "Scores", "board.no_winner": "Nobody won.",
        "board.log": "Latest", "board.footer": "Game #{id} · move {version}",
        "board.abandoned": "This game was abandoned by {name}.", "board.players": "Players",
        "btn.my_hand": "My hand / play", "btn.refresh": "Refresh",
        "ping.turn": "{mention}, it's your turn in **{game}**. {link}",
        "ping.dm_closed": "{mention}, I can't send you direct messages: use `/hand` or the **My hand** button.",
        "ping.started": "**{game}** begins! Players: {players}.",
        # hand / moves
        "hand.title": "{game} — your view (seat {seat})", "hand.your_turn": "▶️ Your move.",
        "hand.waiting": "Waiting for {who}.", "hand.private_log": "Just for you",
        "hand.choose": "Choose", "hand.page": "Page {page}/{pages}", "btn.back": "Back", "btn.next": "Next page",
        "btn.prev": "Previous page", "hand.played": "You played: {label}", "hand.none": "Nothing private here.",
        "hand.over": "The game is over.", "hand.link": "Board: {link}",
        # commands
        "games.title": "Games I can run", "games.line": "`{id}` — **{name}**, {min}–{max} players",
        "rules.unknown": "Unknown game: `{game}`.",
        "left.ai": "{name} left; an AI plays their seat from now on.",
        "abandoned": "The game was abandoned by {name}.",
        "move.none": "No matching move. Start typing to see your moves.",
        "ai.name": "AI {n}",
    },
    "fr": {
        "err.generic": "Désolé, quelque chose s'est mal passé de mon côté. La partie est sauve ; réessayez.",
        "err.no_game": "Aucune partie dans ce salon. Lancez-en une avec `/play`.",
        "err.game_gone": "Cette partie n'existe plus.",
        "err.game_over": "Cette partie est terminée.",
        "err.channel_busy": "Une partie de **{game}** est déjà ouverte dans ce salon : {link}",
        "err.unknown_game": "Je ne connais pas le jeu `{game}`. Essayez `/games` pour la liste.",
        "err.bad_option": "Cette option n'est pas valide : {error}",
        "err.not_host": "Seul l'hôte ({host}) peut faire cela.",
        "err.not_player": "Vous ne jouez pas dans cette partie.",
        "err.already_joined": "Vous êtes déjà à la table.",
        "err.table_full": "La table est complète ({max} joueurs).",
        "err.not_enough": "Ce jeu demande au moins {min} joueurs (il y en a {n}).",
        "err.not_lobby": "La partie a déjà commencé.",
        "err.not_running": "La partie n'est pas en cours.",
        "err.not_your_turn": "Ce n'est pas votre tour. On attend : {who}.",
        "err.stale": "Ce bouton date d'un moment antérieur de la partie. Voici vos choix actuels.",
        "err.already_played": "Ce coup a déjà été joué.",
        "err.illegal": "Ce coup n'est pas possible maintenant.",
        "err.forged": "Ce bouton n'est pas valide.",
        "err.no_moves": "Vous n'avez rien à décider pour l'instant.",
        "err.host_or_manager": "Seul l'hôte ou quelqu'un ayant « Gérer les salons » peut abandonner la partie.",
        "err.in_dm": "Utilisez cette commande dans le salon où se joue la partie.",
        "err.no_host_left": "Il n'y a plus personne à la table.",
        "lobby.title": "{game} : on cherche des joueurs",
        "lobby.host": "Hôte", "lobby.players": "Joueurs ({n}, {min}–{max})", "lobby.options": "Options",
        "lobby.empty": "personne pour l'instant", "lobby.ai": "IA",
        "lobby.footer": "Rejoignez avec le bouton ci-dessous ; l'hôte lance la partie.",
        "btn.join": "Rejoindre", "btn.leave": "Quitter", "btn.add_ai": "Ajouter une IA", "btn.start": "Lancer",
        "btn.cancel": "Annuler",
        "lobby.joined": "{name} rejoint la table.", "lobby.left": "{name} quitte la table.",
        "lobby.cancelled": "{name} a annulé la partie.", "lobby.created": "Partie créée : {link}",
        "lobby.ai_added": "{name} s'installe.",
        "board.title": "{game}", "board.turn": "On attend {who}", "board.over": "Partie terminée",
        "board.winners": "🏆 Vainqueurs : {who}", "board.scores": "Scores", "board.no_winner": "Personne n'a gagné.",
        "board.log": "Derniers coups", "board.footer": "Partie n°{id} · coup {version}",
        "board.abandoned": "Cette partie a été abandonnée par {name}.", "board.players": "Joueurs",
        "btn.my_hand": "Ma main / jouer", "btn.refresh": "Actualiser",
        "ping.turn": "{mention}, c'est à vous dans **{game}**. {link}",
        "ping.dm_closed": "{mention}, je ne peux pas vous écrire en privé : utilisez `/hand` ou le bouton **Ma main**.",
        "ping.started": "**{game}** commence ! Joueurs : {players}.",
        "hand.title": "{game} — votre vue (place {seat})", "hand.your_turn": "▶️ À vous de jouer.",
        "hand.waiting": "On attend {who}.", "hand.private_log": "Rien que pour vous",
        "hand.choose": "Choisir", "hand.page": "Page {page}/{pages}", "btn.back": "Retour",
        "btn.next": "Page suivante", "btn.prev": "Page précédente", "hand.played": "Vous avez joué : {label}",
        "hand.none": "Rien de privé ici.", "hand.over": "La partie est terminée.", "hand.link": "Plateau : {link}",
        "games.title": "Les jeux que je sais animer", "games.line": "`{id}` — **{name}**, {min} à {max} joueurs",
        "rules.unknown": "Jeu inconnu : `{game}`.",
        "left.ai": "{name} est parti·e ; une IA joue sa place désormais.",
        "abandoned": "{name} a abandonné la partie.",
        "move.none": "Aucun coup ne correspond. Tapez pour voir vos coups.",
        "ai.name": "IA {n}",
    },
})


def t(lang: str, key: str, **fmt) -> str:
    return TEXTS.t(lang, key, **fmt)
