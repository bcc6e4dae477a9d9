# Juez in a container: a non-root user, the database on a volume, `juez run` as the process.
#   docker build -t juez .
#   docker run -d --name juez --restart unless-stopped -e DISCORD_TOKEN=… -v juez-data:/data juez
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DATABASE_PATH=/data/juez.sqlite3 \
    HEARTBEAT_FILE=/tmp/juez-heartbeat

RUN useradd --create-home --uid 10001 juez && mkdir /data && chown juez:juez /data
WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-cache-dir .

USER juez
VOLUME ["/data"]
# Healthy while the gateway is connected (the bot's heartbeat file is fresh). The database's
# integrity is checked at every start; a gateway down for GATEWAY_GRACE (300 s) exits the
# process (code 75), and the restart policy starts it again.
HEALTHCHECK --interval=30s --timeout=10s --start-period=2m --retries=3 CMD ["juez", "doctor", "--live"]
# SIGTERM drains the commands being answered (up to 10 s) before the process exits.
STOPSIGNAL SIGTERM
CMD ["juez", "run"]
