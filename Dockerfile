# An exact tag (Python 3.11.7, Debian bookworm), the Python that CI tests on; see docs/deployment.md to move it.
FROM python:3.11.7-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 \
    DATABASE_URL=sqlite+aiosqlite:////data/meeple.db

RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 meeple && mkdir /data && chown meeple /data
WORKDIR /app

# Dependencies first, from the lock file alone (exact versions and hashes, the postgres driver included): a
# change of the code rebuilds only the layers below, and the image runs exactly what CI tested.
COPY requirements/runtime.txt ./requirements/runtime.txt
RUN pip install --no-cache-dir --require-hashes -r requirements/runtime.txt

COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY engine ./engine
RUN pip install --no-cache-dir --no-deps .

USER meeple
VOLUME ["/data"]
# docker stop sends SIGTERM: the bot answers "restarting" to new clicks, finishes moves in flight, closes
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
