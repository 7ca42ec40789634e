"""Game-agnostic engine: the Rules contract, RNG, Match, saves, rule data. Never imports pygame."""
