"""Track files: round trips, atomic saves, migrations, and every kind of bad input."""

from __future__ import annotations

import json
import os

import pytest

from ubuild_desktop.cli import main
from ubuild_desktop.core import trackfile
from ubuild_desktop.core.trackfile import (
    TrackFileError, builtin_track_names, dump_track, load_builtin, load_track, parse_track, resolve_track, save_track,
)


def starter_doc() -> dict:
    return json.loads(dump_track(load_builtin("starter")))


def test_builtin_names():
    assert {"starter", "classic", "pro", "classic-railroad"} <= set(builtin_track_names())


@pytest.mark.parametrize("name", ["starter", "classic", "pro", "classic-railroad"])
def test_save_and_load_round_trip(tmp_path, name):
    track = load_builtin(name)
    path = tmp_path / f"{name}.json"
    save_track(track, path)
    assert load_track(path) == track
    assert resolve_track(str(path)) == track


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path, monkeypatch):
    path = tmp_path / "t.json"
    save_track(load_builtin("starter"), path)
    before = path.read_bytes()

    def explode(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", explode)
    with pytest.raises(OSError):
        save_track(load_builtin("pro"), path)
    assert path.read_bytes() == before  # the old file is intact
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]


@pytest.mark.skipif(os.name != "posix", reason="file permissions are POSIX's")
def test_a_saved_file_gets_the_usual_permissions_and_a_replaced_one_keeps_its_own(tmp_path):
    old_umask = os.umask(0o022)
    try:
        new = tmp_path / "new.json"
        save_track(load_builtin("starter"), new)
        assert oct(new.stat().st_mode & 0o777) == oct(0o644), "a new file: what the umask gives, as any save"
        private = tmp_path / "private.json"
        private.write_text("{}")
        private.chmod(0o600)
        save_track(load_builtin("starter"), private)
        assert oct(private.stat().st_mode & 0o777) == oct(0o600), "a replaced file keeps its permissions"
        exported = trackfile.temporary_beside(tmp_path / "track.png")
        assert oct(exported.stat().st_mode & 0o777) == oct(0o644)
        assert exported.name.startswith(".track.png.") and exported.name.endswith(".tmp")
        assert trackfile.leftover_temporaries(tmp_path / "track.png") == [exported]
    finally:
        os.umask(old_umask)


def test_migrations_run_on_the_raw_document_before_validation(monkeypatch):
    doc = starter_doc()
    doc["format_version"] = 0
    doc["title"] = doc.pop("name")  # pretend format 0 called it "title"

    def zero_to_one(raw):
        raw["name"] = raw.pop("title")
        return raw

    monkeypatch.setitem(trackfile.MIGRATIONS, 0, zero_to_one)
    monkeypatch.setattr(trackfile, "FIRST_FORMAT_VERSION", 0)
    track = parse_track(json.dumps(doc))
    assert track.name == "Starter"
    assert track.format_version == 1


BAD_DOCUMENTS = {
    "truncated JSON": (lambda: dump_track(load_builtin("starter"))[:200], "not valid JSON"),
    "wrong type": (lambda: json.dumps({**starter_doc(), "boxes": "many"}), "boxes"),
    "unknown field": (lambda: json.dumps({**starter_doc(), "colour": "red"}), "colour: Extra inputs are not permitted"),
    "unknown piece kind": (
        lambda: json.dumps({**starter_doc(), "pieces": [{**starter_doc()["pieces"][0], "kind": "castle"}]}),
        "pieces.0.kind",
    ),
    "absurd coordinates": (
        lambda: json.dumps({**starter_doc(), "pieces": [{**starter_doc()["pieces"][0], "cell": [10**12, 0]}]}),
        "beyond",
    ),
    "future version": (lambda: json.dumps({**starter_doc(), "format_version": 99}), "newer"),
    "missing version": (lambda: json.dumps({"name": "x"}), "format_version"),
    "not an object": (lambda: "[1, 2, 3]", "expected a JSON object"),
    "duplicate ids": (
        lambda: json.dumps({**starter_doc(), "pieces": starter_doc()["pieces"][:1] * 2}),
        "used twice",
    ),
    "connector on the shared edge": (
        lambda: json.dumps({**starter_doc(), "pieces": [{**starter_doc()["pieces"][1], "connectors": [0, 0]}]}),
        "hexes share",
    ),
    "double without tile": (
        lambda: json.dumps({**starter_doc(), "pieces": [{k: v for k, v in starter_doc()["pieces"][1].items() if k != "tile"}]}),
        "tile",
    ),
    "deep nesting": (lambda: "[" * 100_000 + "]" * 100_000, "not"),
}


@pytest.mark.parametrize("case", sorted(BAD_DOCUMENTS))
def test_bad_documents_give_one_clear_line_naming_the_file(tmp_path, case, capsys):
    make, expected = BAD_DOCUMENTS[case]
    path = tmp_path / "bad.json"
    path.write_text(make(), encoding="utf-8")
    with pytest.raises(TrackFileError) as err:
        load_track(path)
    message = str(err.value)
    assert message.startswith(str(path))
    assert expected in message
    assert "\n" not in message
    assert main(["validate", str(path)]) == 2
    err_out = capsys.readouterr().err
    assert str(path) in err_out and "Traceback" not in err_out
    assert err_out.count("\n") == 1


def test_binary_file(tmp_path, capsys):
    path = tmp_path / "image.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 10)
    assert main(["validate", str(path)]) == 2
    assert "binary" in capsys.readouterr().err


def test_a_100_mb_file_is_refused_without_reading_it(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # sparse: costs no disk
    assert main(["validate", str(path)]) == 2
    assert "more than" in capsys.readouterr().err


def test_missing_file_and_folder(tmp_path, capsys):
    assert main(["validate", str(tmp_path / "nope.json")]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main(["validate", str(tmp_path)]) == 2
    assert "folder" in capsys.readouterr().err


def test_unknown_builtin_name_is_a_missing_file(capsys):
    assert main(["validate", "no-such-track"]) == 2
    assert "no-such-track" in capsys.readouterr().err


def test_a_number_too_long_to_read(tmp_path, capsys):
    path = tmp_path / "digits.json"
    path.write_text('{"format_version": ' + "1" * 5000 + "}", encoding="utf-8")
    with pytest.raises(TrackFileError) as err:
        load_track(path)
    assert str(err.value).startswith(str(path))
    assert main(["validate", str(path)]) == 2
