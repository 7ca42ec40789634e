"""What the games' pseudo-language tests share (issue 21): the pseudo language for a test, and
every text of a table model, found by walking its dataclasses."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterator

import pytest

from anno_desktop.engine import i18n
from anno_desktop.engine.rules import Action


@pytest.fixture
def pseudo_language():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language("en")


def model_texts(
    obj: object, ids: Collection[str], where: str = "table"
) -> Iterator[tuple[str, str]]:
    """Every text of a table model (where it was found, the text), fields named in `ids` left
    out: they hold keys and ids, not words."""
    if isinstance(obj, str):
        yield where, obj
    elif isinstance(obj, (tuple, list)):
        for k, item in enumerate(obj):
            yield from model_texts(item, ids, f"{where}[{k}]")
    elif isinstance(obj, dict):
        for k, item in obj.items():
            yield from model_texts(item, ids, f"{where}[{k}]")
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, (type, Action)):
        for f in dataclasses.fields(obj):
            if f.name not in ids:
                yield from model_texts(getattr(obj, f.name), ids, f"{where}.{f.name}")
