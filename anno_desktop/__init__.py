"""Anno Desktop: four colonial trading board games, against bots or hot-seat."""

__version__ = "0.1.0"
