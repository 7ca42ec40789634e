"""The screens of the app: menus, settings, rules, hand-off, game over and the game scenes."""
