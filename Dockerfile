# Juez in a container: a non-root user, the database on a volume, `juez run` as the process.
#   docker build -t juez .
#   docker run -d --name juez --restart unless-stopped -e DISCORD_TOKEN=… -v juez-data:/data juez
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DATABASE_PATH=/data/juez.sqlite3

RUN useradd --create-home --uid 10001 juez && mkdir /data && chown juez:juez /data
WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-cache-dir .

USER juez
VOLUME ["/data"]
# Healthy when the database passes SQLite's integrity check (exit 1 when it doesn't).
HEALTHCHECK --interval=5m --timeout=60s --start-period=2m CMD ["juez", "doctor"]
# SIGTERM drains the commands being answered (up to 10 s) before the process exits.
STOPSIGNAL SIGTERM
CMD ["juez", "run"]
