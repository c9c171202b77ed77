import BanterTesting
import Foundation
import Glibc
import Testing

/// `banter` on a real terminal, or on something that is not one: it refuses what it cannot
/// draw on before touching the store, and whichever way it ends it saves the workspace as a
/// snapshot, so the journal does not grow from run to run.
@Suite("banter on a terminal", .serialized)
struct TerminalStartTests {
    static let banter = PseudoTerminalProcess.product("banter")

    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("banter-start-\(UUID().uuidString)").path
    }

    @Test func anInputThatIsNotATerminalIsRefusedWithTheProgramsNameBeforeTheStoreIsMade() throws {
        let store = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: store) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.banter)
        process.arguments = ["--store", store, "--quiet"]
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "banter: the input is not a terminal (a pipe or a file?): run this in a terminal\n")
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test func aDumbTerminalIsRefusedClearlyWithNothingDrawn() throws {
        let store = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: store) }
        let process = try PseudoTerminalProcess(path: Self.banter, arguments: ["--store", store, "--quiet"], environment: ["TERM": "dumb"])
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })
        #expect(process.exitCode == 1)
        #expect(process.wrote("banter: TERM=dumb cannot show a full-screen app"))
        #expect(!process.wrote("\u{1B}[?1049h"), "the alternate screen was entered")
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    /// Sends a message (a journaled change), ends the app the way `ending` says, and finds
    /// everything in the snapshot and nothing left in the journal.
    @Test(arguments: ["Ctrl-C", "SIGTERM", "SIGHUP"])
    func endingTheAppSavesTheWorkspaceAsASnapshot(ending: String) throws {
        let store = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: store) }
        let process = try PseudoTerminalProcess(path: Self.banter, arguments: ["--store", store, "--quiet"])
        #expect(process.wait { $0.isRaw && $0.wrote("Channels") }, "banter did not start")
        // Enter opens the selected channel once the list has loaded (on a busy machine that
        // takes a while); the caret then shows in the channel's input.
        var opened = false
        for _ in 0..<40 where !opened {
            process.type("\r")
            opened = process.wait(timeout: .milliseconds(500)) { $0.wrote("\u{1B}[?25h") }
        }
        #expect(opened, "the channel did not open")
        // The top channel can be the workspace's frozen announcements (the list's order
        // follows the generated times, so it leads at some hours), where nothing can be
        // sent: then go back and open the next one.
        if process.wait(timeout: .seconds(2), until: { $0.wrote("This channel is frozen") }) {
            let before = process.output.count
            process.type("\u{1B}")
            _ = process.wait(timeout: .seconds(5)) { String(decoding: $0.output.dropFirst(before), as: UTF8.self).contains("Channels") }
            let list = process.output.count
            process.type("\u{1B}[B\r")
            _ = process.wait(timeout: .seconds(5)) { String(decoding: $0.output.dropFirst(list), as: UTF8.self).contains("\u{1B}[?25h") }
        }
        process.type("saved on exit\r")
        // Acknowledged only once journaled: wait for it there.
        let journaled = process.wait { _ in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []
            return names.contains { name in
                name.hasPrefix("journal-") && ((try? String(contentsOfFile: store + "/" + name, encoding: .utf8)) ?? "").contains("saved on exit")
            }
        }
        #expect(journaled, "the message was not sent: \(String(decoding: process.output.suffix(2000), as: UTF8.self))")
        switch ending {
        case "Ctrl-C": process.type("\u{3}")
        case "SIGTERM": process.send(SIGTERM)
        default: process.send(SIGHUP)
        }
        #expect(process.wait { $0.exitCode != nil || $0.terminatingSignal != nil })

        let names = try FileManager.default.contentsOfDirectory(atPath: store)
        let journal = try #require(names.first { $0.hasPrefix("journal-") })
        let journalText = try String(contentsOfFile: store + "/" + journal, encoding: .utf8)
        #expect(journalText.split(separator: "\n").count == 1, "only the journal's preamble should be left")
        let snapshot = try String(contentsOfFile: store + "/snapshot.jsonl", encoding: .utf8)
        #expect(snapshot.contains("saved on exit"))
    }
}
