// The commit a binary was built from, stamped by `make build`, `make install` and `make dist` (TABLERENDER_COMMIT
// in the build's environment, read by Package.swift); "unknown" for a plain `swift build`. C, because only a C
// macro carries a value from the build's command line into the binary: Swift's -D defines conditions only.
#ifndef TABLERENDER_BUILD_STAMP_H
#define TABLERENDER_BUILD_STAMP_H

/// The commit, e.g. "1e09928c54a1" or "1e09928c54a1-dirty", or "unknown".
const char *tr_build_commit(void);

#endif
