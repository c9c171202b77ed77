import BanterScheduling
@testable import BanterChatSDK

/// A server on virtual time with helpers to connect users and run calls to completion, so
/// tests read as the conversation they describe.
@MainActor
final class ChatTestHarness {
    let scheduler: ManualScheduler
    let server: ChatServer

    init(configuration: ServerConfiguration = .immediate) {
        scheduler = ManualScheduler()
        server = ChatServer(scheduler: scheduler, configuration: configuration)
    }

    /// A harness around a server made elsewhere (one with a store, say).
    init(server: ChatServer, scheduler: ManualScheduler) {
        self.server = server
        self.scheduler = scheduler
    }

    /// A client connected as `userId` (the user is created on first connection).
    func connect(_ userId: String, nickname: String? = nil) throws -> ChatClient {
        let client = ChatClient(server: server)
        let result = run { done in client.connect(userId: userId, nickname: nickname, completion: done) }
        _ = try result.get()
        return client
    }

    /// Starts a completion-handler call and advances virtual time until it completes.
    func run<T>(_ start: (@escaping @MainActor (Result<T, ChatError>) -> Void) -> Void) -> Result<T, ChatError> {
        var result: Result<T, ChatError>?
        start { result = $0 }
        while result == nil, let due = scheduler.nextDueTime {
            scheduler.advance(by: due - scheduler.now)
        }
        guard let result else { fatalError("the call never completed") }
        return result
    }

    /// Runs an `async` call to completion, advancing virtual time whenever the call is waiting
    /// for the scheduler; for testing the `async` forms.
    func runAsync<T: Sendable>(_ body: @escaping @MainActor () async throws -> T) async throws -> T {
        let task = Task { @MainActor in try await body() }
        var finished = false
        let watcher = Task { @MainActor in
            _ = try? await task.value
            finished = true
        }
        var turns = 0
        while !finished {
            turns += 1
            precondition(turns < 100_000, "the async call never completed")
            await Task.yield()
            if !finished, let due = scheduler.nextDueTime { scheduler.advance(by: due - scheduler.now) }
        }
        _ = await watcher.value
        return try await task.value
    }

    /// Lets every scheduled delivery happen (bounded, so expiring timers do not run forever).
    func settle(_ limit: Duration = .seconds(1)) {
        scheduler.advance(by: limit)
    }

    /// A group channel created by `owner` with `others`, with the owner as operator.
    func groupChannel(_ owner: ChatClient, with others: [String], name: String = "Test", distinct: Bool = false) throws -> GroupChannel {
        var params = GroupChannelCreateParams(userIds: others, name: name)
        params.operatorUserIds = [owner.currentUser!.userId]
        params.isDistinct = distinct
        return try run { owner.createGroupChannel(params: params, completion: $0) }.get()
    }

    /// Sends a text and waits for the outcome.
    func send(_ text: String, in channel: BaseChannel, configure: (inout UserMessageCreateParams) -> Void = { _ in }) -> (UserMessage, ChatError?) {
        var params = UserMessageCreateParams(message: text)
        configure(&params)
        let outcome = run { (done: @escaping @MainActor (Result<(UserMessage, ChatError?), ChatError>) -> Void) in
            channel.sendUserMessage(params: params) { message, error in done(.success((message, error))) }
        }
        return try! outcome.get()
    }
}
