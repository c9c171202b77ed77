import BanterTesting
import Foundation
import Glibc
import Testing

/// `banter --homeserver` against a real Synapse on loopback, on a pseudo-terminal. It runs
/// only when `BANTER_MATRIX_URL` is set, with the users of `Scripts/matrix-dev-server
/// register-test-users` (see Tests/BanterChatSDKTests/MatrixIntegrationTests.swift).
@Suite(
    "banter on a live homeserver",
    .enabled(if: LiveHomeserver.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixAppIntegrationTests {
    static let url = LiveHomeserver.url
    static let user = LiveHomeserver.user

    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("banter-live-\(UUID().uuidString)").path
    }

    @Test func aWrongPasswordIsSaidBeforeTheScreen() throws {
        let url = try #require(Self.url)
        let data = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let process = try PseudoTerminalProcess(
            path: TerminalStartTests.banter, arguments: ["--homeserver", url, "--user", Self.user.name],
            environment: ["BANTER_MATRIX_PASSWORD": Self.user.password + "-wrong", "XDG_DATA_HOME": data, "HOME": data])
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })
        #expect(process.exitCode == 1)
        #expect(process.wrote("refused to sign in \(Self.user.name): wrong user id or password"))
        #expect(process.wrote("400108"))
        #expect(!process.wrote("\u{1B}[?1049h"), "the alternate screen was entered")
    }

    /// Signs in with the right password, sees the channel list and quits with Ctrl-C; returns
    /// the files left under the process's `$XDG_DATA_HOME` (and `$HOME`), relative to it.
    private func signInAndQuit(extraArguments: [String], data: String) throws -> [String] {
        let url = try #require(Self.url)
        let process = try PseudoTerminalProcess(
            path: TerminalStartTests.banter, arguments: ["--homeserver", url, "--user", Self.user.name] + extraArguments,
            environment: ["BANTER_MATRIX_PASSWORD": Self.user.password, "XDG_DATA_HOME": data, "HOME": data])
        #expect(process.wait { $0.isRaw && $0.wrote("Channels") }, "banter did not start: \(String(decoding: process.output.suffix(500), as: UTF8.self))")
        #expect(process.wait(timeout: .seconds(5)) { $0.wrote("F2 Open") })
        process.type("\u{3}")
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })
        #expect(process.exitCode == 0)
        return HomeserverStartTests.files(under: data)
    }

    @Test func theRightPasswordOpensTheChannelListAndOnlyTheLocalCopyIsStored() throws {
        let data = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let files = try signInAndQuit(extraArguments: [], data: data)
        // No store: only the account's local copy (cache, outbox), private to the user.
        #expect(!files.isEmpty)
        for file in files {
            let parts = file.split(separator: "/").map(String.init)
            #expect(parts.count >= 4 && parts[0] == "banter" && ["cache", "outbox"].contains(parts[3]), "\(file) was written")
            let mode = (try? FileManager.default.attributesOfItem(atPath: data + "/" + file)[.posixPermissions] as? Int) ?? -1
            #expect(mode == 0o600, "\(file) is \(String(mode, radix: 8))")
        }
    }

    @Test func withNoCacheNothingIsStored() throws {
        let data = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let files = try signInAndQuit(extraArguments: ["--no-cache"], data: data)
        #expect(!FileManager.default.fileExists(atPath: data + "/banter"), "the store was made")
        #expect(files.isEmpty, "files were written")
    }
}

/// The live server and its first user, from the environment, as the SDK's `MatrixLive`
/// reads them (that one lives in another test target).
private enum LiveHomeserver {
    static let url = ProcessInfo.processInfo.environment["BANTER_MATRIX_URL"]

    /// `BANTER_MATRIX_USERS`' first NAME:PASSWORD, or banter_a.
    static let user: (name: String, password: String) = {
        let spec = ProcessInfo.processInfo.environment["BANTER_MATRIX_USERS"] ?? "banter_a:pass-banter_a"
        let first = spec.split(separator: ",").first.map(String.init) ?? ""
        let parts = first.split(separator: ":", maxSplits: 1).map(String.init)
        return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
    }()
}
