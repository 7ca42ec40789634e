"""packaging/linux/install.sh keeps the player's saves and settings (issue 18, item 1).

Each test builds a bundle folder shaped like the one packaging/build.py makes, runs the real
install.sh with `sh` in a temporary HOME, and compares the player's files byte for byte.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import platformdirs
import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.annodesktop.AnnoDesktop"
ICONS = ("48x48", "256x256", "scalable")

pytestmark = pytest.mark.skipif(shutil.which("sh") is None, reason="needs a POSIX sh")


def _icon_name(size: str) -> str:
    return f"{APP_ID}.svg" if size == "scalable" else f"{APP_ID}.png"


def make_bundle(folder: Path) -> Path:
    """The files install.sh expects in an unpacked bundle, with a program that says hello."""
    folder.mkdir(parents=True)
    program = folder / "anno-desktop"
    program.write_text('#!/bin/sh\necho "Anno Desktop started with $# arguments"\n')
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    (folder / "_internal").mkdir()
    (folder / "_internal" / "base_library.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml", "install.sh"):
        shutil.copy2(LINUX / name, folder / name)
    (folder / "LICENSE").write_text("MIT License\n")
    for size in ICONS:
        icon = folder / "share" / "icons" / "hicolor" / size / "apps" / _icon_name(size)
        icon.parent.mkdir(parents=True)
        icon.write_bytes(b"icon " + size.encode())
    return folder


class Home:
    """A temporary user account: its environment and where platformdirs puts its files."""

    def __init__(self, home: Path, monkeypatch: pytest.MonkeyPatch, **xdg: Path) -> None:
        home.mkdir(parents=True)
        self.home = home
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "ANNO_"))}
        self.env["HOME"] = str(home)
        self.env.update({key: str(value) for key, value in xdg.items()})
        with monkeypatch.context() as env:
            for key in [k for k in os.environ if k.startswith(("XDG_", "ANNO_"))]:
                env.delenv(key)
            for key, value in self.env.items():
                env.setenv(key, value)
            self.data = Path(platformdirs.user_data_dir("anno-desktop", appauthor=False))
            self.config = Path(platformdirs.user_config_dir("anno-desktop", appauthor=False))
            self.logs = Path(platformdirs.user_log_dir("anno-desktop", appauthor=False))
        share = Path(xdg.get("XDG_DATA_HOME", home / ".local" / "share"))
        self.applications = share / "applications"
        self.metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
        self.icons = share / "icons" / "hicolor"
        self.program_dir = share / "anno-desktop-app"
        self.link = home / ".local" / "bin" / "anno-desktop"

    def run(self, script: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        done = subprocess.run(
            ["sh", str(script), *args],
            env=self.env,
            cwd=self.home,
            capture_output=True,
            text=True,
            timeout=60,
        )
        if check:
            assert done.returncode == 0, done.stderr
        return done

    def put_player_files(self) -> dict[Path, bytes]:
        """Saves, an autosave, settings and a log where the game itself writes them."""
        files = {
            self.data / "saves" / "autosave.json": b'{"schema_version": 1, "game": "anno1701"}',
            self.data / "saves" / "turn 9, two humans.json": bytes(range(256)) * 4,
            self.config / "settings.json": b'{"ui_scale": 1.5, "fullscreen": true}\n',
            self.logs / "anno-desktop.log": b"started\n",
        }
        for path, content in files.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)
        return files

    def installed_desktop_file(self) -> Path:
        return self.applications / f"{APP_ID}.desktop"

    def installed_icons(self) -> list[Path]:
        return sorted(self.icons.rglob(f"{APP_ID}.*")) if self.icons.exists() else []


def unchanged(files: dict[Path, bytes]) -> bool:
    return all(path.is_file() and path.read_bytes() == content for path, content in files.items())


def exec_argv(desktop_file: Path) -> list[str]:
    """The Exec= command line of a desktop entry, parsed as the Desktop Entry Specification
    says: string escapes first, then double-quoted arguments with \\ " ` $ escaped, then %%."""
    (line,) = [ln for ln in desktop_file.read_text().splitlines() if ln.startswith("Exec=")]
    value, raw = "", line[len("Exec=") :]
    i = 0
    while i < len(raw):
        if raw[i] == "\\" and i + 1 < len(raw):
            value += {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(raw[i + 1], raw[i + 1])
            i += 2
        else:
            value += raw[i]
            i += 1
    argv, arg, quoted, i = [], None, False, 0
    while i < len(value):
        char = value[i]
        if quoted:
            if char == "\\":
                assert value[i + 1] in '"`$\\', f"bad escape in {line!r}"
                arg += value[i + 1]
                i += 1
            elif char == '"':
                quoted = False
            else:
                arg += char
        elif char == '"':
            quoted, arg = True, arg or ""
        elif char == " ":
            if arg is not None:
                argv.append(arg)
            arg = None
        else:
            assert char not in "\"'\\><~|&;$*?#()`\t", f"unquoted {char!r} in {line!r}"
            arg = (arg or "") + char
        i += 1
    assert not quoted, f"unterminated quote in {line!r}"
    if arg is not None:
        argv.append(arg)
    return [a.replace("%%", "%") for a in argv]


def assert_installed(home: Home) -> None:
    program = home.program_dir / "anno-desktop"
    assert program.is_file() and os.access(program, os.X_OK)
    assert (home.program_dir / "_internal" / "base_library.zip").is_file()
    assert home.link.is_symlink() and home.link.resolve() == program.resolve()
    argv = exec_argv(home.installed_desktop_file())
    assert argv == [str(program)]
    started = subprocess.run(argv, capture_output=True, text=True, check=True)
    assert "Anno Desktop started" in started.stdout
    assert home.metainfo.is_file()
    assert len(home.installed_icons()) == len(ICONS)
    for user_dir in (home.data, home.config, home.logs):
        assert not home.program_dir.resolve().is_relative_to(user_dir.resolve())
        assert not user_dir.resolve().is_relative_to(home.program_dir.resolve())


def assert_uninstalled(home: Home) -> None:
    assert not home.program_dir.exists()
    assert not home.link.exists() and not home.link.is_symlink()
    assert not home.installed_desktop_file().exists()
    assert not home.metainfo.exists()
    assert home.installed_icons() == []


HOMES = {
    "defaults": ("player one", lambda home: {}),
    "xdg folders, quotes and dollars": (
        'Jo\'s "games" $HOME 100% `x` \\ folder',
        lambda home: {
            "XDG_DATA_HOME": home / "my data",
            "XDG_CONFIG_HOME": home / "my config",
            "XDG_STATE_HOME": home / "my state",
        },
    ),
}


@pytest.mark.parametrize("home_kind", list(HOMES))
def test_install_reinstall_uninstall_keep_saves_and_settings(tmp_path, monkeypatch, home_kind):
    name, xdg = HOMES[home_kind]
    home = Home(tmp_path / name, monkeypatch, **xdg(tmp_path / name))
    bundle = make_bundle(tmp_path / "unpacked" / "anno-desktop")

    out = home.run(bundle / "install.sh")
    assert "installed" in out.stdout
    assert_installed(home)
    files = home.put_player_files()

    home.run(bundle / "install.sh")  # reinstall from the unpacked archive
    assert_installed(home)
    assert unchanged(files)
    home.run(home.program_dir / "install.sh")  # and from the installed copy
    assert_installed(home)
    assert unchanged(files)

    (bundle / "anno-desktop").write_text('#!/bin/sh\necho "Anno Desktop started, v2"\n')
    home.run(bundle / "install.sh")  # upgrade over the installed program
    assert "v2" in (home.program_dir / "anno-desktop").read_text()
    assert unchanged(files)

    out = home.run(home.program_dir / "install.sh", "--uninstall")
    assert "Saves and settings were kept" in out.stdout
    assert_uninstalled(home)
    assert unchanged(files)
    assert sorted(p for p in home.data.rglob("*") if p.is_file()) == sorted(
        p for p in files if p.is_relative_to(home.data)
    )


def test_upgrade_from_the_old_layout_keeps_saves_and_removes_only_the_old_program(
    tmp_path, monkeypatch
):
    """Version 0.1.0 copied the bundle into the saves' own folder and linked it from there."""
    home = Home(tmp_path / "old player", monkeypatch)
    old = make_bundle(tmp_path / "old" / "anno-desktop")
    (old / "LICENSE").unlink()  # 0.1.0 shipped none
    shutil.copytree(old, home.data)
    files = home.put_player_files()
    notes = home.data / "notes.txt"  # something the player put there themselves
    notes.write_text("my own notes")
    files[notes] = notes.read_bytes()
    home.link.parent.mkdir(parents=True)
    home.link.symlink_to(home.data / "anno-desktop")
    home.applications.mkdir(parents=True)
    (home.applications / f"{APP_ID}.desktop").write_text(
        f"[Desktop Entry]\nExec={home.data}/anno-desktop\n"
    )

    home.run(make_bundle(tmp_path / "new" / "anno-desktop") / "install.sh")

    assert_installed(home)
    assert unchanged(files)
    assert sorted(p.name for p in home.data.iterdir()) == ["notes.txt", "saves"]

    home.run(home.program_dir / "install.sh", "--uninstall")
    assert_uninstalled(home)
    assert unchanged(files)


def test_uninstall_alone_cleans_the_old_layout_and_keeps_saves(tmp_path, monkeypatch):
    home = Home(tmp_path / "player", monkeypatch)
    old = make_bundle(tmp_path / "old" / "anno-desktop")
    (old / "LICENSE").unlink()
    shutil.copytree(old, home.data)
    files = home.put_player_files()
    home.run(home.data / "install.sh", "--uninstall")
    assert unchanged(files)
    assert sorted(p.name for p in home.data.iterdir()) == ["saves"]


def test_a_launcher_of_another_installation_is_left_alone(tmp_path, monkeypatch):
    home = Home(tmp_path / "player", monkeypatch)
    pipx_program = tmp_path / "pipx" / "anno-desktop"
    pipx_program.parent.mkdir()
    pipx_program.write_text("#!/bin/sh\n")
    home.link.parent.mkdir(parents=True)
    home.link.symlink_to(pipx_program)
    bundle = make_bundle(tmp_path / "unpacked" / "anno-desktop")

    out = home.run(bundle / "install.sh")
    assert "Left" in out.stdout
    assert home.link.resolve() == pipx_program
    home.run(bundle / "install.sh", "--uninstall")
    assert home.link.resolve() == pipx_program
    assert not home.program_dir.exists()


@pytest.mark.parametrize(
    "xdg",
    [
        {"XDG_CONFIG_HOME": "{data}/anno-desktop-app"},  # settings inside the program folder
        {"ANNO_DESKTOP_HOME": "{data}"},  # all user files moved over the program folder
        {"ANNO_DESKTOP_HOME": "{data}/anno-desktop-app/portable"},
    ],
)
def test_refuses_a_program_folder_that_overlaps_the_players_files(tmp_path, monkeypatch, xdg):
    data = tmp_path / "data"
    values = {key: Path(value.format(data=data)) for key, value in xdg.items()}
    home = Home(tmp_path / "player", monkeypatch, XDG_DATA_HOME=data, **values)
    files = home.put_player_files()
    bundle = make_bundle(tmp_path / "unpacked" / "anno-desktop")

    done = home.run(bundle / "install.sh", check=False)

    assert done.returncode == 1
    assert "overlap" in done.stderr and "nothing was changed" in done.stderr
    assert len(done.stderr.splitlines()) == 1
    assert not (data / "anno-desktop-app" / "_internal").exists()
    assert not home.link.is_symlink()
    assert unchanged(files)


def test_a_folder_it_did_not_make_is_not_replaced(tmp_path, monkeypatch):
    home = Home(tmp_path / "player", monkeypatch)
    mine = home.program_dir / "mine.txt"
    mine.parent.mkdir(parents=True)
    mine.write_text("not the installer's")
    bundle = make_bundle(tmp_path / "unpacked" / "anno-desktop")
    for args in ((), ("--uninstall",)):
        done = home.run(bundle / "install.sh", *args, check=False)
        assert done.returncode == 1 and "was not made by this script" in done.stderr
        assert mine.read_text() == "not the installer's"


def test_bad_arguments_and_an_incomplete_bundle_get_a_sentence(tmp_path, monkeypatch):
    home = Home(tmp_path / "player", monkeypatch)
    bundle = make_bundle(tmp_path / "unpacked" / "anno-desktop")
    done = home.run(bundle / "install.sh", "--remove", check=False)
    assert done.returncode == 1 and "unknown arguments" in done.stderr
    (bundle / f"{APP_ID}.desktop").unlink()
    done = home.run(bundle / "install.sh", check=False)
    assert done.returncode == 1 and "is not a whole Anno Desktop bundle" in done.stderr
    assert not home.program_dir.exists()
