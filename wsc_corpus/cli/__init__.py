"""The ``wsc`` command: a thin layer over the library, one module per command group."""

from __future__ import annotations

import contextlib
import logging
import pkgutil
import re
import signal
import sys
import traceback

import click

from wsc_corpus import __version__
from wsc_corpus.errors import WscError, at, one_line
from wsc_corpus.output import start_run
from wsc_corpus.progress import set_enabled

# Command name -> "module:attribute"; modules are imported only when the command runs.
COMMANDS = {
    "info": "wsc_corpus.cli.corpus:info",
    "collections": "wsc_corpus.cli.collections:collections_command",
    "get": "wsc_corpus.cli.collections:get_command",
    "convert": "wsc_corpus.cli.corpus:convert",
    "export": "wsc_corpus.cli.export:export",
    "substitute": "wsc_corpus.cli.substitute:substitute_command",
    "googleproof": "wsc_corpus.cli.analysis:googleproof_command",
    "score": "wsc_corpus.cli.analysis:score_command",
    "validate": "wsc_corpus.cli.validate:validate_command",
    "filter": "wsc_corpus.cli.filter:filter_group",
    "translate-kit": "wsc_corpus.cli.kit:translate_kit",
}


class LazyGroup(click.Group):
    """A group whose commands are imported on first use, keeping ``wsc --help`` fast."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        return pkgutil.resolve_name(COMMANDS[name]) if name in COMMANDS else None


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="wsc")
@click.option("--debug", is_flag=True, help="Show tracebacks for errors.")
@click.option("--progress/--no-progress", default=None,
              help="Progress bars on standard error for the long steps (default: when it is "
                   "a terminal); --no-progress also silences the libraries' bars "
                   "(transformers, datasets).")
@click.pass_context
def cli(ctx: click.Context, debug: bool, progress: bool | None) -> None:
    """Load, validate, substitute, export and analyse Winograd schema collections.

    With no PATH, commands use the embedded corpus in schemas/. A PATH may also be the name
    of a published collection (`wsc collections`), downloaded and verified on first use.
    """
    ctx.obj = {"debug": debug}
    set_enabled(progress)
    start_run()
    library = logging.getLogger("wsc_corpus")
    if not any(isinstance(h, _Echo) for h in library.handlers):
        library.addHandler(_Echo(logging.INFO))


class _Echo(logging.Handler):
    """The library's messages (what a directory walk skipped, ...) as lines on stderr."""

    def emit(self, record: logging.LogRecord) -> None:
        click.echo(record.getMessage(), err=True)


def _terminated(signum: int, frame: object) -> None:
    """SIGTERM unwinds like Ctrl-C, so that temporary outputs are removed."""
    raise SystemExit(128 + signum)


@contextlib.contextmanager
def _on_sigterm_unwind():
    try:
        previous = signal.signal(signal.SIGTERM, _terminated)
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:  # None: a handler not set from Python, which signal() cannot set back
        signal.signal(signal.SIGTERM, signal.SIG_DFL if previous is None else previous)


def as_options(message: str, argv: list[str]) -> str:
    """A library message with each parameter it names in backticks (```window```) written as
    the option of the command being run (``--window``)."""
    command: click.Command = cli
    ctx = click.Context(cli)
    for word in argv:
        if isinstance(command, click.Group) and not word.startswith("-"):
            found = command.get_command(ctx, word)
            if found is None:
                break
            command = found
    flags = {p.name: max(p.opts, key=len) for p in command.params
             if isinstance(p, click.Option)}
    return re.sub(r"`(\w+)`", lambda m: flags.get(m.group(1), m.group(0)), message)


def main(argv: list[str] | None = None) -> None:
    """Entry point: domain errors become one line on stderr and exit status 2; so does an
    operating-system error (a full disk, a file that cannot be written), naming its file."""
    debug = "--debug" in (argv if argv is not None else sys.argv[1:])
    try:
        with _on_sigterm_unwind():
            status = cli.main(args=argv, prog_name="wsc", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2)
    except WscError as exc:
        exc.message = as_options(exc.message, argv if argv is not None else sys.argv[1:])
        _fail(f"wsc: error: {exc}", debug)
    except BrokenPipeError:
        sys.exit(0)
    except OSError as exc:
        where = at(exc.filename) if exc.filename else None
        _fail(f"wsc: error: {WscError(exc.strerror or str(exc), where)}", debug)
    except Exception as exc:  # noqa: BLE001 -- a bug: one line; the traceback with --debug
        _fail(f"wsc: internal error: {one_line(f'{type(exc).__name__}: {exc}')} (run "
              "wsc --debug ... for the traceback, and please report it)", debug, status=1)
    sys.exit(status if isinstance(status, int) else 0)


def _fail(message: str, debug: bool, status: int = 2) -> None:
    if debug:
        traceback.print_exc()
    click.echo(message, err=True)
    sys.exit(status)
