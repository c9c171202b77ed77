import Testing
@testable import BanterUIKitCore

@Suite("MessageListDiff")
struct MessageListDiffTests {
    private func rows(_ ids: String...) -> [(id: String, fingerprint: String)] {
        ids.map { ($0.filter(\.isLetter), $0) }   // "a1" and "a2": the same row, changed
    }

    @Test func oneNewMessageIsOneInsert() {
        let diff = MessageListDiff(old: rows("a", "b"), new: rows("a", "b", "c"))
        #expect(diff == MessageListDiff(deletions: [], insertions: [2], reloads: []))
    }

    @Test func earlierMessagesAreInsertsAtTheTop() {
        let diff = MessageListDiff(old: rows("c", "d"), new: rows("a", "b", "c", "d"))
        #expect(diff.insertions == [0, 1])
        #expect(diff.deletions.isEmpty && diff.reloads.isEmpty)
    }

    @Test func aChangedRowIsReloadedAtItsOldIndex() {
        let diff = MessageListDiff(old: rows("a", "b1", "c"), new: rows("a", "b2", "c"))
        #expect(diff == MessageListDiff(deletions: [], insertions: [], reloads: [1]))
    }

    @Test func aDeletedRowIsADelete() {
        let diff = MessageListDiff(old: rows("a", "b", "c"), new: rows("a", "c"))
        #expect(diff == MessageListDiff(deletions: [1], insertions: [], reloads: []))
    }

    @Test func aRowThatMovedIsDeletedAndInsertedTheRestStays() {
        let diff = MessageListDiff(old: rows("a", "b", "c", "d"), new: rows("a", "c", "d", "b"))
        #expect(diff.deletions == [1])
        #expect(diff.insertions == [3])
        #expect(diff.reloads.isEmpty)
    }

    @Test func nothingChangedIsEmpty() {
        #expect(MessageListDiff(old: rows("a", "b"), new: rows("a", "b")).isEmpty)
    }

    @Test func duplicateIdsDoNotCrash() {
        let diff = MessageListDiff(old: rows("a", "a", "b"), new: rows("b", "a", "a"))
        // Applying it must give the new count.
        #expect(3 - diff.deletions.count + diff.insertions.count == 3)
    }

    @Test func theLongestRunKeepsItsPlace() {
        #expect(MessageListDiff.longestIncreasingRun([3, 1, 2, 5, 4]) == [1, 2, 4])
        #expect(MessageListDiff.longestIncreasingRun([]) == [])
    }
}

extension MessageListDiff {
    init(deletions: [Int], insertions: [Int], reloads: [Int]) {
        self.init(old: [(id: String, fingerprint: String)](), new: [])
        self.deletions = deletions
        self.insertions = insertions
        self.reloads = reloads
    }
}
