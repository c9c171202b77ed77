import Testing
import BanterUIKit
@testable import banter_bench

/// The benchmark's screen is compared with other frameworks' renderings of the same
/// scenario, so it must look exactly as the scenario fixes it (see the README's benchmark
/// section; `ChatScreenMessagesTests` checks the messages by their hash).
@Suite("The chat-screen-v1 screen", .serialized)
@MainActor
struct ChatScreenFixtureTests {
    private func lines(_ fixture: ChatScreenFixture) -> [String] {
        fixture.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theScreenIsLaidOutAsSpecified() throws {
        let fixture = ChatScreenFixture(messages: 1_000)
        _ = fixture.openScreen()
        let rows = lines(fixture)
        #expect(rows.count >= 40)
        #expect(rows[0].hasPrefix(" < #general"))
        #expect(rows[0].trimmingCharacters(in: .whitespaces).hasSuffix("42 members"))
        #expect(rows[1].allSatisfy { $0 == "─" })
        // The input bar: its mode row (where "Replying to…" shows; blank now), then the box.
        #expect(rows[36].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(rows[37].hasPrefix("╭") && rows[39].hasPrefix("╰"))
        #expect(rows[38].contains("Type a message") && rows[38].contains("➤"))
        let list = rows[2...35]
        // Rounded bubbles no wider than 75% of the list, each closed with its time; the
        // newest message (999, from alice) is the last bubble, on the left, and "me" (998)
        // is on the right.
        #expect(list.contains { $0.contains("╭") })
        for row in list { #expect(row.count == 120) }
        let widest = list.compactMap { row -> Int? in
            guard let start = row.firstIndex(of: "╭"), let end = row.lastIndex(of: "╮") else { return nil }
            return row.distance(from: start, to: end) + 1
        }.max() ?? 0
        #expect(widest <= 90)
        let last = try #require(list.last { $0.contains("╰") })
        #expect(last.contains("19:16"))
        #expect(last.hasPrefix(" ╰"))
        #expect(list.contains { $0.hasSuffix("╯ ") && $0.contains("19:15") }, "the current user's bubble sits on the right")
        #expect(list.contains { $0.hasPrefix("  alice") } && list.contains { $0.hasPrefix("  bob") })
        #expect(!list.contains { $0.contains("  me") })
    }

    @Test func theMessageGeneratorTimesAreShownInUTC() {
        // Message 999: 09:00 + 999 × 37 s = 19:16:03 on 1 January 2026.
        #expect(ChatScreenMessages.civil(ChatScreenMessages.message(999).epoch) == ("2026-01-01", "19:16"))
    }

    @Test func aDateSeparatorMarksTheNewDay() {
        // Message 1460 is the first of 2 January.
        let fixture = ChatScreenFixture(messages: 1_463)
        _ = fixture.openScreen()
        #expect(lines(fixture)[2...35].contains { $0.contains("Fri, 2 Jan 2026") })
    }

    @Test func anArrivalIsAliceAtTheScenarioTimeAndCostsLittleOutput() throws {
        let fixture = ChatScreenFixture(messages: 1_000)
        _ = fixture.openScreen()
        let bytes = fixture.receiveNext()
        #expect(bytes > 0 && bytes <= 1_500)
        let list = lines(fixture)[2...35]
        // Message 1000 arrives at 19:16:40, from alice, at the bottom on the left.
        let last = try #require(list.last { $0.contains("╰") })
        #expect(last.contains("19:16"))
        #expect(last.hasPrefix(" ╰"))
        #expect(list.contains { $0.contains(ChatScreenMessages.message(1_000).text.prefix(20)) })
    }

    @Test func reopeningKeepsTheScreenAtTheBottom() {
        let fixture = ChatScreenFixture(messages: 100)
        _ = fixture.openScreen()
        for _ in 0..<3 {
            fixture.prepareArrival(arrivalsPerScreen: 1)
            _ = fixture.receiveNext()
        }
        #expect(fixture.count == 103)
        #expect(lines(fixture)[2...35].contains { $0.contains(ChatScreenMessages.message(102).text.prefix(20)) })
    }

    @Test func aKeystrokeWritesOneCharacter() {
        let fixture = ChatScreenFixture(messages: 100)
        _ = fixture.openScreen()
        #expect(fixture.typeCharacter() <= 64)
        #expect(lines(fixture)[38].contains("x"))
        for _ in 0..<40 { _ = fixture.typeCharacter() }
        fixture.prepareKeystroke()
        #expect(!lines(fixture)[38].contains("x"))
    }
}
