import BanterUIKitCore

/// Hears the message thread input; see `BaseChannelModuleInputDelegate`. Adds the "Also
/// send to channel" option being switched.
@MainActor
public protocol MessageThreadModuleInputDelegate: BaseChannelModuleInputDelegate {
    /// The option changed; `isReplyToChannel` is what the next reply is sent with.
    func messageThreadModule(_ inputComponent: MessageThreadModule.Input, didChangeReplyToChannel isReplyToChannel: Bool)
}

extension MessageThreadModuleInputDelegate {
    public func messageThreadModule(_ inputComponent: MessageThreadModule.Input, didChangeReplyToChannel isReplyToChannel: Bool) {}
}
