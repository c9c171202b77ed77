import Foundation
import Testing
@testable import BanterChatSDK

/// The whole SDK against a reference model: seeded random sequences of public calls from
/// several clients, with faults, restarts and hostile arguments. A failure is shrunk and
/// printed with the environment variables that replay it.
///
/// - `BANTER_MODEL_RUNS` (default 200) and `BANTER_MODEL_STEPS` (default 60) size the run;
///   `BANTER_MODEL_OPERATIONS=100000` runs that many steps in all, in sequences of 500.
/// - `BANTER_MODEL_SEED=n` runs one seed; with `BANTER_MODEL_KEEP=3,8,12` only those steps.
///   `BANTER_MODEL_EXPLAIN=1` prints every call of a replay and its outcome.
@Suite("The SDK agrees with a reference model on random sequences")
@MainActor
struct ModelBasedTests {
    let environment = ProcessInfo.processInfo.environment

    @Test func randomSequencesAgreeWithTheModel() throws {
        let total = environment["BANTER_MODEL_OPERATIONS"].flatMap(Int.init)
        let steps = total == nil ? environment["BANTER_MODEL_STEPS"].flatMap(Int.init) ?? 60 : 500
        let runs = total.map { max(1, $0 / steps) } ?? environment["BANTER_MODEL_RUNS"].flatMap(Int.init) ?? 200
        let seeds: [UInt64] = environment["BANTER_MODEL_SEED"].flatMap(UInt64.init).map { [$0] } ?? (1...UInt64(runs)).map { $0 }
        let keep = environment["BANTER_MODEL_KEEP"].map { $0.split(separator: ",").compactMap { Int($0) } }
        var outcomes: [Int: Int] = [:]
        for seed in seeds {
            let sequence = Self.sequence(seed: seed, steps: steps)
            let indices = keep ?? Array(sequence.indices)
            guard let failure = Self.failure(seed: seed, sequence: sequence, keeping: indices, outcomes: &outcomes) else { continue }
            let shrunk = ModelShrinker { Self.failure(seed: seed, sequence: sequence, keeping: $0) }.shrink(indices, failingLike: failure)
            let last = Self.failure(seed: seed, sequence: sequence, keeping: shrunk) ?? failure
            let listing = shrunk.enumerated().map { "  \($0.offset). [\($0.element)] \(sequence[$0.element])" }.joined(separator: "\n")
            Issue.record("""
                Seed \(seed) (\(ModelRun.Setup(seed: seed))) disagrees with the model at \(failure).
                Shrunk to \(shrunk.count) steps, failing at \(last):
                \(listing)
                Replay: BANTER_MODEL_SEED=\(seed) BANTER_MODEL_STEPS=\(steps) BANTER_MODEL_KEEP=\(shrunk.map(String.init).joined(separator: ",")) swift test --filter ModelBasedTests
                """)
            return
        }
        if total != nil { print("Model-based run: \(seeds.count * steps) steps; outcomes by code: \(outcomes.sorted { $0.key < $1.key })") }
        guard keep == nil, seeds.count > 1 else { return }
        // Every refusal the model knows must have been reached, or the generator has drifted
        // into testing only the easy paths.
        let codes: [ChatError.Code] = [.invalidParameter, .connectionRequired, .networkError, .nonAuthorized,
                                       .notFoundInDatabase, .mutedInChannel, .channelFrozen, .bannedFromChannel,
                                       .tooManyMessages, .messageNotFound, .ackTimeout]
        for code in codes { #expect(outcomes[code.rawValue, default: 0] > 0, "no step was refused with \(code.rawValue)") }
        #expect(outcomes[0, default: 0] > seeds.count * steps / 4, "too few calls succeeded: \(outcomes[0, default: 0])")
    }

    static func sequence(seed: UInt64, steps: Int) -> [ModelOperation] {
        var generator = OperationGenerator(seed: seed, clientCount: ModelRun.Setup(seed: seed).clientCount)
        return generator.sequence(length: steps)
    }

    /// Runs the kept steps of a seed's sequence on a fresh service; the failure, or nil.
    static func failure(seed: UInt64, sequence: [ModelOperation], keeping indices: [Int]) -> ModelFailure? {
        var ignored: [Int: Int] = [:]
        return failure(seed: seed, sequence: sequence, keeping: indices, outcomes: &ignored)
    }

    static func failure(seed: UInt64, sequence: [ModelOperation], keeping indices: [Int], outcomes: inout [Int: Int]) -> ModelFailure? {
        var run: ModelRun?
        defer { if let run { outcomes.merge(run.outcomes, uniquingKeysWith: +) } }
        do {
            run = try ModelRun(setup: ModelRun.Setup(seed: seed))
            run!.explains = ProcessInfo.processInfo.environment["BANTER_MODEL_EXPLAIN"] != nil && indices.count < 40
            try run!.run(indices.map { sequence[$0] })
            return nil
        } catch let failure as ModelFailure {
            // Report the step by its number in the whole sequence, as the replay line uses.
            return ModelFailure(step: failure.step < indices.count ? indices[failure.step] : -1, message: failure.message)
        } catch {
            return ModelFailure(step: -1, message: "the run could not start: \(error)")
        }
    }
}
