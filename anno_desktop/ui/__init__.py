"""The pygame-ce desktop interface: the App loop, scenes, widgets and procedural art.

Nothing outside this package imports pygame; the engine and the games run headless.
"""
