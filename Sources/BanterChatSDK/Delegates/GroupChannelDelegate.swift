/// Adds the group-channel events to `BaseChannelDelegate`: typing, receipts, membership and
/// hiding. Every method has an empty default.
@MainActor
public protocol GroupChannelDelegate: BaseChannelDelegate {
    func channelDidUpdateTypingStatus(_ channel: GroupChannel)
    func channelDidUpdateReadStatus(_ channel: GroupChannel)
    func channelDidUpdateDeliveryStatus(_ channel: GroupChannel)
    func channel(_ channel: GroupChannel, userDidJoin user: User)
    func channel(_ channel: GroupChannel, userDidLeave user: User)
    func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?)
    func channelWasHidden(_ channel: GroupChannel)
}

extension GroupChannelDelegate {
    public func channelDidUpdateTypingStatus(_ channel: GroupChannel) {}
    public func channelDidUpdateReadStatus(_ channel: GroupChannel) {}
    public func channelDidUpdateDeliveryStatus(_ channel: GroupChannel) {}
    public func channel(_ channel: GroupChannel, userDidJoin user: User) {}
    public func channel(_ channel: GroupChannel, userDidLeave user: User) {}
    public func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {}
    public func channelWasHidden(_ channel: GroupChannel) {}
}
