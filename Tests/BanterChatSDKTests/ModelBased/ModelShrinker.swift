/// Makes a failing sequence short enough to read: removes ever smaller runs of steps while
/// the rest still fails the same way, then single steps, keeping the original step numbers
/// so the result can be replayed from the seed.
@MainActor
struct ModelShrinker {
    /// Runs the steps kept (by their original numbers) and returns the failure, if any.
    let failure: ([Int]) -> ModelFailure?

    func shrink(_ kept: [Int], failingLike original: ModelFailure) -> [Int] {
        var kept = kept
        let signature = Self.signature(original)
        var chunk = max(1, kept.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < kept.count {
                var candidate = kept
                candidate.removeSubrange(start..<min(start + chunk, kept.count))
                if !candidate.isEmpty, let found = failure(candidate), Self.signature(found) == signature {
                    kept = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1, !removedAny { break }
            chunk = chunk == 1 ? 1 : chunk / 2
        }
        return kept
    }

    /// What stays the same when the same defect shows with other ids: the words of the
    /// message without its numbers, so shrinking does not slide onto another defect.
    static func signature(_ failure: ModelFailure) -> String {
        String(failure.message.filter { !$0.isNumber }.prefix(60))
    }
}
