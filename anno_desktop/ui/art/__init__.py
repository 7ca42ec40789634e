"""Procedural art drawn by our own code: textures, frames, icons and player markers, cached."""
