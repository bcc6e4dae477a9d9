# The two commands of the README's quick start: `make run` and `make test`.
# Each one creates .venv when needed and (re)installs the project whenever pyproject.toml changes.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint typecheck imports unit bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/juez run-default

lint: $(STAMP)
	$(BIN)/ruff check .

typecheck: $(STAMP)
	$(BIN)/mypy engine bot cogs

# The import contracts in pyproject.toml ([tool.importlinter]): cogs → bot → engine, engine's stages, no cycles.
imports: $(STAMP)
	$(BIN)/lint-imports --no-logo

# One worker per core (pytest-xdist); "worksteal" lets an idle worker take tests queued behind a
# slow one (the full card file, the 10,000-question checks): on two cores 213 s against 251 s
# with the default split, the same machine, one run each (BENCHMARKS, seventeenth session).
unit: $(STAMP)
	$(BIN)/pytest -n auto --dist worksteal

test: lint typecheck imports unit

bench: $(STAMP)
	$(BIN)/python bench/sba_scale.py

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .import_linter_cache
