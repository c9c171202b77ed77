import BanterChatSDK

/// Typing on Matrix: `PUT /rooms/{id}/typing/{userId}`; the homeserver tells the room's
/// members (`m.typing`, applied in `MatrixAccount.apply`) and ends the typing itself after
/// the timeout, as the mock expires a typing indicator.
extension MatrixSession {
    /// How long the homeserver keeps this user typing without a new start: the mock's
    /// default typing expiry.
    static let typingTimeout = 5_000

    func typing(url: String, isTyping: Bool, reply: @escaping BackendReply<Void>) {
        withJoinedRoom(url, reply) { [self] _ in
            var body: [String: MatrixJSON] = ["typing": .bool(isTyping)]
            if isTyping { body["timeout"] = .number(Double(Self.typingTimeout)) }
            send([("PUT", ["rooms", url, "typing", userId], .object(body))], refusal: refusal(.other(url: url)), completion: reply)
        }
    }
}
