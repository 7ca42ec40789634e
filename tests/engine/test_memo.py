"""`PositionMemo`: a value per position worked out once, dropped when it could be stale."""

from anno_desktop.engine.memo import PositionMemo


def test_a_value_is_worked_out_once_per_key_until_cleared():
    memo: PositionMemo[int] = PositionMemo(10)
    calls: list[str] = []

    def work(key: str) -> int:
        calls.append(key)
        return len(key)

    assert [memo.get(k, lambda k=k: work(k)) for k in ("ab", "ab", "abc")] == [2, 2, 3]
    assert calls == ["ab", "abc"]
    memo.clear()
    memo.get("ab", lambda: work("ab"))
    assert calls == ["ab", "abc", "ab"]


def test_values_are_dropped_once_full_or_made_from_other_data():
    memo: PositionMemo[int] = PositionMemo(3)
    data, other = object(), object()
    memo.get("a", lambda: 1, data)
    memo.get("b", lambda: 2, data)
    assert memo.get("a", lambda: 10, data) == 1
    memo.get("c", lambda: 3, data)  # three held: the next look drops them
    assert memo.get("a", lambda: 11, data) == 11
    assert memo.get("a", lambda: 12, other) == 12
