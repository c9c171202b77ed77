import BanterChatSDK

/// End-to-end encrypted rooms, which Banter cannot read or write: their `m.room.encrypted`
/// events show as encrypted messages (`MatrixMessageMapping`), the channel is marked
/// (`GroupChannel.isEncrypted`, from `m.room.encryption`), and sending or editing there is
/// refused before anything leaves, so no plaintext ever reaches a room its members believe
/// private.
extension MatrixSession {
    /// 900070 when room `url` is end-to-end encrypted as far as this client knows (the room's
    /// state from `/sync`, which carries `m.room.encryption` with the room's other state).
    func encryptionRefusal(_ url: String) -> ChatError? {
        guard account.rooms[url]?.encryption != nil else { return nil }
        return Self.encryptedRoom(url)
    }

    private static func encryptedRoom(_ url: String) -> ChatError {
        ChatError(
            .endToEndEncrypted,
            "End-to-end encrypted: Banter cannot send into \(url), an encrypted room; use a client that encrypts, such as Element.")
    }

    /// Runs `send` once the homeserver confirmed room `url` is not encrypted, or answers
    /// `reply` with 900070 when it is. What the account knows is not enough: the room's
    /// `m.room.encryption` may sit in a `/sync` not absorbed yet, or in a room the start left
    /// to the background fill (`MatrixSession+SlidingSync`), so the room's current state is
    /// asked each time (one small read beside the send and its read-back). A read that
    /// cannot tell (a transport failure, a rate limit) fails the send with its error: never a
    /// guess toward plaintext. Only "no such state" (404) and "not yours to read" (403, a
    /// room this user is not in, where the send is refused as such) let the send go on.
    /// A 404 is remembered for the session: later sends into the room are not delayed by
    /// the read, and a room made encrypted afterwards is refused from its `/sync` state.
    func whenUnencrypted<T>(_ url: String, _ reply: @escaping BackendReply<T>, send: @escaping @MainActor () -> Void) {
        if let refusal = encryptionRefusal(url) { return refuse(refusal, reply) }
        if roomsKnownUnencrypted.contains(url) { return send() }
        var refused: MatrixError?
        let path = ["rooms", url, "state", MatrixMessageMapping.encryptionStateType, ""]
        http.send("GET", path, refusal: { error in
            refused = error
            return ChatError(matrix: error, refusing: .channel(url: url), userId: self.userId)
        }) { [self] (result: Result<MatrixJSON, ChatError>) in
            switch result {
            case .success(let content):
                // Encryption cannot be turned off: any content at all counts, as in `MatrixRoom.apply`.
                account.rooms[url, default: MatrixRoom(roomId: url)].encryption = content["algorithm"]?.string ?? "unknown"
                refuse(Self.encryptedRoom(url), reply)
            case .failure where refused?.status == 404:
                roomsKnownUnencrypted.insert(url)
                send()
            case .failure where refused?.status == 403:
                send()
            case .failure(let error):
                reply(.failure(error))
            }
        }
    }
}
