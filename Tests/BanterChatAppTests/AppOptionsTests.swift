import Testing
import BanterCanvas
@testable import banter

@Suite("The command line")
struct AppOptionsTests {
    @Test func flagsParseIntoOptions() throws {
        let options = try AppOptions.parse(["--user", "ann", "--seed", "42", "--theme", "light", "--quiet",
                                            "--headless", "--size", "100x30", "--script", "s", "--screen", "out"])
        #expect(options.userId == "ann" && options.seed == 42 && options.theme == "light" && options.quiet)
        #expect(options.headless && options.size == Size(width: 100, height: 30))
        #expect(options.scriptPath == "s" && options.screenPath == "out")
        #expect(try AppOptions.parse(["--nickname", " Ann Lee "]).nickname == "Ann Lee")
    }

    @Test func theCacheIsOnUnlessNoCacheOrNothingIsKept() throws {
        let folder = "/tmp/banter-store"
        let plain = try AppOptions.parse([]).initParams(folder: folder)
        #expect(plain.isLocalCachingEnabled)
        #expect(plain.localCacheConfig.directory?.path == folder)
        #expect(try !AppOptions.parse(["--no-cache"]).initParams(folder: folder).isLocalCachingEnabled)
        #expect(try !AppOptions.parse(["--ephemeral"]).initParams(folder: nil).isLocalCachingEnabled)
        let homeserver = try AppOptions.parse(["--homeserver", "http://127.0.0.1:8008", "--user", "ann", "--no-cache"])
        #expect(!homeserver.initParams(folder: nil).isLocalCachingEnabled)
        #expect(try AppOptions.parse(["--homeserver", "http://127.0.0.1:8008", "--user", "ann"]).initParams(folder: nil).localCacheConfig.directory == nil)
        #expect(AppOptions.usage.contains("--no-cache"))
    }

    @Test func versionPrintsTheNumberAndTheCommit() throws {
        #expect(try AppOptions.parse(["--version"]).showVersion)
        #expect(AppOptions.usage.contains("--version"))
        #expect(AppVersion.number.split(separator: ".").compactMap { Int($0) }.count == 3)
        // A test build is not made by Scripts/install, so it has no commit to name.
        #expect(AppVersion.commit == "unknown")
        #expect(AppVersion.line == "banter \(AppVersion.number) (commit unknown)")
    }

    @Test func headlessAloneSaysItNeedsAScript() {
        #expect(AppOptionsError.headlessNeedsScript.description.hasPrefix("--headless needs --script FILE"))
    }

    @Test(arguments: [
        (["--frob"], AppOptionsError.unknownOption("--frob")),
        (["--seed"], .missingValue("--seed")),
        (["--seed", "minus"], .invalidValue("--seed", "minus", "a whole number from 0")),
        (["--theme", "blue"], .invalidValue("--theme", "blue", "light or dark")),
        (["--headless", "--script", "s", "--size", "10x5"], .invalidValue("--size", "10x5", "COLSxROWS, at least 20x8")),
        (["--ephemeral", "--store", "/tmp/x"], .conflict("--ephemeral", "--store")),
        (["--screen", "out"], .needsHeadless),
        (["--headless"], .headlessNeedsScript),
        (["--nickname", "  "], .invalidValue("--nickname", "  ", "a name of 1 to 80 characters on one line")),
        (["--nickname"], .missingValue("--nickname")),
    ])
    func badCommandLinesAreRefusedWithAReason(arguments: [String], expected: AppOptionsError) {
        #expect(throws: expected) { try AppOptions.parse(arguments) }
    }

    @Test func theStoreDefaultsToTheUsersDataDirectory() {
        let options = AppOptions()
        #expect(options.resolvedStorePath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]) == "/data/banter")
        #expect(options.resolvedStorePath(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/banter")
    }
}
