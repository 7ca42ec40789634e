"""Entry script of the PyInstaller bundle: the same `main` as the `anno-desktop` command."""

from anno_desktop.cli import main

raise SystemExit(main())
