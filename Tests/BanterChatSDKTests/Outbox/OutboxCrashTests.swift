import Foundation
import Glibc
import Testing

/// The outbox across a crash: a child process (`banter-outbox-child`) queues messages on a
/// persistent service whose acknowledgements are lost, and is killed with SIGKILL; started
/// again on the same store and outbox, it sends each message exactly once (same request id),
/// in order.
@Suite("Outbox across SIGKILL", .serialized)
struct OutboxCrashTests {
    /// The child, built beside the test bundle.
    static let child: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = String(decoding: buffer[..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/banter-outbox-child"
    }()

    /// Reads `pipe` until a line starting with `prefix` arrives (or the output ends).
    private func readLine(startingWith prefix: String, from pipe: Pipe) -> String? {
        var text = ""
        while true {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { return nil }
            text += String(decoding: data, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) { return String(line) }
        }
    }

    @Test("killed with messages pending, then started again: each sent exactly once, in order")
    func killedThenRestarted() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.child), "build banter-outbox-child (swift build --build-tests)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banter-outbox-crash-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = folder + "/store", cache = folder + "/cache"
        try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)

        let sender = Process()
        sender.executableURL = URL(fileURLWithPath: Self.child)
        sender.arguments = ["send", store, cache, "10"]
        let output = Pipe()
        sender.standardOutput = output
        sender.standardError = FileHandle.nullDevice
        try sender.run()
        let queued = readLine(startingWith: "queued ", from: output)
        kill(sender.processIdentifier, SIGKILL)
        sender.waitUntilExit()
        let url = try #require(queued.map { String($0.dropFirst("queued ".count)) })
        #expect(sender.terminationReason == .uncaughtSignal)

        let resumer = Process()
        resumer.executableURL = URL(fileURLWithPath: Self.child)
        resumer.arguments = ["resume", store, cache, url]
        let result = Pipe()
        resumer.standardOutput = result
        resumer.standardError = FileHandle.nullDevice
        try resumer.run()
        let lines = String(decoding: result.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        resumer.waitUntilExit()
        #expect(resumer.terminationStatus == 0)
        #expect(lines.last == "done")
        let messages = lines.dropLast().map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
        #expect(messages.map { $0.last ?? "" } == (1...10).map { "message \($0)" })
        let requestIds = messages.compactMap { $0.count == 2 ? $0[0] : nil }
        #expect(Set(requestIds).count == 10, "one stored copy per request id")
        #expect(requestIds.allSatisfy { !$0.isEmpty })
    }
}
