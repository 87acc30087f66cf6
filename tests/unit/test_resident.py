"""odsgen.parallel.Resident: one forked helper answering call after call, which a command
uses for every module it has MLIR's bindings parse (odsgen.checking.inputs.custom_syntax).
It is an optimisation only: wherever it cannot answer, ``call`` says so, and the caller asks
again the way it would without it. These tests run real helpers (fork)."""

from __future__ import annotations

import os
import signal
import time

import pytest

from odsgen.parallel import Resident, resident_helper, resident_scope

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the resident helper is a forked process")


def _pid_and(x):
    return os.getpid(), x * 2


def _die(_x):
    os.kill(os.getpid(), signal.SIGKILL)


def _raise(_x):
    raise ValueError("in the helper")


def _sleep(seconds):
    time.sleep(seconds)
    return seconds


def _grow(n):
    global _ballast
    _ballast = bytearray(n)
    _ballast[::4096] = b"x" * len(_ballast[::4096])  # (touched: resident, not just reserved)
    return os.getpid()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_one_helper_answers_every_call():
    helper = Resident()
    try:
        answers = [helper.call(_pid_and, k) for k in range(20)]
        assert [a[1][1] for a in answers] == [k * 2 for k in range(20)] and all(a[0] for a in answers)
        pids = {a[1][0] for a in answers}
        assert len(pids) == 1 and os.getpid() not in pids
    finally:
        helper.close()
    assert not _alive(pids.pop())


def test_a_helper_that_dies_in_a_call_says_so_and_the_next_call_has_a_new_one():
    helper = Resident()
    try:
        ok, (first, _) = helper.call(_pid_and, 1)
        assert ok
        assert helper.call(_die, 0) == (False, None)
        assert not _alive(first)
        ok, (second, value) = helper.call(_pid_and, 3)
        assert ok and value == 6 and second != first
    finally:
        helper.close()


def test_a_call_that_raises_gets_no_answer():
    helper = Resident()
    try:
        assert helper.call(_raise, 0) == (False, None)
        assert helper.call(_pid_and, 2)[1][1] == 4
    finally:
        helper.close()


def test_a_function_it_cannot_name_gets_no_answer_and_no_helper():
    helper = Resident()
    assert helper.call(lambda x: x, 1) == (False, None)
    assert helper.pid == 0


def test_a_helper_that_grew_retires_after_answering():
    helper = Resident(grow=32 << 20)
    try:
        ok, first = helper.call(_grow, 64 << 20)
        assert ok and helper.pid == 0  # (it answered, then left)
        ok, second = helper.call(_grow, 1 << 10)
        assert ok and second != first and helper.pid == second  # (a small one stays)
    finally:
        helper.close()


def test_a_forked_process_starts_its_own_helper_and_leaves_its_parents_alone():
    helper = Resident()
    try:
        parent_helper = helper.call(_pid_and, 0)[1][0]
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # (the forked process: asks, answers the test through the pipe)
            try:
                os.close(r)
                ok, (theirs, _) = helper.call(_pid_and, 0)
                helper.close()
                os.write(w, f"{int(ok)} {theirs}".encode())
            finally:
                os._exit(0)
        os.close(w)
        with os.fdopen(r) as f:
            ok, theirs = f.read().split()
        os.waitpid(pid, 0)
        assert ok == "1" and int(theirs) != parent_helper
        assert helper.call(_pid_and, 5) == (True, (parent_helper, 10))  # (the parent's is untouched)
    finally:
        helper.close()


def test_an_interrupt_while_it_works_kills_the_helper():
    helper = Resident()

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    old = signal.signal(signal.SIGALRM, interrupt)
    try:
        pid = helper.call(_pid_and, 0)[1][0]
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        with pytest.raises(KeyboardInterrupt):
            helper.call(_sleep, 5)
        assert helper.pid == 0 and not _alive(pid)
        assert helper.call(_sleep, 0) == (True, 0)  # (no late answer of the interrupted call is read)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        helper.close()


def test_the_scope_has_one_helper_and_kills_it_at_its_end():
    assert resident_helper() is None
    with resident_scope():
        helper = resident_helper()
        assert helper is not None
        pid = helper.call(_pid_and, 0)[1][0]
        assert resident_helper() is helper and _alive(pid)
    assert resident_helper() is None and not _alive(pid)


def test_a_scope_inside_another_uses_the_outer_helper_and_leaves_it_running():
    """``validate_many`` (a scope of its own) inside ``odsgen.session()`` (the outer one)."""
    with resident_scope():
        outer = resident_helper()
        pid = outer.call(_pid_and, 0)[1][0]
        with resident_scope():
            assert resident_helper() is outer
            assert outer.call(_pid_and, 1)[1] == (pid, 2)
        assert resident_helper() is outer and _alive(pid)
    assert resident_helper() is None and not _alive(pid)


def test_a_call_sent_ahead_is_taken_by_its_key_and_survives_other_calls():
    helper = Resident()
    try:
        helper.ahead("k1", _pid_and, 21)
        assert helper.call(_pid_and, 1)[1][1] == 2  # (another call meanwhile: the answer ahead is kept)
        helper.ahead("k2", _pid_and, 4)
        assert helper.take("nothing") is None
        ok, (pid, value) = helper.take("k1")
        assert ok and value == 42
        assert helper.take("k2") == (True, (pid, 8))
        assert helper.take("k1") is None  # (taken once)
    finally:
        helper.close()


def test_a_call_sent_ahead_whose_helper_dies_is_no_answer():
    helper = Resident()
    try:
        helper.ahead("dies", _die, 0)
        assert helper.take("dies") == (False, None)
        assert helper.call(_pid_and, 2)[1][1] == 4
    finally:
        helper.close()
