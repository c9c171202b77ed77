import Foundation
import Testing
@testable import banter
import BanterUIKit

@Suite("banter --headless")
@MainActor
struct HeadlessRunTests {
    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("banter-\(UUID().uuidString)-\(name)").path
    }

    @Test func aScriptRunsAgainstAVirtualClockAndWritesTheScreenAndTheBytes() throws {
        let script = temporaryFile("script.txt")
        let screen = temporaryFile("screen.txt")
        let record = temporaryFile("record.bin")
        defer { for path in [script, screen, record] { try? FileManager.default.removeItem(atPath: path) } }
        try "?\nwait 500ms\n".write(toFile: script, atomically: true, encoding: .utf8)
        let options = try AppOptions.parse(["--headless", "--ephemeral", "--quiet", "--size", "80x24",
                                            "--script", script, "--screen", screen, "--record", record])
        #expect(HeadlessRunner.run(options, environment: [:]) == 0)
        let text = try String(contentsOfFile: screen, encoding: .utf8)
        #expect(text.contains("Keys"))
        #expect(text.contains("Ctrl-R     reload the channel list"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 25)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: record))
        #expect(bytes.count > 100)
    }

    /// The README's screenshots are what its scripts draw: a change to the screens shows up
    /// here until the README is brought up to date.
    @Test(arguments: [("wait 1s\n", "80x16"),
                      ("wait 1s\n<Down>\n<Down>\n<Enter>\nwait 1s\nWho's bringing snacks on Saturday?\n<Enter>\nwait 40s\n", "80x22"),
                      ("wait 1s\n<Down>\n<Down>\n<Down>\n<Down>\n<Enter>\nwait 1s\n<Tab>\n<Tab>\n<Enter>\nwait 1s\n", "80x12"),
                      ("wait 1s\n<Down>\n<Down>\n<Down>\n<Down>\n<Enter>\nwait 1s\n<Tab>\n<Tab>\n<Enter>\nwait 1s\n<Down>\n<Down>\n<Enter>\nwait 1s\n<Down>\n<Enter>\n", "80x14"),
                      ("wait 1s\n<Down>\n<Down>\n<Enter>\nwait 1s\n" + String(repeating: "<Up>\n", count: 11)
                        + "t\nwait 1s\nSame here! Again in March?\n<Enter>\nwait 40s\n", "80x28"),
                      ("wait 1s\n/\nrelease notes\nwait 1s\n", "80x16"),
                      ("wait 1s\n<F2>\nwait 1s\n<Enter>\nwait 5s\n", "80x24")])
    func theReadmeScreenshotsAreWhatItsScriptsDraw(steps: String, size: String) throws {
        let script = temporaryFile("script.txt")
        let screen = temporaryFile("screen.txt")
        defer { for path in [script, screen] { try? FileManager.default.removeItem(atPath: path) } }
        try steps.write(toFile: script, atomically: true, encoding: .utf8)
        let options = try AppOptions.parse(["--headless", "--ephemeral", "--size", size, "--script", script, "--screen", screen])
        #expect(HeadlessRunner.run(options, environment: [:]) == 0)
        func trimmed(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
        }
        let drawn = trimmed(try String(contentsOfFile: screen, encoding: .utf8)).trimmingCharacters(in: .newlines)
        let readmePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md").path
        let readme = trimmed(try String(contentsOfFile: readmePath, encoding: .utf8))
        #expect(readme.contains("```\n" + drawn + "\n```"))
    }

    @Test func theWheelScrollsTheMessagesBackAndAClickSelectsAChannel() throws {
        let script = temporaryFile("script.txt")
        let screen = temporaryFile("screen.txt")
        defer { for path in [script, screen] { try? FileManager.default.removeItem(atPath: path) } }
        // Row 4 of the list is the second channel (rows 2 and 3 are the first).
        try "wait 1s\nclick 10,4\nwait 1s\nwheel up 10,10 30\nwait 1s\n".write(toFile: script, atomically: true, encoding: .utf8)
        let options = try AppOptions.parse(["--headless", "--ephemeral", "--quiet", "--size", "80x24", "--script", script, "--screen", screen])
        #expect(HeadlessRunner.run(options, environment: [:]) == 0)
        let text = try String(contentsOfFile: screen, encoding: .utf8)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[0].hasPrefix(" < Astrid Halvorsen"))
        // Scrolled up from the newest message, the arrow back to the bottom shows.
        #expect(text.contains("↓"))
    }

    @Test func aMissingScriptIsAnError() throws {
        let options = try AppOptions.parse(["--headless", "--ephemeral", "--script", temporaryFile("absent.txt")])
        #expect(HeadlessRunner.run(options, environment: [:]) == 2)
    }

    @Test func aCorruptStoreIsRefusedNamingTheFileAndLeftAlone() throws {
        let directory = temporaryFile("store")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let journal = directory + "/journal-0.jsonl"
        try "{\"format\":\"banter-store-journal\",\"generation\":0,\"version\":1}\nnot json at all\n".write(toFile: journal, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: journal))
        var options = try AppOptions.parse(["--store", directory])
        options.quiet = true
        #expect {
            _ = try ChatSession(options: options, scheduler: ManualScheduler(), environment: [:])
        } throws: { error in
            "\(error)".contains("journal-0.jsonl") && "\(error)".contains("line 2")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: journal)) == before)
    }

    @Test func anIncompleteStoreFromAnInterruptedFirstStartIsNamedAndLeftAlone() throws {
        let directory = temporaryFile("store")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // What an older banter left when stopped while seeding: a journal with part of the
        // workspace and no snapshot.
        do {
            let server = try ChatServer(scheduler: ManualScheduler(), storeDirectory: directory)
            try server.createUser(id: "me", nickname: "Me")
            try server.createUser(id: "ann", nickname: "Ann")
            server.closeStore()
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        var options = try AppOptions.parse(["--store", directory, "--quiet"])
        options.quiet = true
        #expect {
            _ = try ChatSession(options: options, scheduler: ManualScheduler(), environment: [:])
        } throws: { error in
            "\(error)".contains("\(directory) is incomplete") && "\(error)".contains("Remove that directory")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == before)
    }

    @Test func aFirstStartSeedsTheStoreInOneStepAndReportsProgress() throws {
        let directory = temporaryFile("store")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let options = try AppOptions.parse(["--store", directory, "--quiet"])
        var reports: [Int] = []
        let session = try ChatSession(options: options, scheduler: ManualScheduler(), environment: [:]) { done, _ in reports.append(done) }
        #expect(reports == Array(1...session.workspace.channels.count))
        #expect(session.server.storeHasSnapshot)
        session.close()
        // A second start opens it, seeding nothing.
        reports = []
        let again = try ChatSession(options: options, scheduler: ManualScheduler(), environment: [:]) { done, _ in reports.append(done) }
        #expect(reports.isEmpty)
        #expect(again.workspace.channels.count == session.workspace.channels.count)
        again.close()
    }

    @Test func theCurrentUserHasAStableNameOrTheOneGiven() throws {
        let session = try ChatSession(options: AppOptions.parse(["--ephemeral", "--quiet", "--seed", "7"]), scheduler: ManualScheduler(), environment: [:])
        #expect(session.workspace.currentUserId == "me")
        let directory = temporaryFile("store")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (arguments, expected) in [(["--store", directory], "me"), (["--store", directory, "--nickname", "Ann Lee"], "Ann Lee")] {
            let scheduler = ManualScheduler()
            let session = try ChatSession(options: AppOptions.parse(arguments + ["--quiet"]), scheduler: scheduler, environment: [:])
            var connected: ChatError??
            session.connect(userId: "me", nickname: try AppOptions.parse(arguments).nickname) { connected = .some($0) }
            scheduler.advance(by: .seconds(1))
            #expect(connected == .some(nil))
            #expect(session.client.currentUser?.nickname == expected)
            session.close()
        }
    }

    @Test func aRepairedStoreIsReportedOnTheFirstScreen() throws {
        let directory = temporaryFile("store")
        let script = temporaryFile("script.txt")
        let screen = temporaryFile("screen.txt")
        defer { for path in [directory, script, screen] { try? FileManager.default.removeItem(atPath: path) } }
        try ChatSession(options: AppOptions.parse(["--store", directory, "--quiet"]), scheduler: ManualScheduler(), environment: [:]).close()
        // A write cut short: the last line has no newline.
        let journal = try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("journal-") }!
        let handle = try #require(FileHandle(forWritingAtPath: directory + "/" + journal))
        handle.seekToEndOfFile()
        handle.write(Data("{\"user\":{\"userId\":\"x".utf8))
        try handle.close()
        try "wait 100ms\n".write(toFile: script, atomically: true, encoding: .utf8)
        let options = try AppOptions.parse(["--headless", "--store", directory, "--quiet", "--size", "80x24", "--script", script, "--screen", screen])
        #expect(HeadlessRunner.run(options, environment: [:]) == 0)
        let text = try String(contentsOfFile: screen, encoding: .utf8)
        #expect(text.contains("The workspace store was repaired"))
        #expect(text.contains("Dropped the cut-short last line"))
    }

    @Test func outputIntoAMissingDirectoryIsRefusedBeforeTheRunNamingIt() throws {
        let script = temporaryFile("script.txt")
        defer { try? FileManager.default.removeItem(atPath: script) }
        try "wait 100ms\n".write(toFile: script, atomically: true, encoding: .utf8)
        let missing = temporaryFile("absent") + "/screen.txt"
        let options = try AppOptions.parse(["--headless", "--ephemeral", "--script", script, "--screen", missing])
        #expect(HeadlessRunner.run(options, environment: [:]) == 2)
        #expect(HeadlessRunner.unwritableReason(missing)?.hasPrefix("the directory ") == true)
        #expect(HeadlessRunner.unwritableReason(script + "/screen.txt")?.hasSuffix("is not a directory") == true)
        #expect(HeadlessRunner.unwritableReason("screen.txt") == nil)
    }
}
