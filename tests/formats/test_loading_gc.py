"""Loading and the garbage collector: paused while reading, the loaded items then moved to
its oldest generation (no young collection walks them), and its state left as found."""

import gc
from pathlib import Path

from wsc_corpus.formats import load_paths

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"


def test_loaded_items_are_in_the_oldest_generation_and_the_collector_as_found():
    assert gc.isenabled()
    corpus = load_paths([SCHEMAS])
    assert gc.isenabled() and gc.get_freeze_count() == 0
    oldest = {id(o) for o in gc.get_objects(generation=2)}
    assert all(id(item) in oldest and id(item.provenance) in oldest for item in corpus)
    gc.disable()
    try:
        load_paths([SCHEMAS])
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_objects_the_caller_froze_stay_frozen():
    marker = [object()]
    gc.freeze()
    try:
        corpus = load_paths([SCHEMAS])
        collected = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
        assert len(corpus) > 0 and gc.get_freeze_count() > 0 and id(marker) not in collected
    finally:
        gc.unfreeze()
