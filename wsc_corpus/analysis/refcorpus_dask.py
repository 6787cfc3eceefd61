"""Co-occurrence counting on a Dask cluster (``--engine dask``; ``pip install 'wsc-corpus[dask]'``).

The sources of :func:`wsc_corpus.analysis.refcorpus.sources` (files, and byte ranges of
uncompressed files, each owning the sentences that start in it) are the partitions of a
``dask.bag``; each runs the single-machine :func:`~wsc_corpus.analysis.refcorpus.count_source`
and yields a count table of the target vocabulary only, and the tables are summed by a tree
reduction (``Bag.reduction``, ``split_every`` tables per node; no shuffle). A worker that dies
has its tasks recomputed by the scheduler, and a partition's counts do not depend on where it
runs, so the sum equals the single-machine count.
"""

from __future__ import annotations

import contextlib
import logging
import sys
from collections.abc import Iterable, Iterator
from functools import partial

from wsc_corpus import __version__
from wsc_corpus.analysis.lemmas import form_lemmas
from wsc_corpus.analysis.refcorpus import Counts, Request, Source, count_source, sum_tables
from wsc_corpus.errors import WscError, installed

SPLIT_EVERY = 8


def _dask():
    return installed("dask", "--engine dask", "dask.bag", "distributed")


def _count_partition(units: Iterable[Source], request: Request) -> Counts:
    return sum_tables(count_source(unit, request) for unit in units)


def reduction(units: list[Source], request: Request, split_every: int = SPLIT_EVERY):
    """The lazy count: one partition per source, a tree of sums over their tables."""
    bag, _ = _dask()
    partitions = bag.from_sequence(units, npartitions=len(units))
    return partitions.reduction(partial(_count_partition, request=request), sum_tables,
                                split_every=split_every)


def worker_lemmas(lang: str) -> str:
    """What a worker counts with: the toolkit's version and the lemmatizer of plain text."""
    return f"{__version__}|{form_lemmas(lang).name}"


def check_workers(client, units: list[Source], request: Request) -> None:
    """Refuse a cluster whose workers would lemmatize plain text differently from here."""
    if all(u.fmt == "vertical" for u in units):
        return
    here = worker_lemmas(request.lang)
    for worker, there in client.run(worker_lemmas, request.lang).items():
        if there != here:
            raise WscError(f"Dask worker {worker} counts with {there}, this machine with {here}: "
                           "install the same wsc-corpus and pipelines on every worker",
                           code="E011")


@contextlib.contextmanager
def client_for(scheduler: str | None, workers: int) -> Iterator:
    """A client of the cluster at ``scheduler``, else of a local cluster of ``workers``
    single-threaded processes (closed on exit)."""
    _, distributed = _dask()
    if scheduler is not None:
        try:
            client = distributed.Client(scheduler, timeout="30s")
        except (OSError, TimeoutError) as exc:
            raise WscError(f"--scheduler {scheduler}: cannot connect ({exc})",
                           code="E010") from exc
        with client:
            yield client
        return
    with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                  dashboard_address=":0", silence_logs=logging.ERROR) as cluster, \
            distributed.Client(cluster) as client:
        yield client


def count(units: list[Source], request: Request, scheduler: str | None = None,
          workers: int = 1, progress: bool = False, split_every: int = SPLIT_EVERY) -> Counts:
    """Counts over the sources on a Dask cluster; dask's progress bar on standard error."""
    _, distributed = _dask()
    with client_for(scheduler, workers) as client:
        check_workers(client, units, request)
        future = client.compute(reduction(units, request, split_every))
        if progress:
            print(f"dask dashboard: {client.dashboard_link}", file=sys.stderr)
            with contextlib.redirect_stdout(sys.stderr):
                distributed.progress(future)
        return future.result()
