from __future__ import annotations

from ubuild_desktop.core.userdata import data_dir, subfolder


def test_data_dir_follows_the_override(tmp_path, monkeypatch):
    monkeypatch.setenv("UBUILD_DATA_DIR", str(tmp_path / "here"))
    assert data_dir() == tmp_path / "here"
    assert subfolder("autosave").is_dir()


def test_default_is_under_the_home_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("UBUILD_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("APPDATA", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    assert str(data_dir()).startswith(str(tmp_path))
