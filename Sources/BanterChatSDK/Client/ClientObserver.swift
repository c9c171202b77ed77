/// Something inside the SDK that follows a client's traffic: the collections. They hear
/// every event after the channel objects are updated, and every change to a message this
/// client is sending.
@MainActor
protocol ClientObserver: AnyObject {
    func client(_ client: ChatClient, didReceive event: ServerEvent, channel: BaseChannel?)
    func client(_ client: ChatClient, didChangeLocalMessage message: BaseMessage, in channel: BaseChannel, change: LocalMessageChange)
    func clientDidReconnect(_ client: ChatClient)
    /// This client created a group channel; the service tells the other members, not the creator.
    func client(_ client: ChatClient, didCreateChannel channel: GroupChannel)
}

extension ClientObserver {
    func client(_ client: ChatClient, didCreateChannel channel: GroupChannel) {}
}

/// How a message this client sends moves through its states.
enum LocalMessageChange {
    case pendingCreated
    case resendStarted
    case sent
    case failed
    case canceled
}
