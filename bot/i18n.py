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
        # table manners: timers, undo, history, replay, stats, settings
        "err.timeout_range": "The turn timer must be between 0 (no timer) and {max} minutes on this server.",
        "err.manage_guild": "Only someone with Manage Server can change these settings.",
        "err.replay_not_finished": "Only a finished game can be replayed.",
        "timer.lobby": "⏰ Turn timer: {minutes} min per turn; after {n} timeouts in a row an AI takes the seat.",
        "timer.reminder": "⏰ {mention}, half of your time is gone: about {minutes} min left to play. {link}",
        "timer.played": "⏰ {mention} ran out of time: I played for them ({label}).",
        "timer.to_ai": "⏰ {name} ran out of time {n} turns in a row; an AI plays their seat from now on.",
        "settings.show": "Turn timer for new games: {timer}. Timeouts in a row before an AI takes over: {n}. "
                         "Longest timer a `/play` may ask for: {longest} min.",
        "settings.minutes": "{minutes} min", "settings.off": "none",
        "btn.undo": "Undo",
        "undo.done": "↩️ You took back: {label}",
        "undo.public": "↩️ {name} took back their last move.",
        "undo.refused": "You can't take that back: only your own latest move can be undone, and only if no card "
                        "was drawn, nothing hidden was revealed and nobody else has acted since.",
        "undo.stale": "That Undo button is from an earlier moment of the game.",
        "history.title": "{game} #{id} — history", "history.footer": "Page {page}/{pages} · only you see this",
        "history.empty": "No moves yet.", "history.undone": "↩️ {name} took back a move.",
        "replay.ok": "✅ Game #{id}: replaying seed {seed} and {moves} moves gives the same final state and scores. "
                     "The attached file lets anyone check it again (`python -m bot.replay FILE`).",
        "replay.bad": "❌ Game #{id}: replaying {moves} moves does not give the stored outcome ({error}).",
        "replay.differs": "the final state or scores differ",
        "stats.title": "{name} — games on this server", "stats.none": "No finished games yet.",
        "stats.line": "**{game}**: {played} played, {won} won · {abandoned} abandoned",
        "leaders.title": "{game} — leaderboard",
        "leaders.line": "{rank}. {mention}: {won} won / {played} played",
        "leaders.apart": "-# Counted apart: AI seats {ai_won} won / {ai_played} played · {abandoned} abandoned games",
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
        "err.timeout_range": "Le minuteur doit être entre 0 (sans minuteur) et {max} minutes sur ce serveur.",
        "err.manage_guild": "Seul quelqu'un ayant « Gérer le serveur » peut changer ces réglages.",
        "err.replay_not_finished": "Seule une partie terminée peut être rejouée.",
        "timer.lobby": "⏰ Minuteur : {minutes} min par tour ; après {n} temps dépassés d'affilée, "
                       "une IA prend la place.",
        "timer.reminder": "⏰ {mention}, la moitié de votre temps est écoulée : environ {minutes} min "
                          "pour jouer. {link}",
        "timer.played": "⏰ {mention} a dépassé son temps : j'ai joué à sa place ({label}).",
        "timer.to_ai": "⏰ {name} a dépassé son temps {n} tours d'affilée ; une IA joue sa place désormais.",
        "settings.show": "Minuteur des nouvelles parties : {timer}. Temps dépassés d'affilée avant qu'une IA prenne "
                         "la place : {n}. Minuteur maximal qu'un `/play` peut demander : {longest} min.",
        "settings.minutes": "{minutes} min", "settings.off": "aucun",
        "btn.undo": "Annuler le coup",
        "undo.done": "↩️ Coup repris : {label}",
        "undo.public": "↩️ {name} a repris son dernier coup.",
        "undo.refused": "Impossible de reprendre ce coup : seul votre dernier coup peut l'être, et seulement si "
                        "aucune carte n'a été piochée, rien de caché n'a été révélé et personne d'autre n'a "
                        "joué depuis.",
        "undo.stale": "Ce bouton Annuler date d'un moment antérieur de la partie.",
        "history.title": "{game} n°{id} — historique", "history.footer": "Page {page}/{pages} · vous seul·e voyez ceci",
        "history.empty": "Aucun coup pour l'instant.", "history.undone": "↩️ {name} a repris un coup.",
        "replay.ok": "✅ Partie n°{id} : rejouer la graine {seed} et les {moves} coups redonne le même état final et "
                     "les mêmes scores. Le fichier joint permet à chacun de revérifier "
                     "(`python -m bot.replay FICHIER`).",
        "replay.bad": "❌ Partie n°{id} : rejouer {moves} coups ne redonne pas le résultat enregistré ({error}).",
        "replay.differs": "l'état final ou les scores diffèrent",
        "stats.title": "{name} — parties sur ce serveur", "stats.none": "Aucune partie terminée pour l'instant.",
        "stats.line": "**{game}** : {played} jouées, {won} gagnées · {abandoned} abandonnées",
        "leaders.title": "{game} — classement",
        "leaders.line": "{rank}. {mention} : {won} gagnées / {played} jouées",
        "leaders.apart": "-# À part : sièges IA {ai_won} gagnées / {ai_played} jouées · "
                         "{abandoned} parties abandonnées",
    },
})


def t(lang: str, key: str, **fmt) -> str:
    return TEXTS.t(lang, key, **fmt)
