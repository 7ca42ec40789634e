"""Bots over the engine API only: they see `Decision.view`, never the full state."""
