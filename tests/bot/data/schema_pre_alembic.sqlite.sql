-- Meeple's schema as main created it before Alembic (commit 27f8a08), sqlite: frozen, never edit.

CREATE TABLE games (
	id INTEGER NOT NULL, 
	guild_id BIGINT, 
	channel_id BIGINT NOT NULL, 
	game VARCHAR NOT NULL, 
	status VARCHAR NOT NULL, 
	host_id BIGINT NOT NULL, 
	lang VARCHAR NOT NULL, 
	seats JSON, 
	options JSON, 
	seed BIGINT NOT NULL, 
	state JSON, 
	version INTEGER NOT NULL, 
	board_message_id BIGINT, 
	dms JSON, 
	dm_warned JSON, 
	pinged JSON, 
	ping_message_id BIGINT, 
	announced_version INTEGER, 
	result JSON, 
	created_at DATETIME NOT NULL, 
	updated_at DATETIME NOT NULL, 
	finished_at DATETIME, 
	PRIMARY KEY (id)
);

CREATE INDEX ix_games_game ON games (game);

CREATE INDEX ix_games_guild_id ON games (guild_id);

CREATE INDEX ix_games_status ON games (status);

CREATE UNIQUE INDEX uq_games_active_channel ON games (channel_id) WHERE status IN ('lobby', 'running');

CREATE TABLE guild_settings (
	guild_id BIGINT NOT NULL, 
	turn_timeout INTEGER, 
	max_timeouts INTEGER NOT NULL, 
	longest_timeout INTEGER NOT NULL, 
	updated_at DATETIME NOT NULL, 
	PRIMARY KEY (guild_id)
);

CREATE TABLE game_clocks (
	game_row_id INTEGER NOT NULL, 
	timeout_s INTEGER NOT NULL, 
	max_timeouts INTEGER NOT NULL, 
	PRIMARY KEY (game_row_id), 
	FOREIGN KEY(game_row_id) REFERENCES games (id)
);

CREATE TABLE moves (
	id INTEGER NOT NULL, 
	game_row_id INTEGER NOT NULL, 
	version INTEGER NOT NULL, 
	seat INTEGER NOT NULL, 
	move_id VARCHAR NOT NULL, 
	user_id BIGINT, 
	events JSON, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (game_row_id, version), 
	FOREIGN KEY(game_row_id) REFERENCES games (id)
);

CREATE INDEX ix_moves_game_row_id ON moves (game_row_id);

CREATE TABLE seat_clocks (
	game_row_id INTEGER NOT NULL, 
	seat INTEGER NOT NULL, 
	version INTEGER NOT NULL, 
	due_at DATETIME, 
	remind_at DATETIME, 
	reminded BOOLEAN NOT NULL, 
	timed_out BOOLEAN NOT NULL, 
	strikes INTEGER NOT NULL, 
	PRIMARY KEY (game_row_id, seat), 
	FOREIGN KEY(game_row_id) REFERENCES games (id)
);

CREATE INDEX ix_seat_clocks_due_at ON seat_clocks (due_at);

CREATE TABLE stats (
	id INTEGER NOT NULL, 
	game_row_id INTEGER NOT NULL, 
	guild_id BIGINT, 
	game VARCHAR NOT NULL, 
	seat INTEGER NOT NULL, 
	user_id BIGINT, 
	name VARCHAR NOT NULL, 
	ai BOOLEAN NOT NULL, 
	outcome VARCHAR NOT NULL, 
	score FLOAT, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (game_row_id, seat), 
	FOREIGN KEY(game_row_id) REFERENCES games (id)
);

CREATE INDEX ix_stats_game ON stats (game);

CREATE INDEX ix_stats_game_row_id ON stats (game_row_id);

CREATE INDEX ix_stats_guild_id ON stats (guild_id);

CREATE INDEX ix_stats_user_id ON stats (user_id);

CREATE TABLE undo_marks (
	game_row_id INTEGER NOT NULL, 
	version INTEGER NOT NULL, 
	seat INTEGER NOT NULL, 
	user_id BIGINT, 
	PRIMARY KEY (game_row_id), 
	FOREIGN KEY(game_row_id) REFERENCES games (id)
);

CREATE TABLE undone_moves (
	id INTEGER NOT NULL, 
	game_row_id INTEGER NOT NULL, 
	version INTEGER NOT NULL, 
	undo_version INTEGER NOT NULL, 
	seat INTEGER NOT NULL, 
	move_id VARCHAR NOT NULL, 
	user_id BIGINT, 
	events JSON, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(game_row_id) REFERENCES games (id)
);

CREATE INDEX ix_undone_moves_game_row_id ON undone_moves (game_row_id);
