"""Who sits where: the people's seats for each count and seating, named in order."""

from __future__ import annotations

import pytest

from baloot_tui.core.seats import Seat
from baloot_tui.core.table import Seating, human_seats, make_table
from baloot_tui.text.table_words import seating_words

S, E, N, W = Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST


@pytest.mark.parametrize(
    ("humans", "seating", "seats", "words"),
    [
        (1, "partners", (S,), "1 person (South)"),
        (1, "opponents", (S,), "1 person (South)"),
        (2, "partners", (S, N), "2 people as partners (South and North)"),
        (2, "opponents", (S, E), "2 people as opponents (South and East)"),
        (3, "partners", (S, N, E), "3 people (South, North and East)"),
        (4, "partners", (S, N, E, W), "4 people (South, North, East and West)"),
    ],
)
def test_human_seats(humans: int, seating: Seating, seats: tuple[Seat, ...], words: str) -> None:
    assert human_seats(humans, seating) == seats
    assert seating_words(seats) == words
    assert make_table(humans).humans == tuple(sorted(human_seats(humans)))


def test_named_seats_take_the_names_in_order() -> None:
    table = make_table(names=("Sara", "Nasser"), seats=(W, E))
    assert (table[W].name, table[E].name) == ("Sara", "Nasser")
    assert table.humans == (E, W) and not table.is_human(S)
    assert seating_words((W, E)) == "2 people as partners (West and East)"
    assert make_table(seats=(E,))[E].name == "You"


@pytest.mark.parametrize(("humans", "seats"), [(5, None), (-1, None), (1, (S, S))])
def test_impossible_tables_are_refused(humans: int, seats: tuple[Seat, ...] | None) -> None:
    with pytest.raises(ValueError, match="seat"):
        make_table(humans, seats=seats)


def test_two_opponents_are_saved_and_resumed_in_their_seats() -> None:
    import json

    from baloot_tui.store.saves import table_from_data, table_to_json

    table = make_table(names=("Sara", "Nasser"), seats=human_seats(2, "opponents"))
    assert table_from_data(json.loads(table_to_json(table))) == table
