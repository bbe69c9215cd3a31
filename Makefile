# tablerender: the two commands a fresh machine needs are `make demo` and `make test`.
# Both first install the system libraries when dpkg says they are missing, and the pinned fonts of Fonts/fonts.lock
# (checked by SHA-256) into Fonts/: the tool draws with those files only, never with the system's fonts.

SWIFT ?= swift
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev libfontconfig-dev python3 python3-pip python3-jsonschema qpdf libxml2-utils chromium
BREW_PACKAGES := pkg-config cairo pango libpng fontconfig
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Linking the Swift runtime statically saves the dynamic loader about 6 ms per process on Linux (docs/performance.md).
RELEASE_FLAGS := -c release $(shell [ "$$(uname)" = Linux ] && echo --static-swift-stdlib)

.PHONY: deps build demo test test-asan fuzz fuzz-plist fuzz-report fuzz-swiftui bench record-references clean

## deps: install Cairo, Pango, libpng, fontconfig (apt on Debian/Ubuntu, brew on macOS), then the pinned fonts
deps:
ifeq ($(shell uname),Darwin)
	@pkg-config --exists pangocairo cairo libpng fontconfig || brew install $(BREW_PACKAGES)
else
	@missing=$$(for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "deps: installing" $$missing; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	else \
	  echo "deps: cairo $$(pkg-config --modversion cairo), pango $$(pkg-config --modversion pango)"; \
	fi
endif
	@python3 scripts/install-fonts.py

## build: release build of the tablerender binary
build: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tablerender

## demo: render Examples/settings.json to settings.png
demo: build
	.build/release/tablerender Examples/settings.json -o settings.png
	@echo "wrote settings.png"

## test: every test: the property tests (Swift Testing) first, then XCTest (layout, decoding, reference images,
## end to end), so the output still ends with XCTest's "Executed N tests" line
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest
	$(SWIFT) test --skip-build --disable-swift-testing

## test-asan: the test suite under AddressSanitizer (leak checks off: fontconfig and Pango keep caches for
## the process's lifetime, which LeakSanitizer reports as leaks)
test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --disable-swift-testing

## fuzz: libFuzzer over decode → layout → render for FUZZ_SECONDS (default 600); findings go to .fuzz/findings
FUZZ_SECONDS ?= 600
fuzz: deps
	$(SWIFT) build -c release --product tablerender-fuzz --scratch-path .build-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	mkdir -p .fuzz/corpus .fuzz/findings
	cp Examples/*.json Tests/Fuzz/seeds/* .fuzz/corpus/
	ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/tablerender-fuzz .fuzz/corpus -dict=Tests/Fuzz/spec.dict \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
	  -artifact_prefix=.fuzz/findings/ -print_final_stats=1
	@if ls .fuzz/findings/* >/dev/null 2>&1; then echo "findings in .fuzz/findings"; exit 1; fi

## fuzz-plist: libFuzzer over the import readers (XML, XML and binary plists, .strings) and the Settings bundle
## walker (a graph of child panes made from each input) for FUZZ_SECONDS
fuzz-plist:
	$(SWIFT) build -c release --product tablerender-fuzz-plist --scratch-path .build-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	mkdir -p .fuzz/plist-corpus .fuzz/plist-findings
	cp Tests/Fuzz/plist-seeds/* .fuzz/plist-corpus/
	ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/tablerender-fuzz-plist .fuzz/plist-corpus -dict=Tests/Fuzz/plist.dict \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
	  -artifact_prefix=.fuzz/plist-findings/ -print_final_stats=1
	@if ls .fuzz/plist-findings/* >/dev/null 2>&1; then echo "findings in .fuzz/plist-findings"; exit 1; fi

## fuzz-report: libFuzzer over report merge's inputs (the report reader, the merge, the JSON, HTML, JUnit and
## Markdown writers, all in memory) for FUZZ_SECONDS
fuzz-report:
	$(SWIFT) build -c release --product tablerender-fuzz-report --scratch-path .build-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	mkdir -p .fuzz/report-corpus .fuzz/report-findings
	cp Tests/Fuzz/report-seeds/* .fuzz/report-corpus/
	ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/tablerender-fuzz-report .fuzz/report-corpus -dict=Tests/Fuzz/report.dict \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
	  -artifact_prefix=.fuzz/report-findings/ -print_final_stats=1
	@if ls .fuzz/report-findings/* >/dev/null 2>&1; then echo "findings in .fuzz/report-findings"; exit 1; fi

## fuzz-swiftui: libFuzzer over the SwiftUI reader (limits, parsing, evaluation, views, rows, the spec; with and
## without --strict, each pane as --view) for FUZZ_SECONDS
fuzz-swiftui:
	$(SWIFT) build -c release --product tablerender-fuzz-swiftui --scratch-path .build-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	mkdir -p .fuzz/swiftui-corpus .fuzz/swiftui-findings
	cp Tests/Fuzz/swiftui-seeds/* .fuzz/swiftui-corpus/
	ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/tablerender-fuzz-swiftui .fuzz/swiftui-corpus -dict=Tests/Fuzz/swiftui.dict \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
	  -artifact_prefix=.fuzz/swiftui-findings/ -print_final_stats=1
	@if ls .fuzz/swiftui-findings/* >/dev/null 2>&1; then echo "findings in .fuzz/swiftui-findings"; exit 1; fi

## bench: build in release and measure speed and memory side by side with a C libpng floor (bench/png_floor.c,
## compiled by the bench) and headless Chromium on bench/settings.html (a benchmark, never part of CI's pass/fail);
## prints the figures and writes them into docs/performance.md. BENCH_QUICK=1 skips the 100k-row table,
## BENCH_RUNS=N sets the runs per figure (default 7).
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tablerender
	$(SWIFT) build $(RELEASE_FLAGS) --product tablerender-bench
	SWIFT="$(SWIFT)" python3 bench/run.py

## record-references: re-record the reference PNGs (then look at them and commit)
record-references: deps
	RECORD_REFERENCES=1 $(SWIFT) test --filter RenderingTests || true
	@echo "recorded Tests/RenderingTests/References/*.png: look at each one before committing"

clean:
	rm -rf .build .build-asan .build-fuzz .fuzz .test-failures settings.png
