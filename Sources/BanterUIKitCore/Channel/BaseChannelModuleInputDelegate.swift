import BanterChatSDK

/// Hears a channel's message input: a message to send (with the message it replies to),
/// an edit to save, the text changing, typing starting and ending, the mode about to change
/// and changed, the frozen state changing, Up from an empty field (focus moves to the
/// list), the file key (offer a file) and a file picked to send. Called on the main actor;
/// methods with a default below are optional.
@MainActor
public protocol BaseChannelModuleInputDelegate: AnyObject {
    /// Enter with text in normal or quote-reply mode.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, parentMessage: BaseMessage?)
    /// Enter with text that mentions people (normal or quote-reply mode):
    /// `mentionedMessageTemplate` is the text with each mention as `@{userId}`, as the
    /// reference SDK has it. Optional: by default the text is sent as it reads
    /// (`didTapSend:parentMessage:`), without the mentions.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, mentionedMessageTemplate: String,
                           mentionedUserIds: [String], parentMessage: BaseMessage?)
    /// Enter with text in edit mode.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, message: BaseMessage)
    /// Enter with text in edit mode while mentions are enabled: the edited text's mentions
    /// (`mentionedUserIds`, empty when the edit removed them all) and its template, as the
    /// reference kit's `didTapEdit:mentionedMessageTemplate:mentionedUserIds:`. Optional: by
    /// default the text is saved as it reads (`didTapEdit:message:`), mentions unchanged.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, mentionedMessageTemplate: String,
                           mentionedUserIds: [String], message: BaseMessage)
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
    /// The file key (`fileKey`, Ctrl-O): the controller offers a way to choose a file (the
    /// kit's asks for a path) and hands it to `pickDocumentFile(path:)`.
    func baseChannelModuleDidTapAdd(_ inputComponent: BaseChannelModule.Input)
    /// A file was chosen to send, replying to `parentMessage` when the input was in
    /// quote-reply mode. The reference kit passes the file's bytes
    /// (`didPickFileData:fileName:mimeType:parentMessage:`); here the service simulates the
    /// upload, so the input passes the file's description.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didPickFile file: LocalFile, parentMessage: BaseMessage?)
    /// Several files were chosen to send as one message (the reference kit's
    /// `didPickMultipleFiles`), replying to `parentMessage` as `didPickFile` does.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didPickMultipleFiles files: [LocalFile], parentMessage: BaseMessage?)
}

extension BaseChannelModuleInputDelegate {
    public func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, mentionedMessageTemplate: String,
                                  mentionedUserIds: [String], parentMessage: BaseMessage?) {
        baseChannelModule(inputComponent, didTapSend: text, parentMessage: parentMessage)
    }
    public func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, mentionedMessageTemplate: String,
                                  mentionedUserIds: [String], message: BaseMessage) {
        baseChannelModule(inputComponent, didTapEdit: text, message: message)
    }
    public func baseChannelModuleDidStartTyping(_ inputComponent: BaseChannelModule.Input) {}
    public func baseChannelModuleDidEndTyping(_ inputComponent: BaseChannelModule.Input) {}
    public func baseChannelModule(_ inputComponent: BaseChannelModule.Input, willChangeMode mode: MessageInputMode, message: BaseMessage?) {}
    public func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didUpdateFrozenState isFrozen: Bool) {}
    public func baseChannelModuleDidTapAdd(_ inputComponent: BaseChannelModule.Input) {}
    public func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didPickFile file: LocalFile, parentMessage: BaseMessage?) {}
    public func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didPickMultipleFiles files: [LocalFile], parentMessage: BaseMessage?) {}
}
