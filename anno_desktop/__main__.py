from anno_desktop.cli import main

raise SystemExit(main())
