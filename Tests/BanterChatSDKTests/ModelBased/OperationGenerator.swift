@testable import BanterChatSDK

/// Draws seeded random sequences of `ModelOperation`s: mostly ordinary use, with arguments
/// from hostile ranges often enough that every refusal path is walked in a few hundred runs.
struct OperationGenerator {
    let clientCount: Int
    private var random: SeededRandomNumberGenerator

    init(seed: UInt64, clientCount: Int) {
        self.clientCount = clientCount
        random = SeededRandomNumberGenerator(seed: seed)
    }

    /// Mute and ban lengths: ordinary, at the edges of the allowed range, and past them.
    static let durations: [Int?] = [nil, 1, 2, 3, 60, Validation.maximumDurationSeconds,
                                    Validation.maximumDurationSeconds + 1, 0, -1, Int.max, Int.min]
    /// Page sizes, the allowed range being 1...100.
    static let limits = [1, 2, 3, 20, 100, 0, -1, 101, Int.max, Int.min]
    static let reactionKeys = ["👍", "heart", "", "two words", String(repeating: "k", count: 129)]

    mutating func sequence(length: Int) -> [ModelOperation] {
        // Start with a channel so the first steps have somewhere to act.
        var steps: [ModelOperation] = [.create(client: 0, invitees: [.client(1), .client(2)], name: .plain, distinct: false)]
        while steps.count < length { steps.append(next()) }
        return steps
    }

    mutating func next() -> ModelOperation {
        let c = client()
        let ch = Int.random(in: 0..<8, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<24: return .send(client: c, channel: ch, text: text(), parent: chance(8) ? message() : nil)
        case 24..<28: return .resend(client: c, failed: small(), elsewhere: chance(15))
        case 28..<33: return .edit(client: c, channel: ch, message: message(), text: text())
        case 33..<38: return .delete(client: c, channel: ch, message: message())
        case 38..<43: return .react(client: c, channel: ch, message: message(), key: pick(Self.reactionKeys), add: chance(70))
        case 43..<45: return .typing(client: c, channel: ch)
        case 45..<48: return .markAsRead(client: c, channel: ch)
        case 48..<52: return .create(client: c, invitees: users(), name: name(), distinct: chance(30))
        case 52..<56: return .invite(client: c, channel: ch, users: users())
        case 56..<58: return .leave(client: c, channel: ch)
        case 58..<60: return .hide(client: c, channel: ch)
        case 60..<63: return .freeze(client: c, channel: ch, frozen: chance(60))
        case 63..<67: return .mute(client: c, channel: ch, user: user(), seconds: pick(Self.durations), muted: chance(70))
        case 67..<71: return .ban(client: c, channel: ch, user: user(), seconds: pick(Self.durations), banned: chance(60))
        case 71..<75: return .operators(client: c, channel: ch, users: users(), add: chance(70))
        case 75..<78: return .members(client: c, channel: ch, limit: pick(Self.limits))
        case 78..<80: return .users(client: c, limit: pick(Self.limits))
        case 80..<82: return .lookUp(client: c, channel: chance(25) ? nil : ch)
        case 82..<84: return .disconnect(client: c)
        case 84..<89: return .connect(client: c)
        case 89..<91: return .network(available: chance(50))
        case 91..<94: return .wait(seconds: pick([1, 2, 4, 11]))
        case 94..<96: return .faults(on: chance(50))
        case 96..<97: return .restart
        default: return .checkpoint
        }
    }

    private mutating func client() -> Int { Int.random(in: 0..<clientCount, using: &random) }
    private mutating func small() -> Int { Int.random(in: 0..<4, using: &random) }
    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    private mutating func user() -> ModelOperation.UserArgument {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: .unknown
        case 1: .blank
        default: .client(client())
        }
    }

    private mutating func users() -> [ModelOperation.UserArgument] {
        if chance(5) { return [] }
        return (0..<Int.random(in: 1...3, using: &random)).map { _ in user() }
    }

    private mutating func message() -> ModelOperation.MessageArgument {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: .otherChannel
        case 1: .unknown
        case 2: .negative
        default: .existing(Int.random(in: 0..<50, using: &random))
        }
    }

    private mutating func text() -> ModelOperation.TextArgument {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: .empty
        case 1: .whitespace
        case 2: .oddUnicode
        case 3: .longest
        case 4: .tooLong
        default: .words(Int.random(in: 1...6, using: &random))
        }
    }

    private mutating func name() -> ModelOperation.NameArgument {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: .whitespace
        case 1: .longest
        case 2: .tooLong
        case 3, 4: .none
        default: .plain
        }
    }
}
