import BanterChatSDK

/// Hears a channel's message input: a message to send (with the message it replies to),
/// an edit to save, the text changing (typing indicators), the mode changing, and Up from
/// an empty input (focus moves to the list). Called on the main actor.
@MainActor
public protocol BaseChannelModuleInputDelegate: AnyObject {
    /// Enter with text in normal or quote-reply mode.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, parentMessage: BaseMessage?)
    /// Enter with text in edit mode.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, message: BaseMessage)
    /// The text changed (typed, deleted or cleared after sending).
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didChangeText text: String)
    /// The mode changed (edit or quote reply started, finished or was cancelled).
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didChangeMode mode: MessageInputMode)
    /// Up from an empty input: the controller moves focus into the list.
    func baseChannelModuleDidRequestListFocus(_ inputComponent: BaseChannelModule.Input)
}
