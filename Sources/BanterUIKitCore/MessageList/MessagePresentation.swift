import BanterChatSDK

/// How one message is drawn in a list: its kind, side, place in its group and receipt.
/// Made by `MessageListBuilder`; cells read it in `configure(row:theme:configuration:)`.
@MainActor
public struct MessagePresentation {
    /// The message.
    public let message: BaseMessage
    /// What it shows as (text, system, image, file, custom, unknown).
    public let kind: MessageKind
    /// Which side it sits on.
    public let alignment: MessageAlignment
    /// Whether it starts its group (the sender's name shows above it).
    public let isFirstInGroup: Bool
    /// Whether it ends its group (its time shows under it when times are collapsed).
    public let isLastInGroup: Bool
    /// Whether the message was sent by the current user.
    public let isMine: Bool
    /// The delivery state shown for the current user's messages.
    public let receipt: MessageReceipt

    /// A presentation; normally `MessageListBuilder` makes them.
    public init(message: BaseMessage, kind: MessageKind, alignment: MessageAlignment, isFirstInGroup: Bool,
                isLastInGroup: Bool, isMine: Bool, receipt: MessageReceipt) {
        self.message = message
        self.kind = kind
        self.alignment = alignment
        self.isFirstInGroup = isFirstInGroup
        self.isLastInGroup = isLastInGroup
        self.isMine = isMine
        self.receipt = receipt
    }
}
