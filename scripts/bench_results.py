"""Reading actgrad-bench's results.csv: shared by scripts/bench-goals.py and
scripts/bench-models.py."""

import csv
from pathlib import Path


def read_run(directory):
    """(case, threads) -> row of DIRECTORY/results.csv."""
    path = Path(directory) / "results.csv"
    with open(path, newline="") as f:
        return {(r["case"], int(r["threads"])): r for r in csv.DictReader(f)}


def number(text):
    """The float in `text`, or None for an empty field or NaN."""
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if value == value else None  # NaN -> None


def collect(runs, field):
    """(case, threads) -> list of the field's values over the runs."""
    values = {}
    for run in runs:
        for key, row in run.items():
            v = number(row.get(field))
            if v is not None:
                values.setdefault(key, []).append(v)
    return values


def fmt(v, digits=2):
    return "–" if v is None else f"{v:.{digits}f}"
