#include "BanterBuildInfo.h"

// Scripts/install writes BanterCommit.h (`#define BANTER_COMMIT "abc1234"`) into one folder
// it always adds with `-Xcc -I`, so the compile commands stay the same from one commit to the
// next: a new commit recompiles this file and relinks, where a changing `-D` on the command
// line would rebuild every Swift module. A `-DBANTER_COMMIT=...` still wins when given.
#if !defined(BANTER_COMMIT) && __has_include("BanterCommit.h")
#include "BanterCommit.h"
#endif

#ifndef BANTER_COMMIT
#define BANTER_COMMIT "unknown"
#endif

const char *banter_build_commit(void) {
    return BANTER_COMMIT;
}
