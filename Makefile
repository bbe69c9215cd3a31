# tablerender: the two commands a fresh machine needs are `make demo` and `make test`.
# Both first install the system libraries and fonts when pkg-config or the font folder says they are missing.

SWIFT ?= swift
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev libfontconfig-dev \
	fonts-inter fonts-dejavu-core fonts-noto-color-emoji fonts-wqy-microhei
BREW_PACKAGES := pkg-config cairo pango libpng fontconfig
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build demo test record-references clean

## deps: install Cairo, Pango, libpng, fontconfig and the fonts (apt on Debian/Ubuntu, brew on macOS)
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
	  echo "deps: cairo $$(pkg-config --modversion cairo), pango $$(pkg-config --modversion pango); fonts installed"; \
	fi
endif

## build: release build of the tablerender binary
build: deps
	$(SWIFT) build -c release --product tablerender

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

## record-references: re-record the reference PNGs (then look at them and commit)
record-references: deps
	RECORD_REFERENCES=1 $(SWIFT) test --filter RenderingTests || true
	@echo "recorded Tests/RenderingTests/References/*.png: look at each one before committing"

clean:
	rm -rf .build .test-failures settings.png
