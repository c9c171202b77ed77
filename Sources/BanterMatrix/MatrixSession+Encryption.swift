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
        return ChatError(
            .endToEndEncrypted,
            "End-to-end encrypted: Banter cannot send into \(url), an encrypted room; use a client that encrypts, such as Element.")
    }
}
