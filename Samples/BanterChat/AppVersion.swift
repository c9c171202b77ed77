import BanterBuildInfo

/// What `banter --version` prints: the release number, kept here by hand, and the commit the
/// build came from, which only `Scripts/install` records (any other build says "unknown").
enum AppVersion {
    /// The release number. Banter had none before issue 23; 0.23.0 names that issue.
    static let number = "0.23.0"

    /// The commit the binary was built from (`abc1234`, `abc1234-dirty`), or "unknown".
    static var commit: String {
        String(cString: banter_build_commit())
    }

    /// The line `--version` prints.
    static var line: String {
        "banter \(number) (commit \(commit))"
    }
}
