/// Hears about events in any channel the current user belongs to or has entered. Every
/// method has an empty default. Registered with `ChatClient.addChannelDelegate(_:identifier:)`,
/// held weakly, called on the main actor after the channel object has been updated.
@MainActor
public protocol BaseChannelDelegate: AnyObject {
    func channel(_ channel: BaseChannel, didReceive message: BaseMessage)
    func channel(_ channel: BaseChannel, didUpdate message: BaseMessage)
    func channel(_ channel: BaseChannel, messageWasDeleted messageId: Int64)
    /// A message mentioning the current user arrived.
    func channel(_ channel: BaseChannel, didReceiveMention message: BaseMessage)
    func channel(_ channel: BaseChannel, updatedReaction reactionEvent: ReactionEvent)
    func channel(_ channel: BaseChannel, didUpdateThreadInfo threadInfo: ThreadInfo, parentMessageId: Int64)
    /// The channel's settings changed (name, cover, custom type, data).
    func channelWasChanged(_ channel: BaseChannel)
    func channelWasDeleted(_ channelURL: String, channelType: ChannelType)
    func channelWasFrozen(_ channel: BaseChannel)
    func channelWasUnfrozen(_ channel: BaseChannel)
    func channel(_ channel: BaseChannel, userWasMuted user: User)
    func channel(_ channel: BaseChannel, userWasUnmuted user: User)
    func channel(_ channel: BaseChannel, userWasBanned user: User)
    func channel(_ channel: BaseChannel, userWasUnbanned user: User)
    func channelDidUpdateOperators(_ channel: BaseChannel)
}

extension BaseChannelDelegate {
    public func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {}
    public func channel(_ channel: BaseChannel, didUpdate message: BaseMessage) {}
    public func channel(_ channel: BaseChannel, messageWasDeleted messageId: Int64) {}
    public func channel(_ channel: BaseChannel, didReceiveMention message: BaseMessage) {}
    public func channel(_ channel: BaseChannel, updatedReaction reactionEvent: ReactionEvent) {}
    public func channel(_ channel: BaseChannel, didUpdateThreadInfo threadInfo: ThreadInfo, parentMessageId: Int64) {}
    public func channelWasChanged(_ channel: BaseChannel) {}
    public func channelWasDeleted(_ channelURL: String, channelType: ChannelType) {}
    public func channelWasFrozen(_ channel: BaseChannel) {}
    public func channelWasUnfrozen(_ channel: BaseChannel) {}
    public func channel(_ channel: BaseChannel, userWasMuted user: User) {}
    public func channel(_ channel: BaseChannel, userWasUnmuted user: User) {}
    public func channel(_ channel: BaseChannel, userWasBanned user: User) {}
    public func channel(_ channel: BaseChannel, userWasUnbanned user: User) {}
    public func channelDidUpdateOperators(_ channel: BaseChannel) {}
}
