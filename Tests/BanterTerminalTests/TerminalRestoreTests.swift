import BanterTesting
import Glibc
import Testing

/// `banter-keys` runs on a pseudo-terminal; whatever way it ends, the terminal settings
/// afterwards must equal those before, and the screen modes it turned on must be off.
@Suite("Terminal restore", .serialized)
struct TerminalRestoreTests {
    static let keys = PseudoTerminalProcess.product("banter-keys")

    /// Starts banter-keys and waits until it is in raw mode and has drawn its first frame.
    private func started(environment: [String: String] = [:]) throws -> (PseudoTerminalProcess, termios) {
        let process = try PseudoTerminalProcess(path: Self.keys, environment: environment)
        let before = process.initialSettings
        #expect(before.c_lflag & tcflag_t(ICANON) != 0)
        let ready = process.wait { $0.isRaw && $0.wrote("banter-keys") }
        #expect(ready, "banter-keys did not start: \(String(decoding: process.output, as: UTF8.self))")
        return (process, before)
    }

    private func expectRestored(_ process: PseudoTerminalProcess, to before: termios) {
        let after = process.settings()
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
        #expect(after.c_cflag == before.c_cflag)
        #expect(after.c_lflag == before.c_lflag)
        #expect(withUnsafeBytes(of: after.c_cc, Array.init) == withUnsafeBytes(of: before.c_cc, Array.init))
        #expect(process.wrote("\u{1B}[?1049l"), "the alternate screen was not left")
        #expect(process.wrote("\u{1B}[?25h"), "the cursor was not shown again")
    }

    @Test func aNormalExitRestoresTheTerminal() throws {
        let (process, before) = try started()
        process.type("\u{3}\u{3}")
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })
        #expect(process.exitCode == 0)
        expectRestored(process, to: before)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalRestoresTheTerminal(signal: Int32) throws {
        let (process, before) = try started()
        process.send(signal)
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })
        #expect(process.exitCode == 128 + signal)
        expectRestored(process, to: before)
    }

    @Test func aCrashRestoresTheTerminalAndStillCrashes() throws {
        let (process, before) = try started(environment: ["BANTER_KEYS_TEST_CRASH": "1", "SWIFT_BACKTRACE": "enable=no"])
        process.type("!")
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })
        #expect(process.terminatingSignal != nil, "expected death by signal, got exit code \(String(describing: process.exitCode))")
        expectRestored(process, to: before)
    }

    @Test func suspendAndContinue() throws {
        let (process, before) = try started()
        process.send(SIGTSTP)
        #expect(process.wait { $0.stopped })
        // Stopped: the shell gets its terminal back as it was.
        let whileStopped = process.settings()
        #expect(whileStopped.c_lflag == before.c_lflag && whileStopped.c_iflag == before.c_iflag)
        let drawnBefore = process.output.count
        process.send(SIGCONT)
        // Continued: raw mode again, and the alternate screen entered and drawn anew.
        #expect(process.wait { $0.isRaw && $0.output.count > drawnBefore && String(decoding: $0.output[drawnBefore...], as: UTF8.self).contains("banter-keys") })
        #expect(String(decoding: process.output[drawnBefore...], as: UTF8.self).contains("\u{1B}[?1049h"))
        process.type("\u{3}\u{3}")
        #expect(process.wait { $0.exitCode != nil })
        expectRestored(process, to: before)
    }
}
