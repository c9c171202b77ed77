import Glibc
import Testing
@testable import BanterTerminal

@Suite("Terminal session")
@MainActor
struct TerminalSessionTests {
    @Test func aPipeIsNotATerminal() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let session = TerminalSession(input: fds[0], output: fds[1], capabilities: TerminalCapabilities(colorDepth: .ansi16))
        #expect(throws: TerminalError.self) { try session.start() }
        do {
            try session.start()
        } catch {
            #expect(error.code == .notATerminal)
            #expect(error.message.contains("not a terminal"))
        }
        #expect(!session.isActive)
        // Stopping a session that never started writes nothing and does not fail.
        session.stop()
        var pending: Int32 = 0
        _ = ioctl(fds[0], UInt(FIONREAD), &pending)
        #expect(pending == 0)
    }

    @Test func aSizeFallsBackWhenTheOutputCannotSay() {
        let session = TerminalSession(input: -1, output: -1, capabilities: TerminalCapabilities(colorDepth: .ansi16))
        #expect(session.size() == .init(width: 80, height: 24))
    }
}
