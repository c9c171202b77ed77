import BanterUIKitCore

/// Hears the open channel's media area. Called on the main actor.
@MainActor
public protocol OpenChannelModuleMediaDelegate: AnyObject {
    /// The media area's mode changed (`m` cycles it): shown above the list, over it, hidden.
    func openChannelModule(_ mediaComponent: OpenChannelModule.Media, didChangeMode mode: OpenChannelModule.Media.Mode)
}

extension OpenChannelModuleMediaDelegate {
    public func openChannelModule(_ mediaComponent: OpenChannelModule.Media, didChangeMode mode: OpenChannelModule.Media.Mode) {}
}
