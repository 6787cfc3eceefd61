"""The one progress helper: a tqdm bar on standard error for every step that can take more
than a couple of seconds, quiet when standard error is not a terminal or under ``--no-progress``;
a step with no total (loading a pipeline or a model, an export) gets a spinner, and every bar is
redrawn while its step runs.

Library code takes an optional ``progress`` callback (``Callable[[int], None]``, called with
the number of units done so far); the CLI builds it here::

    with progress_bar(len(corpus), "validate", unit="item") as update:
        report = validate(corpus, progress=update)

``set_enabled(False)`` (the CLI's ``--no-progress``) also silences the bars of the libraries
underneath (transformers, datasets, huggingface_hub).
"""

from __future__ import annotations

import itertools
import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

# None: decide from the terminal; True/False: forced by the caller (--progress/--no-progress).
_enabled: bool | None = None


def set_enabled(value: bool | None) -> None:
    """Force progress on or off (None: only when standard error is a terminal)."""
    global _enabled
    _enabled = value
    if value is False:
        _silence_libraries()


def enabled() -> bool:
    """Whether bars are shown now."""
    return sys.stderr.isatty() if _enabled is None else _enabled


def _silence_libraries() -> None:
    """Turn off the bars of the libraries we call (those not yet imported read the variables)."""
    os.environ["HF_HUB_DISABLE_PROGRESS_BARS"] = "1"
    os.environ["HF_DATASETS_DISABLE_PROGRESS_BARS"] = "1"
    os.environ["TQDM_DISABLE"] = "1"
    for name in ("transformers", "datasets"):
        if name in sys.modules:
            sys.modules[name].utils.logging.disable_progress_bar()
    if "huggingface_hub" in sys.modules:  # read its variable when first imported
        sys.modules["huggingface_hub"].utils.disable_progress_bars()


# Seconds between two redraws of an open bar, so that its clock (and, without a total, its
# spinner) moves while a step runs between two updates or has none to give.
TICK = 0.25
_FRAMES = "|/-\\"


@contextmanager
def progress_bar(total: int | None, desc: str, unit: str = "item",
                 min_total: int = 0) -> Iterator[Callable[[int], None] | None]:
    """A callback that moves a bar to ``done`` units, or None when progress is off (or the
    step has fewer than ``min_total`` units). Without a total the bar spins. The bar is
    redrawn every ``TICK`` seconds until it is closed on exit."""
    if not enabled() or (total is not None and total < min_total):
        yield None
        return
    from tqdm.auto import tqdm

    spin = total is None
    bar = tqdm(total=total, desc=desc, unit=unit, file=sys.stderr, leave=False,
               dynamic_ncols=True, disable=False, mininterval=TICK,
               bar_format="{desc}: [{elapsed}]" if spin else None)
    stop = threading.Event()

    def tick() -> None:
        for frame in itertools.cycle(_FRAMES):
            if stop.wait(TICK):
                return
            if spin:  # a frame of the spinner, and the units done if any
                bar.bar_format = f"{{desc}}: {frame} {'{n_fmt} {unit} ' if bar.n else ''}" \
                    "[{elapsed}]"
            bar.refresh()

    def update(done: int) -> None:
        bar.update(done - bar.n)

    ticker = threading.Thread(target=tick, name=f"progress: {desc}", daemon=True)
    ticker.start()
    try:
        yield update
    finally:
        stop.set()
        ticker.join()
        bar.close()


@contextmanager
def spinner(desc: str) -> Iterator[None]:
    """A spinning bar for a step of unknown length (loading a pipeline or a model)."""
    with progress_bar(None, desc, unit="step"):
        yield
