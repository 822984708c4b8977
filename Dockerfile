FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 \
    DATABASE_URL=sqlite+aiosqlite:////data/meeple.db

RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 meeple && mkdir /data && chown meeple /data
WORKDIR /app

# Dependencies first, from pyproject.toml alone: a change of the code rebuilds only the layers below.
COPY pyproject.toml ./
RUN python -c "import tomllib; p = tomllib.load(open('pyproject.toml', 'rb'))['project']; \
print('\n'.join(p['dependencies'] + p['optional-dependencies']['postgres']))" > /tmp/requirements.txt \
    && pip install --no-cache-dir -r /tmp/requirements.txt && rm /tmp/requirements.txt

COPY README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY engine ./engine
RUN pip install --no-cache-dir --no-deps .

USER meeple
VOLUME ["/data"]
# docker stop sends SIGTERM: the bot answers "restarting" to new clicks, finishes moves in flight, closes
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
