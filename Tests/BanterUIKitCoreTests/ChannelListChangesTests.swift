import Testing
@testable import BanterUIKitCore

@Suite("ChannelListChanges: a channel list's change as a batch update")
struct ChannelListChangesTests {
    @Test func aChannelLiftedToTheTopIsOneMove() {
        let changes = ChannelListChanges(from: ["a", "b", "c", "d"], to: ["c", "a", "b", "d"], updated: ["c"])
        #expect(changes.moves == [.init(from: 2, to: 0)])
        #expect(changes.deletions.isEmpty && changes.insertions.isEmpty && changes.reloads.isEmpty)
    }

    @Test func anUpdateInPlaceIsAReload() {
        let changes = ChannelListChanges(from: ["a", "b", "c"], to: ["a", "b", "c"], updated: ["b"])
        #expect(changes == { var expected = ChannelListChanges(); expected.reloads = [1]; return expected }())
    }

    @Test func insertionsAndDeletionsUseTheirOwnSidesIndexes() {
        let changes = ChannelListChanges(from: ["a", "b", "c"], to: ["x", "a", "c", "y"])
        #expect(changes.deletions == [1])
        #expect(changes.insertions == [0, 3])
        #expect(changes.moves.isEmpty)
    }

    @Test func nothingChangedIsEmpty() {
        #expect(ChannelListChanges(from: ["a", "b"], to: ["a", "b"]).isEmpty)
        #expect(ChannelListChanges(from: [], to: []).isEmpty)
    }

    @Test func duplicateKeysNeverCrashAndStillAddUp() {
        let old = ["a", "a", "b"], new = ["b", "b", "a"]
        let changes = ChannelListChanges(from: old, to: new)
        #expect(old.count - changes.deletions.count + changes.insertions.count == new.count)
    }

    @Test func randomShufflesKeepTheCountsConsistent() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { "k\($0)" }
            var new = old.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            new.insert(contentsOf: (0..<Int.random(in: 0...3, using: &generator)).map { "n\($0)" }, at: 0)
            let changes = ChannelListChanges(from: old, to: new)
            #expect(old.count - changes.deletions.count + changes.insertions.count == new.count)
            // Replaying the changes gives the new order.
            var rows: [String?] = old
            for index in changes.deletions { rows[index] = nil }
            for move in changes.moves { rows[move.from] = nil }
            var result = rows.compactMap { $0 }
            var placed: [(Int, String)] = changes.insertions.map { ($0, new[$0]) } + changes.moves.map { ($0.to, new[$0.to]) }
            placed.sort { $0.0 < $1.0 }
            for (index, key) in placed { result.insert(key, at: min(index, result.count)) }
            #expect(result == new)
        }
    }
}
