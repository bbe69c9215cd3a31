# tablerender: the two commands a fresh machine needs are `make demo` and `make test`.
# Both first install the system packages they need when dpkg says they are missing (apt on Debian/Ubuntu, with sudo
# when not root; Homebrew on macOS), then the pinned fonts of Fonts/fonts.lock (checked by SHA-256) into Fonts/: the
# tool draws with those files only, never with the system's fonts.

SWIFT ?= swift
# What building and running need: `make build`, `demo`, `install` and `dist` install only these.
RUNTIME_APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev libfontconfig-dev python3 ca-certificates
# Only for `make test`: the schema check, the PDF, JUnit/XML and browser checks of the reports.
TEST_APT_PACKAGES := python3-jsonschema qpdf libxml2-utils chromium
BREW_PACKAGES := pkg-config cairo pango libpng fontconfig
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Linking the Swift runtime statically saves the dynamic loader about 6 ms per process on Linux; not exporting the
# executable's 43,000 Swift symbols (swiftc passes -export-dynamic) saves about 0.5 ms more; generic types made with
# their metadata accessors instead of by mangled name spare the runtime a scan of all 11,600 protocol conformances
# at each type's first use (5-7 % of a render's wall time; docs/performance.md).
RELEASE_FLAGS := -c release $(shell [ "$$(uname)" = Linux ] && echo --static-swift-stdlib -Xlinker --no-export-dynamic \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
# The version (one source: VERSION) and the commit every release build stamps into the binary for --version
# (-dirty when tracked files have changes; a plain `swift build` says "unknown").
VERSION := $(shell cat VERSION)
COMMIT := $(shell c=$$(git rev-parse --short=12 HEAD 2>/dev/null) && { git diff --quiet HEAD -- 2>/dev/null || c=$$c-dirty; echo $$c; })
RELEASE_BUILD := TABLERENDER_COMMIT=$(COMMIT) $(SWIFT) build $(RELEASE_FLAGS)
# `make install PREFIX=… DESTDIR=…`: the layout is scripts/dist.py's.
PREFIX ?= /usr/local
DESTDIR ?=
DIST_SYSTEM := $(shell [ "$$(uname)" = Darwin ] && echo macos || uname | tr A-Z a-z)
DIST_ARCHIVE := dist/tablerender-$(VERSION)-$(DIST_SYSTEM)-$(shell uname -m).tar.gz

.PHONY: deps test-deps build release-tools demo install uninstall dist dist-check test consumer-test test-asan fuzz \
	fuzz-plist fuzz-report fuzz-swiftui bench record-references clean

# apt-installs the packages of $(1) that dpkg does not list as installed (nothing to do off Debian/Ubuntu).
define apt_install
	@if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then \
	  echo "deps: no apt here; install the equivalents of: $(1)"; \
	else \
	  missing=$$(for p in $(1); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || echo $$p; done); \
	  if [ -n "$$missing" ]; then \
	    echo "deps: installing" $$missing; \
	    $(SUDO) apt-get update -qq && \
	    $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	  fi; \
	fi
endef

## deps: install what building and running need (Cairo, Pango, libpng, fontconfig: apt on Debian/Ubuntu, brew on
## macOS), then the pinned fonts
deps:
ifeq ($(shell uname),Darwin)
	@pkg-config --exists pangocairo cairo libpng fontconfig || brew install $(BREW_PACKAGES)
else
	$(call apt_install,$(RUNTIME_APT_PACKAGES))
	@echo "deps: cairo $$(pkg-config --modversion cairo), pango $$(pkg-config --modversion pango)"
endif
	@python3 scripts/install-fonts.py

## test-deps: deps, plus the tools only the tests use, plus every font archive (the fonts script's test serves them)
test-deps: deps
ifneq ($(shell uname),Darwin)
	$(call apt_install,$(TEST_APT_PACKAGES))
endif
	@python3 scripts/install-fonts.py --download-only

## build: release build of the tablerender binary
build: deps
	$(RELEASE_BUILD) --product tablerender

## release-tools: the release binary and swift-argument-parser's generate-manual (the man page), for install and dist
release-tools: build
	$(RELEASE_BUILD) --product generate-manual

## install: the binary, its fonts, completions and man page under $(DESTDIR)$(PREFIX) (scripts/dist.py has the
## layout); `make build && sudo make install` where PREFIX is not yours
install: release-tools
	python3 scripts/dist.py install --prefix "$(PREFIX)" --destdir "$(DESTDIR)" \
	  --binary "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/tablerender" \
	  --generate-manual "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/generate-manual"

## uninstall: remove what install put under $(DESTDIR)$(PREFIX)
uninstall:
	python3 scripts/dist.py uninstall --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

## dist: dist/tablerender-VERSION-linux-ARCH.tar.gz and its .sha256 (the install layout in one folder, with the
## licences, README and changelog), reproducible
dist: release-tools
	python3 scripts/dist.py archive --out dist \
	  --binary "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/tablerender" \
	  --generate-manual "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/generate-manual"

## dist-check: make dist, then the install tests on that archive (unpacked, the checkout's fonts out of reach)
dist-check: dist
	TABLERENDER_DIST_ARCHIVE=$(DIST_ARCHIVE) \
	  TABLERENDER_DIST_BINARY="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/tablerender" \
	  python3 -m unittest -v scripts/tests/test_dist.py

## demo: render Examples/settings.json to settings.png
demo: build
	.build/release/tablerender Examples/settings.json -o settings.png
	@echo "wrote settings.png"

## test: every test: the consumer package (consumer-test: a package depending on this one, as a team uses it), the
## scripts' tests (fonts without apt through a local mirror; the install layout and the release archive run from
## elsewhere with the checkout's fonts out of reach; the action's steps; the formula), the property tests (Swift
## Testing), then XCTest (layout, decoding, reference images, end to end), so the output still ends with XCTest's
## "Executed N tests" line
test: test-deps
	@$(MAKE) --no-print-directory consumer-test
	$(SWIFT) build --build-tests
	$(SWIFT) build --product generate-manual
	python3 -m unittest discover -s scripts/tests
	$(SWIFT) test --skip-build --disable-xctest
	$(SWIFT) test --skip-build --disable-swift-testing

## consumer-test: Examples/Consumer, a package depending on this one by path (docs/library.md), as a team uses it:
## builds it (tablerender again, in its own .build), runs its tests (the library against goldens/, the snapshot
## strategy against committed __Snapshots__), then runs the command plugin: `check` against goldens/, and a render
## whose PNG must be a PNG of the golden's size (375 pt at 2x: 750 px wide)
CONSUMER := Examples/Consumer
consumer-test: deps
	cd $(CONSUMER) && $(SWIFT) build --build-tests
	cd $(CONSUMER) && $(SWIFT) test --skip-build
	cd $(CONSUMER) && $(SWIFT) package --allow-writing-to-package-directory tablerender check specs --golden goldens
	rm -f $(CONSUMER)/.build/plugin-general.png
	cd $(CONSUMER) && $(SWIFT) package --allow-writing-to-package-directory tablerender specs/general.json -o .build/plugin-general.png
	@python3 -c 'import struct, sys; \
	  head = lambda path: open(path, "rb").read(24); \
	  out, golden = head(sys.argv[1]), head(sys.argv[2]); \
	  ok = out[:8] == b"\x89PNG\r\n\x1a\n" and out[12:16] == b"IHDR"; \
	  size = struct.unpack(">II", out[16:24]) if ok else None; \
	  want = struct.unpack(">II", golden[16:24]); \
	  print("consumer-test: the plugin wrote a PNG of %s px" % (size,)); \
	  sys.exit(0 if ok and size == want and size[0] == 750 else "consumer-test: expected a PNG of %s px" % (want,))' \
	  $(CONSUMER)/.build/plugin-general.png $(CONSUMER)/goldens/general.png

## test-asan: the test suite under AddressSanitizer (leak checks off: fontconfig and Pango keep caches for
## the process's lifetime, which LeakSanitizer reports as leaks)
test-asan: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --disable-swift-testing

## fuzz: libFuzzer over decode → layout → render for FUZZ_SECONDS (default 600); findings go to .fuzz/findings
FUZZ_SECONDS ?= 600
# One libFuzzer run: $(1) the product, $(2) the corpus and findings prefix under .fuzz/, $(3) what seeds the corpus,
# $(4) the dictionary. Each target below is one call, so the fuzzers share their flags and limits.
define run_fuzzer
	$(SWIFT) build -c release --product $(1) --scratch-path .build-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	mkdir -p .fuzz/$(2)corpus .fuzz/$(2)findings
	cp $(3) .fuzz/$(2)corpus/
	ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/$(1) .fuzz/$(2)corpus -dict=$(4) \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
	  -artifact_prefix=.fuzz/$(2)findings/ -print_final_stats=1
	@if ls .fuzz/$(2)findings/* >/dev/null 2>&1; then echo "findings in .fuzz/$(2)findings"; exit 1; fi
endef

fuzz: deps
	$(call run_fuzzer,tablerender-fuzz,,Examples/*.json Tests/Fuzz/seeds/*,Tests/Fuzz/spec.dict)

## fuzz-plist: libFuzzer over the import readers (XML, XML and binary plists, .strings) and the Settings bundle
## walker (a graph of child panes made from each input) for FUZZ_SECONDS
fuzz-plist:
	$(call run_fuzzer,tablerender-fuzz-plist,plist-,Tests/Fuzz/plist-seeds/*,Tests/Fuzz/plist.dict)

## fuzz-report: libFuzzer over report merge's inputs (the report reader, the merge, the JSON, HTML, JUnit and
## Markdown writers, all in memory) for FUZZ_SECONDS
fuzz-report:
	$(call run_fuzzer,tablerender-fuzz-report,report-,Tests/Fuzz/report-seeds/*,Tests/Fuzz/report.dict)

## fuzz-swiftui: libFuzzer over the SwiftUI reader (limits, parsing, evaluation, views, rows, the spec; with and
## without --strict, each pane as --view) for FUZZ_SECONDS
fuzz-swiftui:
	$(call run_fuzzer,tablerender-fuzz-swiftui,swiftui-,Tests/Fuzz/swiftui-seeds/* $(shell find Tests/SwiftUIImportTests/Fixtures/SwiftUI -name '*.swift'),Tests/Fuzz/swiftui.dict)

## bench: build in release and measure speed and memory side by side with a C libpng floor (bench/png_floor.c,
## compiled by the bench) and headless Chromium, on shapes bench/shapes.py generates (a Settings screen per icon
## kind with its HTML replica, tall tables in every arrangement, a check of 1,000 spec × variant images; a benchmark,
## never part of CI's pass/fail); prints the figures and writes them into docs/performance.md. BENCH_QUICK=1
## measures 10k-row tables instead of 100k and skips the check, BENCH_RUNS=N sets the runs per figure (default 11).
bench: test-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tablerender
	SWIFT="$(SWIFT)" python3 bench/run.py

## record-references: re-record the reference PNGs (then look at them and commit): the examples', the snapshot
## references of docs/library.md's sample, and Examples/Consumer's goldens and snapshots (only those that differ)
record-references: deps
	RECORD_REFERENCES=1 $(SWIFT) test --filter RenderingTests || true
	SNAPSHOT_TESTING_RECORD=failed $(SWIFT) test --filter NetworkScreenTests || true
	cd $(CONSUMER) && $(SWIFT) package --allow-writing-to-package-directory tablerender check specs --golden goldens --update || true
	cd $(CONSUMER) && SNAPSHOT_TESTING_RECORD=failed $(SWIFT) test || true
	@echo "recorded Tests/RenderingTests/References/*.png, Tests/TableRenderSnapshotTestingTests/__Snapshots__,"
	@echo "Examples/Consumer/goldens and Examples/Consumer/Tests/ConsumerScreensTests/__Snapshots__: look at each one before committing"

clean:
	rm -rf .build .build-asan .build-fuzz .fuzz .test-failures settings.png dist $(CONSUMER)/.build
