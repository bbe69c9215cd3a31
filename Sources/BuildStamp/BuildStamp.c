#include "BuildStamp.h"

#ifndef TABLERENDER_COMMIT
#define TABLERENDER_COMMIT "unknown"
#endif

const char *tr_build_commit(void) { return TABLERENDER_COMMIT; }
