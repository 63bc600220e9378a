# Two commands: `make run` opens the program, `make test` passes the suite headless.
# Both set everything up first, in .venv, from pyproject.toml alone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/ubuild home

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bench_validate.py

clean:
	rm -rf $(VENV) build *.egg-info
