/// The emoji reactions can use.
extension ChatClient {
    /// Every emoji the service offers for reactions, by category (`EmojiContainer.builtIn` on
    /// both backends; see `EmojiContainer`). Answers on the client's scheduler, never
    /// synchronously; 800101 before `connect`.
    public func getAllEmojis(completion: @escaping @MainActor (Result<EmojiContainer, ChatError>) -> Void) {
        guard currentUser != nil else { return fail(completion, .connectionRequired) }
        scheduler.schedule(after: .zero) { completion(.success(.builtIn)) }
    }

    public func getAllEmojis() async throws(ChatError) -> EmojiContainer {
        try await awaiting { getAllEmojis(completion: $0) }
    }
}
