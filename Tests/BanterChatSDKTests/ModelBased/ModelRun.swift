import Foundation
import BanterScheduling
@testable import BanterChatSDK

/// Why a model-based run stopped: the step, and what the SDK did that the model did not.
struct ModelFailure: Error, CustomStringConvertible {
    let step: Int
    let message: String
    var description: String { "step \(step): \(message)" }
}

/// One model-based run: a server on virtual time, a client per user, and the reference
/// model, driven step by step. After every step the service's stored state must equal the
/// model's; at checkpoints every collection must equal a fresh query.
@MainActor
final class ModelRun {
    /// What a seed fixes besides the steps: how many people, and which limits apply.
    struct Setup: CustomStringConvertible {
        let clientCount: Int
        let messagesPerSecond: Int?
        let usesStore: Bool

        init(seed: UInt64) {
            clientCount = 3 + Int(seed % 3)
            messagesPerSecond = seed % 4 == 1 ? 3 : nil
            usesStore = seed % 4 == 2
        }

        var description: String {
            "\(clientCount) clients, \(messagesPerSecond.map { "\($0) messages a second" } ?? "no rate limit")\(usesStore ? ", a store" : "")"
        }
    }

    let setup: Setup
    let scheduler = ManualScheduler()
    var server: ChatServer
    var model: ReferenceModel
    var clients: [ChatClient] = []
    var collections: [GroupChannelCollection] = []
    /// One live message collection per client, on the first channel it held an object for.
    var messageCollections: [Int: MessageCollection] = [:]
    var recorders: [ReceiptRecorder] = []
    /// The channel objects each client holds, by URL: from creating, inviting or looking up.
    var objects: [[String: GroupChannel]] = []
    /// Each client's failed messages, for resends.
    var failed: [[UserMessage]] = []
    /// Every message id the service ever stored, for telling real events from phantoms.
    var everStored: Set<Int64> = []
    let storeDirectory: String?
    var step = 0
    /// How often each outcome was checked, by code (0 for success): shows the random steps
    /// reach every refusal, not only the easy paths.
    var outcomes: [Int: Int] = [:]
    /// Clients with a send whose fate they never heard (800180): the service may have changed
    /// their channels without telling them, so they may lag until they reconnect and catch up.
    var uncertain: Set<Int> = []
    /// Prints every call and its outcome, for reading a replayed failure step by step.
    var explains = false

    init(setup: Setup) throws {
        self.setup = setup
        let userIds = (0..<setup.clientCount).map { "u\($0)" }
        model = ReferenceModel(userIds: userIds, messagesPerSecond: setup.messagesPerSecond)
        storeDirectory = setup.usesStore
            ? FileManager.default.temporaryDirectory.appendingPathComponent("banter-model-\(UUID().uuidString)").path
            : nil
        server = try Self.makeServer(scheduler: scheduler, setup: setup, directory: storeDirectory)
        try connectEveryone()
    }

    deinit {
        if let storeDirectory { try? FileManager.default.removeItem(atPath: storeDirectory) }
    }

    private static func makeServer(scheduler: ManualScheduler, setup: Setup, directory: String?) throws -> ChatServer {
        var configuration = ServerConfiguration.immediate
        configuration.messagesPerSecond = setup.messagesPerSecond
        configuration.failureRates = [:]
        configuration.lostAcknowledgementShare = 0.5
        guard let directory else { return ChatServer(scheduler: scheduler, configuration: configuration) }
        return try ChatServer(scheduler: scheduler, configuration: configuration, storeDirectory: directory)
    }

    func connectEveryone() throws {
        clients = []
        collections = []
        messageCollections = [:]
        recorders = []
        objects = model.userIds.map { _ in [:] }
        failed = model.userIds.map { _ in [] }
        for userId in model.userIds {
            let client = ChatClient(server: server)
            let recorder = ReceiptRecorder()
            client.addChannelDelegate(recorder, identifier: "model")
            _ = try run { client.connect(userId: userId, nickname: userId, completion: $0) }.get()
            let collection = client.createGroupChannelCollection(query: client.createMyGroupChannelListQuery())
            _ = run { collection.loadMore(completion: $0) }
            clients.append(client)
            recorders.append(recorder)
            collections.append(collection)
        }
        model.isConnected = model.userIds.map { _ in true }
    }

    // MARK: Running

    /// Runs every step, stopping at the first disagreement with the model.
    func run(_ steps: [ModelOperation]) throws(ModelFailure) {
        for (index, operation) in steps.enumerated() {
            step = index
            try perform(operation)
            try compareStoredState()
        }
        try perform(.checkpoint)
    }

    func fail(_ message: String) -> ModelFailure { ModelFailure(step: step, message: message) }

    /// Starts a call and advances virtual time until it completes.
    func run<T>(_ start: (@escaping @MainActor (Result<T, ChatError>) -> Void) -> Void) -> Result<T, ChatError> {
        var result: Result<T, ChatError>?
        start { result = $0 }
        var turns = 0
        while result == nil, let due = scheduler.nextDueTime, turns < 10_000 {
            scheduler.advance(by: due - scheduler.now)
            turns += 1
        }
        return result ?? .failure(ChatError(.internalServerError, "the call never completed"))
    }

    /// Runs `call`, checks its outcome against `expected`, and for an expected refusal checks
    /// that nothing the service stores changed.
    @discardableResult
    func check<T>(_ what: String, _ expected: ReferenceModel.Expectation,
                          _ call: (@escaping @MainActor (Result<T, ChatError>) -> Void) -> Void) throws(ModelFailure) -> Result<T, ChatError> {
        let before = expected.code == nil && !expected.mayTimeOut ? nil : StateSnapshot(of: server)
        let result = run(call)
        let outcome: ChatError.Code? = if case .failure(let error) = result { error.code } else { nil }
        guard expected.allows(outcome) else {
            let got = if case .failure(let error) = result { "refused: \(error)" } else { "success" }
            throw fail("\(what): the model expects \(expected), the SDK gave \(got)")
        }
        outcomes[outcome?.rawValue ?? 0, default: 0] += 1
        if explains { print("  [\(step)] \(what): \(outcome.map { "refused with \($0.rawValue)" } ?? "success")") }
        if let before, outcome != nil, outcome != .ackTimeout, StateSnapshot(of: server) != before {
            throw fail("\(what) was refused with \(outcome!.rawValue) but changed the stored state")
        }
        return result
    }

    var now: Int64 { server.now }

    /// The client's object for the model's channel, looking it up when the client has none.
    /// Nil when the client cannot have one (after checking the lookup's refusal).
    func channelObject(_ c: Int, _ index: Int) throws(ModelFailure) -> GroupChannel? {
        let url = model.channels[index].url
        if let object = objects[c][url] { return object }
        try lookUp(c, index)
        return objects[c][url]
    }

    func lookUp(_ c: Int, _ index: Int?) throws(ModelFailure) {
        let url = index.map { model.channels[$0].url } ?? "never_made"
        var expected = ReferenceModel.Expectation.success
        if let refusal = model.connectionRefusal(client: c) { expected = .refused(refusal) }
        else if index == nil { expected = .refused(.notFoundInDatabase) }
        else if model.channels[index!].members[model.userIds[c]] == nil {
            // Someone banned is told so (900100), anyone else outside that they are no member.
            expected = .refused(model.channels[index!].isBanned(model.userIds[c], at: now) ? .bannedFromChannel : .nonAuthorized)
        }
        let client = clients[c]
        let result = try check("u\(c) looks up \(url)", expected) { client.getGroupChannel(url: url, completion: $0) }
        if case .success(let channel) = result { hold(channel, client: c) }
    }

    /// A collection whose user left or was banned is told the channel is gone and, as with
    /// the reference SDK, is then disposed by its owner; a later object opens a new one.
    func retireMessageCollection(of c: Int, in url: String) {
        guard let collection = messageCollections[c], collection.channel.channelURL == url else { return }
        collection.dispose()
        messageCollections[c] = nil
    }

    /// Keeps the client's channel object, and opens the client's message collection on the
    /// first channel it holds.
    func hold(_ channel: GroupChannel, client c: Int) {
        objects[c][channel.channelURL] = channel
        guard messageCollections[c] == nil else { return }
        var params = MessageListParams()
        params.previousResultSize = 100
        let collection = clients[c].createMessageCollection(channel: channel, params: params)
        messageCollections[c] = collection
        _ = run { collection.start(completion: $0) }
    }

    // MARK: Steps

    func perform(_ operation: ModelOperation) throws(ModelFailure) {
        switch operation {
        case let .send(c, ch, text, parent):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try send(c, index, channel, text: ReferenceModel.text(text, step: step), parent: parent.map { model.messageId($0, in: index) })
        case let .resend(c, number, elsewhere):
            try resend(c, number, elsewhere: elsewhere)
        case let .edit(c, ch, message, text):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try edit(c, index, channel, messageId: model.messageId(message, in: index), text: ReferenceModel.text(text, step: step))
        case let .delete(c, ch, message):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try delete(c, index, channel, messageId: model.messageId(message, in: index))
        case let .react(c, ch, message, key, add):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try react(c, index, channel, messageId: model.messageId(message, in: index), key: key, add: add)
        case let .typing(c, ch):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try check("u\(c) starts typing", memberOnly(c, index)) { channel.startTyping(completion: $0) }
        case let .markAsRead(c, ch):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            let expected = memberOnly(c, index)
            try check("u\(c) marks \(channel.channelURL) read", expected) { channel.markAsRead(completion: $0) }
            if expected == .success { model.markRead(model.userIds[c], in: index) }
        case let .create(c, invitees, name, distinct):
            try create(c, invitees: invitees.map(model.userId), name: ReferenceModel.name(name), distinct: distinct)
        case let .invite(c, ch, users):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try invite(c, index, channel, users.map(model.userId))
        case let .leave(c, ch):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            let userId = model.userIds[c]
            let expected = memberOnly(c, index)
            try check("\(userId) leaves \(channel.channelURL)", expected) { channel.leave(completion: $0) }
            if expected == .success {
                model.channels[index].members[userId] = nil
                retireMessageCollection(of: c, in: channel.channelURL)
            }
        case let .hide(c, ch):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            let expected = memberOnly(c, index)
            try check("u\(c) hides \(channel.channelURL)", expected) { channel.hide(completion: $0) }
            if expected == .success {
                model.channels[index].members[model.userIds[c]]?.isHidden = true
                model.markRead(model.userIds[c], in: index)
            }
        case let .freeze(c, ch, frozen):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            let expected = operatorOnly(c, index)
            try check("u\(c) \(frozen ? "freezes" : "unfreezes") \(channel.channelURL)", expected) {
                frozen ? channel.freeze(completion: $0) : channel.unfreeze(completion: $0)
            }
            if expected == .success { model.channels[index].isFrozen = frozen }
        case let .mute(c, ch, user, seconds, muted):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try mute(c, index, channel, model.userId(user), seconds: muted ? seconds : nil, muted: muted)
        case let .ban(c, ch, user, seconds, banned):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try ban(c, index, channel, model.userId(user), seconds: banned ? seconds : nil, banned: banned)
        case let .operators(c, ch, users, add):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try operators(c, index, channel, users.map(model.userId), add: add)
        case let .members(c, ch, limit):
            guard let index = model.channelIndex(ch, for: c), let channel = try channelObject(c, index) else { return }
            try members(c, index, channel, limit: limit)
        case let .users(c, limit):
            try users(c, limit: limit)
        case let .lookUp(c, ch):
            try lookUp(c, ch.flatMap { model.channelIndex($0, for: c) })
        case let .disconnect(c):
            let client = clients[c]
            _ = run { (done: @escaping @MainActor (Result<Void, ChatError>) -> Void) in client.disconnect { done(.success(())) } }
            model.isConnected[c] = false
        case let .connect(c):
            let client = clients[c]
            let userId = model.userIds[c]
            let expected: ReferenceModel.Expectation = model.isNetworkAvailable ? .success : .refused(.networkError)
            try check("\(userId) connects", expected) { client.connect(userId: userId, nickname: userId, completion: $0) }
            // A connect that fails leaves the client closed, whatever it was before.
            model.isConnected[c] = expected == .success
        case let .network(available):
            server.isNetworkAvailable = available
            model.isNetworkAvailable = available
            try awaitReconnection()
        case let .wait(seconds):
            scheduler.advance(by: .seconds(seconds))
        case let .faults(on):
            // Under a rate limit, a lost request would leave the model unable to tell whether
            // the service counted it, so faults and limits are never combined.
            guard setup.messagesPerSecond == nil else { return }
            server.configuration.failureRates = on ? [.sendMessage: 0.5] : [:]
            model.faultsOn = on
        case .restart:
            try restart()
        case .checkpoint:
            try checkpoint()
        }
    }

    func memberOnly(_ c: Int, _ index: Int) -> ReferenceModel.Expectation {
        if let refusal = model.connectionRefusal(client: c) { return .refused(refusal) }
        return model.channels[index].members[model.userIds[c]] == nil ? .refused(.nonAuthorized) : .success
    }

    func operatorOnly(_ c: Int, _ index: Int) -> ReferenceModel.Expectation {
        if let refusal = model.connectionRefusal(client: c) { return .refused(refusal) }
        return model.isOperator(model.userIds[c], in: model.channels[index]) ? .success : .refused(.nonAuthorized)
    }
}
