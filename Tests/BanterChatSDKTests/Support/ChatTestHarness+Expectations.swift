import Testing
@testable import BanterChatSDK

/// Helpers for specification tests: fetching another client's view of a channel, loading
/// history, and stating that a call is refused with a given code while leaving the server's
/// state exactly as it was.
extension ChatTestHarness {
    /// Runs a call to completion and returns the error it failed with, or nil when it succeeded.
    func failure<T>(_ start: (@escaping @MainActor (Result<T, ChatError>) -> Void) -> Void) -> ChatError? {
        guard case .failure(let error) = run(start) else { return nil }
        return error
    }

    /// What the server stores now; two snapshots are equal exactly when nothing changed.
    func snapshot() -> StateSnapshot {
        StateSnapshot(of: server)
    }

    /// Disconnects `client` and waits until its `disconnect` has completed.
    func disconnect(_ client: ChatClient) {
        _ = run { (done: @escaping @MainActor (Result<Void, ChatError>) -> Void) in client.disconnect { done(.success(())) } }
    }

    /// `client`'s own object for the group channel at `url`.
    func groupChannel(_ url: String, of client: ChatClient) throws -> GroupChannel {
        try run { client.getGroupChannel(url: url, completion: $0) }.get()
    }

    /// The whole history of `channel` as its client loads it, oldest first; every reply
    /// is included unless `replyType` says otherwise.
    func history(of channel: BaseChannel, replyType: MessageListParams.ReplyType = .all) throws -> [BaseMessage] {
        var params = MessageListParams(previousResultSize: 10_000)
        params.replyType = replyType
        return try run { channel.getMessagesByTimestamp(.max, params: params, completion: $0) }.get()
    }

    /// Runs a call that must fail with `code` (and, when given, a message containing
    /// `detail`), and checks that the server's stored state is the same afterwards.
    @discardableResult
    func expectRefusal<T>(
        _ code: ChatError.Code, mentioning detail: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ start: (@escaping @MainActor (Result<T, ChatError>) -> Void) -> Void
    ) -> ChatError? {
        let before = snapshot()
        let error = failure(start)
        #expect(error?.code == code, "expected \(code), got \(error?.description ?? "success")", sourceLocation: sourceLocation)
        if let detail {
            #expect(error?.message.contains(detail) == true, "\(error?.message ?? "no error") does not mention \(detail)", sourceLocation: sourceLocation)
        }
        #expect(snapshot() == before, "the refused call changed the server's state", sourceLocation: sourceLocation)
        return error
    }

    /// Sends a text that must fail with `code`, checking the failed message it yields
    /// (resendable or not) and that nothing was stored.
    @discardableResult
    func expectSendRefused(
        _ text: String, in channel: BaseChannel, with code: ChatError.Code, resendable: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation,
        configure: (inout UserMessageCreateParams) -> Void = { _ in }
    ) -> UserMessage {
        let before = snapshot()
        let (message, error) = send(text, in: channel, configure: configure)
        #expect(error?.code == code, "expected \(code), got \(error?.description ?? "success")", sourceLocation: sourceLocation)
        #expect(message.sendingStatus == .failed, sourceLocation: sourceLocation)
        #expect(message.errorCode == code, sourceLocation: sourceLocation)
        #expect(message.messageId == 0, sourceLocation: sourceLocation)
        #expect(message.isResendable == resendable, sourceLocation: sourceLocation)
        #expect(snapshot() == before, "the refused message changed the server's state", sourceLocation: sourceLocation)
        return message
    }

    /// Sends a text that must succeed and returns the stored message.
    @discardableResult
    func expectSent(
        _ text: String, in channel: BaseChannel, sourceLocation: SourceLocation = #_sourceLocation,
        configure: (inout UserMessageCreateParams) -> Void = { _ in }
    ) -> UserMessage {
        let (message, error) = send(text, in: channel, configure: configure)
        #expect(error == nil, "sending \"\(text.prefix(20))\" failed: \(error?.description ?? "")", sourceLocation: sourceLocation)
        #expect(message.sendingStatus == .succeeded, sourceLocation: sourceLocation)
        return message
    }
}
