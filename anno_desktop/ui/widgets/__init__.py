"""Shared widgets: every game scene builds from these."""
