"""Build the desktop bundle: `python packaging/build.py` -> dist/anno-desktop/ and an archive.

Needs the `package` extra (`pip install -e '.[package]'`). Runs on Linux, Windows and macOS;
each builds the bundle for its own platform (PyInstaller does not cross-compile).
"""

from __future__ import annotations

import os
import platform
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "anno-desktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APP_ID = "io.github.annodesktop.AnnoDesktop"


def render_icons(out: Path) -> None:
    """PNG icons in the hicolor layout, plus .ico for Windows, from assets/app-icon.svg."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    svg = ROOT / "assets" / "app-icon.svg"
    for size in ICON_SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(pygame.image.load_sized_svg(svg, (size, size)), target)
    scalable = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    pngs = [
        (s, (out / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png").read_bytes())
        for s in ICON_SIZES
        if s <= 256
    ]
    (out / "anno-desktop.ico").write_bytes(ico_of_pngs(pngs))


def ico_of_pngs(images: list[tuple[int, bytes]]) -> bytes:
    """A Windows .ico holding PNG images (the format Windows reads since Vista)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an .ico directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def main() -> int:
    import PyInstaller.__main__

    icons = ROOT / "build" / "icons"
    render_icons(icons)
    PyInstaller.__main__.run(
        [
            str(ROOT / "packaging" / "anno-desktop.spec"),
            "--noconfirm",
            "--distpath",
            str(DIST),
            "--workpath",
            str(ROOT / "build" / "pyinstaller"),
        ]
    )
    # The program's own licence beside the executable, where a user unpacking it looks.
    shutil.copy2(ROOT / "LICENSE", BUNDLE / "LICENSE")
    if sys.platform.startswith("linux"):
        share = BUNDLE / "share"
        shutil.copytree(icons / "hicolor", share / "icons" / "hicolor", dirs_exist_ok=True)
        for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml", "install.sh"):
            shutil.copy2(ROOT / "packaging" / "linux" / name, BUNDLE / name)
    sys.path.insert(0, str(ROOT))
    from anno_desktop import __version__

    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, "other")
    stem = DIST / f"anno-desktop-{__version__}-{system}-{platform.machine().lower()}"
    archive = shutil.make_archive(
        str(stem), "zip" if system == "windows" else "gztar", DIST, BUNDLE.name
    )
    print(f"bundle: {BUNDLE}\narchive: {archive}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
