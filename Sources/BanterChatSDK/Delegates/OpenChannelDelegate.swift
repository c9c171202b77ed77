/// Adds the open-channel events to `BaseChannelDelegate`: users entering and leaving.
/// Every method has an empty default.
@MainActor
public protocol OpenChannelDelegate: BaseChannelDelegate {
    func channel(_ channel: OpenChannel, userDidEnter user: User)
    func channel(_ channel: OpenChannel, userDidExit user: User)
}

extension OpenChannelDelegate {
    public func channel(_ channel: OpenChannel, userDidEnter user: User) {}
    public func channel(_ channel: OpenChannel, userDidExit user: User) {}
}
