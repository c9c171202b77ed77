import BanterChatSDK

/// Hears a channel's message input: a message to send (with the message it replies to),
/// an edit to save, the text changing, typing starting and ending, the mode about to change
/// and changed, the frozen state changing, and Up from an empty field (focus moves to the
/// list). Called on the main actor; methods with a default below are optional.
@MainActor
public protocol BaseChannelModuleInputDelegate: AnyObject {
    /// Enter with text in normal or quote-reply mode.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, parentMessage: BaseMessage?)
    /// Enter with text in edit mode.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, message: BaseMessage)
    /// The text changed (typed, deleted or cleared after sending).
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didChangeText text: String)
    /// The field holds text: the current user is typing (called on every change).
    func baseChannelModuleDidStartTyping(_ inputComponent: BaseChannelModule.Input)
    /// The field was emptied or its text sent: typing ended.
    func baseChannelModuleDidEndTyping(_ inputComponent: BaseChannelModule.Input)
    /// The mode is about to change to `mode` (edit, quote reply, or back to normal).
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, willChangeMode mode: MessageInputMode, message: BaseMessage?)
    /// The mode changed.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didChangeMode mode: MessageInputMode, message: BaseMessage?)
    /// The input was disabled because the channel froze, or enabled as it thawed.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didUpdateFrozenState isFrozen: Bool)
    /// Up from an empty field: the controller moves focus into the list.
    func baseChannelModuleDidRequestListFocus(_ inputComponent: BaseChannelModule.Input)
}

extension BaseChannelModuleInputDelegate {
    public func baseChannelModuleDidStartTyping(_ inputComponent: BaseChannelModule.Input) {}
    public func baseChannelModuleDidEndTyping(_ inputComponent: BaseChannelModule.Input) {}
    public func baseChannelModule(_ inputComponent: BaseChannelModule.Input, willChangeMode mode: MessageInputMode, message: BaseMessage?) {}
    public func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didUpdateFrozenState isFrozen: Bool) {}
}
