// BanterBuildInfo: what the build knows that the sources cannot, for `banter --version`.

#ifndef BANTER_BUILD_INFO_H
#define BANTER_BUILD_INFO_H

/// The commit the program was built from, as `git rev-parse --short HEAD` printed it (with
/// `-dirty` when the checkout had uncommitted changes), or "unknown" when the build was not
/// made by `Scripts/install` (`swift build`, `swift run`). A constant string; any thread.
const char *banter_build_commit(void);

#endif
