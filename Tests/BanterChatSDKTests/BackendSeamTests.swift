import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK
import Testing

/// `ChatClient` on a backend that is not `ChatServer` (`StubBackend`): connection, requests,
/// events, the ack timeout, the client's own checks and reconnection all work through the
/// `ChatBackend` contract alone.
@Suite("The backend seam")
@MainActor
struct BackendSeamTests {
    let backend = StubBackend()
    let client: ChatClient
    let recorder: EventRecorder

    init() {
        client = ChatClient(backend: backend)
        recorder = EventRecorder(client)
    }

    private func run<T>(_ start: (@escaping @MainActor (Result<T, ChatError>) -> Void) -> Void) -> Result<T, ChatError> {
        var result: Result<T, ChatError>?
        start { result = $0 }
        while result == nil, let due = backend.manualScheduler.nextDueTime {
            backend.manualScheduler.advance(by: due - backend.manualScheduler.now)
        }
        return result!
    }

    private func connect() throws -> User {
        try run { client.connect(userId: "ann", nickname: "Ann", completion: $0) }.get()
    }

    private func channel() throws -> GroupChannel {
        try run { client.getGroupChannel(url: "stub-channel", completion: $0) }.get()
    }

    @Test("connecting opens a session on the backend; its user and clock are the client's")
    func connects() throws {
        let user = try connect()
        #expect(user.nickname == "Ann")
        #expect(client.currentUser === user)
        #expect(client.connectionState == .open)
        #expect(backend.sessions.map(\.userId) == ["ann"])
        #expect(client.serverTime == backend.now)
        #expect(client.makeRequestId() == "ann-stub1-1")
    }

    @Test("a request goes to the session and its reply updates the channel objects")
    func requests() throws {
        _ = try connect()
        let channel = try channel()
        #expect(channel.name == "Stubbed")
        #expect(try self.channel() === channel)
        #expect(backend.sessions[0].requests == ["lookUpChannel", "lookUpChannel"])
        let refused = run { channel.leave(completion: $0) }
        #expect(throws: ChatError(.internalServerError, "The stub does not do leave.")) { try refused.get() }
    }

    @Test("an event the backend pushes reaches the delegates")
    func events() throws {
        _ = try connect()
        backend.push("Hello from the stub", from: "bob", messageId: 7)
        #expect(recorder.received.map(\.message) == ["Hello from the stub"])
        #expect(recorder.received.first?.sender?.nickname == "Bob")
    }

    @Test("a request the backend never answers fails with 800180 after the backend's ack timeout")
    func ackTimeout() throws {
        _ = try connect()
        let channel = try channel()
        let start = backend.manualScheduler.now
        let lost = run { channel.startTyping(completion: $0) }
        #expect(lost.failureCode == .ackTimeout)
        #expect(backend.manualScheduler.now - start == backend.limits.ackTimeout)
    }

    @Test("the client checks a message against the backend's limits before any request")
    func clientValidation() throws {
        _ = try connect()
        let channel = try channel()
        var outcome: ChatError?
        _ = run { (done: @escaping @MainActor (Result<Void, ChatError>) -> Void) in
            channel.sendUserMessage(params: UserMessageCreateParams(message: String(repeating: "x", count: 21))) { _, error in
                outcome = error
                done(.success(()))
            }
        }
        #expect(outcome?.code == .invalidParameter)
        #expect(!backend.sessions[0].requests.contains("sendMessage"))
    }

    @Test("a lost connection makes the client reconnect through the backend, with a new session")
    func reconnects() throws {
        _ = try connect()
        backend.isReachable = false
        backend.dropAll()
        #expect(client.connectionState == .reconnecting)
        backend.manualScheduler.advance(by: .seconds(3))
        #expect(client.connectionState == .reconnecting)
        backend.isReachable = true
        while client.connectionState != .open, let due = backend.manualScheduler.nextDueTime {
            backend.manualScheduler.advance(by: due - backend.manualScheduler.now)
        }
        #expect(backend.sessions.count == 2)
        #expect(backend.sessions[1].isOpen)
        #expect(recorder.events == ["connected ann", "reconnection started", "reconnection succeeded"])
    }
}
