"""The deployment files say what the README says: a non-root container with the database on a
volume and `juez run` as its process, restarted and health-checked by compose and systemd."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_dockerfile_runs_juez_as_a_non_root_user_with_data_on_a_volume() -> None:
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    assert "USER juez" in text and 'VOLUME ["/data"]' in text and 'CMD ["juez", "run"]' in text
    assert "DATABASE_PATH=/data/" in text and "HEALTHCHECK" in text
    for package in ("engine", "bot", "cogs"):  # every package pyproject.toml installs
        assert f"COPY {package} ./{package}" in text


def test_compose_and_systemd_restart_and_give_the_drain_time() -> None:
    compose = (ROOT / "deploy/compose.yaml").read_text(encoding="utf-8")
    assert "restart: unless-stopped" in compose and "healthcheck:" in compose and "juez-data:/data" in compose
    unit = (ROOT / "deploy/juez.service").read_text(encoding="utf-8")
    assert "Restart=always" in unit and "ExecStart=/opt/juez/.venv/bin/juez run" in unit
    assert "TimeoutStopSec=20" in unit  # longer than the 10 s drain
