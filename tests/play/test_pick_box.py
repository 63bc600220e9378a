"""The turn panel's pick box says what each rule set's pick is for: the kinds of pick are
each play plug-in's own (``PickKind`` in ``play/ubuild/turn_model.py`` and
``play/traditional/turn_model.py``) and so are their words (``pick_words``); the shared
box shows them, the properties a building may go next to, and Cancel. Driven through the
real buttons and combo box."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.pieces import SpaceKind
from ubuild_desktop.play.traditional.turn_model import PickKind as StreetPick
from ubuild_desktop.play.ubuild.turn_model import PickKind
from ubuild_desktop.words import district_name, money
from tests.engine.helpers import give
from tests.play.helpers import click, make_trad_window, make_window, roll


def test_a_special_building_s_pick_box_names_it_its_price_and_the_districts_it_may_go_next_to(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, track="pro")
    panel = window.turn_panel
    state = window.controller.state
    group = [state.game.districts[d].card.id for d in state.game.groups[0].districts]
    give(state, 0, *group)  # a whole group, as deals would give
    state.position[0] = state.game.space_kinds.index(SpaceKind.FREE_PARKING) - 3
    roll(qtbot, window, 1, 2)  # Ana lands on Free Parking: nothing to pay, she may build
    click(qtbot, panel.sky_button)
    mode, part = panel.picking, panel.model.pick
    assert mode is not None and mode.kind is PickKind.SPECIAL and mode.special is BuildingKind.SKYSCRAPER
    assert part is not None and part.districts and mode.district == part.districts[0]
    box = panel.pick_box
    assert box.isVisible() and box.title() == "Skyscraper"
    assert box.pick_label.text() == (f"Costs {money(part.price)}. Click a highlighted site next to the district.")
    assert box.pick_keys.text() == "Keys: arrows or Tab go from site to site, Enter picks, Esc cancels."
    combo = box.attach_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names == [f"Next to {district_name(state.game.district(d).card.name)}" for d in part.districts]
    assert combo.isVisible()
    qtbot.wait(50)
    window.grab().save(str(tmp_path / "special_pick.png"))
    assert len(part.districts) > 1  # this group gives a choice: another district, its sites light up
    combo.setCurrentIndex(1)
    assert panel.picking is not None and panel.picking.district == part.districts[1]
    assert panel.model.pick is not None and panel.model.pick.mode.district == part.districts[1]
    click(qtbot, panel.cancel_pick)
    assert panel.picking is None and not box.isVisible() and panel.sky_button.isVisible()


def test_a_street_s_pick_box_says_what_a_click_does_in_the_traditional_game(qtbot: QtBot) -> None:
    from tests.traditional.helpers import give as give_street

    window = make_trad_window(qtbot)
    panel = window.turn_panel
    give_street(window.controller.state, 0, "cobbler-lane", "tinker-row")  # a whole group
    window.sync()
    click(qtbot, panel.build_house_button)
    assert panel.picking is not None and panel.picking.kind is StreetPick.BUILD_HOUSE
    box = panel.pick_box
    assert box.isVisible() and box.title() == "Build a house or hotel"
    assert box.pick_label.text() == "Click a highlighted street: a house goes there (a hotel on four houses)."
    assert box.pick_keys.text() == "Keys: arrows or Tab go from street to street, Enter picks, Esc cancels."
    assert not box.attach_combo.isVisible()  # nothing goes next to a property here
    click(qtbot, panel.cancel_pick)
    assert panel.picking is None and not box.isVisible()
