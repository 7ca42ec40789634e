"""Entry script of the PyInstaller bundle: the same `main` as the `anno-desktop` command."""

import multiprocessing

from anno_desktop.cli import main

# The hard bots think in a child process; in a frozen bundle that child starts as this same
# executable, and freeze_support() turns it into the bot process instead of a second window.
multiprocessing.freeze_support()
raise SystemExit(main())
