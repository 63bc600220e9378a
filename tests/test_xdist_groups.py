"""``make test`` runs with ``--dist loadgroup``: the tests of one ``xdist_group`` run on one
worker in turn (the ones that write into the checkout, `tests/test_install.py`, need it).

pytest-xdist marks a grouped test by adding ``@group`` to its id in the worker; a pytest that
keeps the id elsewhere (pytest 9 with pytest-xdist 3.8) loses the mark, and the scheduler
then spreads a group's tests over every worker without a word. This test sees the id as the
scheduler sees it.
"""

import pytest


@pytest.mark.xdist_group("groups-are-kept")
def test_a_grouped_test_carries_its_group_to_the_scheduler(request: pytest.FixtureRequest) -> None:
    config = request.config
    if not hasattr(config, "workerinput") or not config.getvalue("loadgroup"):
        pytest.skip("only under pytest-xdist's --dist loadgroup (make test)")
    assert request.node.nodeid.endswith("@groups-are-kept"), (
        f"{request.node.nodeid!r}: the xdist_group mark did not reach the scheduler "
        "(pytest and pytest-xdist disagree on where a test's id is kept)")
