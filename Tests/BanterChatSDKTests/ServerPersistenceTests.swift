import Foundation
import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("A server that keeps its workspace on disk")
@MainActor
struct ServerPersistenceTests {
    /// A fresh directory per test, removed afterwards.
    final class Directory {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("banter-server-store-\(UUID().uuidString)").path
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func journal(_ generation: Int = 0) -> String { path + "/journal-\(generation).jsonl" }
    }

    private func persistentHarness(_ directory: Directory) throws -> (ChatTestHarness, ChatServer) {
        let scheduler = ManualScheduler()
        let server = try ChatServer(scheduler: scheduler, configuration: .immediate, storeDirectory: directory.path)
        return (ChatTestHarness(server: server, scheduler: scheduler), server)
    }

    @Test func everythingAcknowledgedComesBackAfterARestart() throws {
        let directory = Directory()
        var url = ""
        do {
            let (harness, server) = try persistentHarness(directory)
            let alice = try harness.connect("alice", nickname: "Alice")
            _ = try harness.connect("bob")
            let channel = try harness.groupChannel(alice, with: ["bob"], name: "Plans")
            url = channel.channelURL
            for text in ["one", "two", "three"] { _ = harness.send(text, in: channel) }
            let (sent, _) = harness.send("edited soon", in: channel)
            _ = try harness.run { channel.updateUserMessage(messageId: sent.messageId, params: .init(message: "edited"), completion: $0) }.get()
            _ = try harness.run { channel.addReaction(messageId: sent.messageId, key: "heart", completion: $0) }.get()
            server.closeStore()
        }
        let (harness, server) = try persistentHarness(directory)
        #expect(server.storeWarnings.isEmpty)
        let bob = try harness.connect("bob")
        let channel = try harness.run { bob.getGroupChannel(url: url, completion: $0) }.get()
        #expect(channel.name == "Plans")
        #expect(channel.unreadMessageCount == 4)
        let messages = try harness.run { channel.getMessagesByTimestamp(.max, params: MessageListParams(previousResultSize: 10), completion: $0) }.get()
        #expect(messages.map(\.message) == ["one", "two", "three", "edited"])
        #expect(messages.last?.reactions.map(\.key) == ["heart"])
        #expect(harness.server.state["\(url)"]?.members["alice"]?.isOperator == true)
    }

    // MARK: Seeding

    @Test func aSeededStoreIsOneSnapshotAndReloadsTheSameState() throws {
        let directory = Directory()
        var before: StateSnapshot?
        do {
            let (_, server) = try persistentHarness(directory)
            #expect(!server.storeHasSnapshot)
            try server.seedStore { () throws(ChatError) in
                try server.createUser(id: "alice", nickname: "Alice")
                try server.createUser(id: "bob", nickname: "Bob")
                try server.createGroupChannel(GroupChannelCreateParams(userIds: ["bob"]), creatorId: "alice")
            }
            #expect(server.storeHasSnapshot)
            before = StateSnapshot(of: server)
            server.closeStore()
        }
        let journal = try String(contentsOfFile: directory.journal(1), encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 1, "only the journal's preamble: everything is in the snapshot")
        let (_, server) = try persistentHarness(directory)
        #expect(server.storeHasSnapshot)
        #expect(StateSnapshot(of: server) == before)
    }

    @Test func seedingThatFailsPartWayLeavesTheStoreEmpty() throws {
        let directory = Directory()
        do {
            let (_, server) = try persistentHarness(directory)
            var caught: ChatError?
            do throws(ChatError) {
                try server.seedStore { () throws(ChatError) in
                    try server.createUser(id: "alice", nickname: "Alice")
                    try server.createUser(id: "", nickname: "nobody")
                }
            } catch { caught = error }
            #expect(caught?.code == .invalidParameter)
            server.closeStore()
        }
        // As after a Ctrl-C in the middle: nothing of the half-made state was written.
        let (_, server) = try persistentHarness(directory)
        #expect(server.isEmpty)
        #expect(!server.storeHasSnapshot)
    }

    @Test func onlyAnEmptyStoreIsSeeded() throws {
        let directory = Directory()
        let (_, server) = try persistentHarness(directory)
        try server.createUser(id: "alice", nickname: "Alice")
        var ran = false
        var caught: ChatError?
        do throws(ChatError) { try server.seedStore { ran = true } } catch { caught = error }
        #expect(caught?.code == .invalidParameter)
        #expect(!ran)
        // A journal without a snapshot is what an interrupted seeding of an older version left.
        #expect(!server.storeHasSnapshot)
    }

    @Test func aCompactedStoreReloadsTheSameState() throws {
        let directory = Directory()
        var before: [String] = []
        do {
            let (harness, server) = try persistentHarness(directory)
            let alice = try harness.connect("alice")
            _ = try harness.connect("bob")
            let channel = try harness.groupChannel(alice, with: ["bob"])
            let (parent, _) = harness.send("parent", in: channel)
            _ = harness.send("reply", in: channel) { $0.parentMessageId = parent.messageId }
            try server.compactStore()
            _ = harness.send("after the snapshot", in: channel)
            before = describe(server)
            server.closeStore()
        }
        let (_, server) = try persistentHarness(directory)
        #expect(describe(server) == before)
    }

    /// Crash the writer at random points: truncating the journal to an offset keeps exactly
    /// the messages whose acknowledgement came before that offset was reached.
    @Test func aCrashAtAnyJournalOffsetLosesNothingAcknowledged() throws {
        let directory = Directory()
        var acknowledgedAt: [(text: String, journalSize: Int)] = []
        do {
            let (harness, server) = try persistentHarness(directory)
            let alice = try harness.connect("alice")
            _ = try harness.connect("bob")
            let channel = try harness.groupChannel(alice, with: ["bob"])
            for number in 0..<40 {
                let (message, error) = harness.send("message \(number)", in: channel)
                #expect(error == nil && message.sendingStatus == .succeeded)
                let size = try FileManager.default.attributesOfItem(atPath: directory.journal())[.size] as! Int
                acknowledgedAt.append(("message \(number)", size))
            }
            server.closeStore()
        }
        let journal = try Data(contentsOf: URL(fileURLWithPath: directory.journal()))
        var generator = SeededRandomNumberGenerator(seed: 7)
        let firstMessageOffset = acknowledgedAt[0].journalSize - 1
        for _ in 0..<25 {
            let offset = Int.random(in: firstMessageOffset...journal.count, using: &generator)
            let copy = Directory()
            try FileManager.default.createDirectory(atPath: copy.path, withIntermediateDirectories: true)
            try journal.prefix(offset).write(to: URL(fileURLWithPath: copy.journal()))
            let scheduler = ManualScheduler()
            let server = try ChatServer(scheduler: scheduler, configuration: .immediate, storeDirectory: copy.path)
            let stored = Set(server.state.allChannels.flatMap { $0.messages.map(\.text) })
            for entry in acknowledgedAt where entry.journalSize <= offset {
                #expect(stored.contains(entry.text), "lost \(entry.text) after a crash at \(offset)")
            }
            let tornLine = offset > 0 && journal[offset - 1] != UInt8(ascii: "\n")
            #expect(server.storeWarnings.count == (tornLine ? 1 : 0))
            server.closeStore()
        }
    }

    @Test func aCorruptJournalRefusesToLoadNamingTheFileAndLineAndStaysUntouched() throws {
        let directory = Directory()
        do {
            let (harness, server) = try persistentHarness(directory)
            let alice = try harness.connect("alice")
            let channel = try harness.groupChannel(alice, with: [])
            for text in ["a", "b", "c"] { _ = harness.send(text, in: channel) }
            server.closeStore()
        }
        var lines = try String(contentsOfFile: directory.journal(), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        lines[3] = "{\"this is\": not json"
        let corrupt = lines.joined(separator: "\n")
        try corrupt.write(toFile: directory.journal(), atomically: true, encoding: .utf8)

        #expect {
            _ = try ChatServer(scheduler: ManualScheduler(), storeDirectory: directory.path)
        } throws: { error in
            guard let error = error as? ChatError else { return false }
            return error.code == .malformedData && error.message.contains("journal-0.jsonl") && error.message.contains("line 4")
        }
        #expect(try String(contentsOfFile: directory.journal(), encoding: .utf8) == corrupt)
    }

    private func describe(_ server: ChatServer) -> [String] {
        server.state.allChannels.flatMap { channel in
            [channel.url + " " + channel.header.name]
                + channel.members.values.sorted { $0.userId < $1.userId }.map {
                    "\($0.userId) unread=\($0.unreadMessageCount) operator=\($0.isOperator)"
                }
                + channel.messages.map { message in
                    let extras = channel.extras[message.messageId]
                    return "\(message.messageId) \(message.text) replies=\(extras?.replyCount ?? 0)"
                }
        }
    }
}
