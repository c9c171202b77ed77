import BanterTesting
import Foundation
import Glibc
import Testing

/// `banter --homeserver` on a pseudo-terminal, against a port where nothing listens: the
/// sign-in fails on the command line before the screens start, with a status of 1, and the
/// local store is never made. No homeserver is needed (see MatrixAppIntegrationTests).
@Suite("banter on a homeserver: starting", .serialized)
struct HomeserverStartTests {
    /// Port 9 (discard) on loopback: nothing listens there, so the connection is refused at once.
    static let nowhere = "http://127.0.0.1:9"

    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("banter-homeserver-\(UUID().uuidString)").path
    }

    @Test func aServerThatIsDownIsSaidBeforeTheScreenAndNothingIsStored() throws {
        let data = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let process = try PseudoTerminalProcess(
            path: TerminalStartTests.banter, arguments: ["--homeserver", Self.nowhere, "--user", "ann"],
            environment: ["BANTER_MATRIX_PASSWORD": "secret", "XDG_DATA_HOME": data, "HOME": data])
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })
        #expect(process.exitCode == 1)
        #expect(process.wrote("banter: cannot reach the homeserver at \(Self.nowhere): is it running"))
        #expect(!process.wrote("\u{1B}[?1049h"), "the alternate screen was entered")
        #expect(!FileManager.default.fileExists(atPath: data + "/banter"), "the store was made")
        #expect(Self.files(under: data).isEmpty, "files were written")
    }

    /// The regular files under `directory`. Foundation's URL loading makes empty cache and
    /// cookie directories under the home and data directories; nothing must be written in them.
    static func files(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: directory + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    @Test func thePasswordIsAskedForWithEchoOff() throws {
        let data = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let process = try PseudoTerminalProcess(
            path: TerminalStartTests.banter, arguments: ["--homeserver", Self.nowhere, "--user", "ann"],
            environment: ["BANTER_MATRIX_PASSWORD": "", "XDG_DATA_HOME": data, "HOME": data].filter { !$0.value.isEmpty })
        #expect(process.wait { $0.wrote("Password for ann on \(Self.nowhere): ") })
        #expect(process.settings().c_lflag & tcflag_t(ECHO) == 0, "echo is on while the password is typed")
        process.type("hunter2\r")
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })
        #expect(process.exitCode == 1)
        #expect(process.wrote("cannot reach the homeserver"))
        #expect(!process.wrote("hunter2"), "the password was echoed")
        #expect(process.settings().c_lflag & tcflag_t(ECHO) != 0, "echo was left off")
    }

    @Test func aMissingUserIsACommandLineErrorBeforeAnythingElse() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TerminalStartTests.banter)
        process.arguments = ["--homeserver", Self.nowhere]
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message == "banter: --homeserver needs --user ID: the Matrix account to sign in as, such as @ann:example.org\n")
    }
}
