"""The collector pause around a check must always hand the collector back as it found it."""

from __future__ import annotations

import gc
import threading

import pytest

from engine.collector import collector_paused
from engine.model import GameState
from engine.sba import check_sba


@pytest.fixture(autouse=True)
def _restore_collector() -> object:
    was = gc.isenabled()
    yield
    if was:
        gc.enable()
    else:
        gc.disable()


def test_collector_is_paused_inside_and_running_after() -> None:
    gc.enable()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_already_off_stays_off() -> None:
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()


def test_nested_pauses_resume_only_at_the_outermost() -> None:
    gc.enable()
    with collector_paused():
        with collector_paused():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()


def test_an_error_inside_still_resumes_the_collector() -> None:
    gc.enable()
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("boom")
    assert gc.isenabled()


def test_overlapping_pauses_from_threads_resume_once_all_are_done() -> None:
    gc.enable()
    inside = threading.Barrier(3)
    leave = threading.Event()

    def work() -> None:
        with collector_paused():
            inside.wait()
            leave.wait()

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    inside.wait()
    assert not gc.isenabled()
    leave.set()
    for t in threads:
        t.join()
    assert gc.isenabled()


def test_704_3_a_check_leaves_the_collector_running() -> None:
    gc.enable()
    check_sba(GameState())
    assert gc.isenabled()
