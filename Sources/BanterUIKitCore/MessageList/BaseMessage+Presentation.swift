import BanterChatSDK

extension BaseMessage {
    /// Whether the service stored the message: sent from here (`.succeeded`) or received
    /// (`.none`), as opposed to pending, failed or cancelled.
    public var isStored: Bool {
        sendingStatus == .succeeded || sendingStatus == .none
    }
}
