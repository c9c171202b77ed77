import BanterChatSDK
import BanterViews
import Foundation

/// How one kind of channel screen behaves: grouping, replies, typing indicators,
/// reactions, receipts, date separators, bubble geometry, timestamps, and the builders and
/// renderers apps plug in. `BanterUIKit.config.groupChannel.channel` is the group channel
/// screen's; screens read it when they build or reload their lists. Main actor only.
@MainActor
public final class ChannelConfiguration {
    /// Whether consecutive messages from one sender are drawn as a group.
    public var isMessageGroupingEnabled = true
    /// How a group is drawn.
    public var groupingOptions: Set<MessageGroupingOption> = [.collapseEnclosingViews, .collapseTimestamps(.bottom)]
    /// Whether `message` ends its group given the one after it (nil at the end of the list).
    /// The default: the next is from another sender, more than five minutes later, or
    /// either has failed.
    public var configureMessageEndsGroup: @MainActor (_ message: BaseMessage, _ next: BaseMessage?) -> Bool = ChannelConfiguration.defaultMessageEndsGroup

    /// How replies are made: quoted in the channel, in a thread, or not at all.
    public var replyType: ReplyType = .quoteReply
    /// Whether a thread's input offers "Also send to channel", which sends the reply with
    /// `isReplyToChannel` so the channel shows it too (quoting its parent).
    public var isAlsoSendToChannelEnabled = true
    /// Where others' typing shows: the header's subtitle, a bubble in the list, or both.
    public var typingIndicatorTypes: TypingIndicatorType = [.text, .bubble]
    /// Whether messages show reactions and offer "React…".
    public var isReactionsEnabled = true
    /// Whether a user message with an http(s) link shows the link's Open Graph data (site,
    /// title, description) as a card under the bubble, once the service has it.
    public var isOGTagEnabled = true
    /// Whether a row names the day between messages of different days.
    public var isDateSeparatorEnabled = true
    /// Whether the current user's messages show delivered and read marks.
    public var isReceiptsEnabled = true
    /// Whether a user message's text is drawn as Markdown (bold, italic, strike, code,
    /// code blocks, quotes, links); off, it shows as typed. The input always shows it as
    /// typed.
    public var isMarkdownForUserMessageEnabled = true
    /// The widest a bubble may be, as a fraction of the list's width.
    public var maxMessageWidthFraction = 0.75
    public var bubbleCornerStyle: BubbleCornerStyle = .rounded
    /// How message times read; the default is the 24-hour `HH:mm` in UTC.
    public var timestampFormatter: @MainActor (_ milliseconds: Int64) -> String = ChannelConfiguration.defaultTimestamp

    /// A view above a message (nil: none), replacing the sender's name.
    public var messageHeaderBuilder: (@MainActor (BaseMessage) -> View?)?
    /// A view below a message (nil: none), replacing its time and state.
    public var messageFooterBuilder: (@MainActor (BaseMessage) -> View?)?
    /// The avatar beside others' messages (nil: none), replacing the initials.
    public var messageAvatarBuilder: (@MainActor (BaseMessage) -> View?)?
    /// The actions offered for a message; nil disables its context menu.
    /// The context menu of a message: given the items the list built for it
    /// (`createMessageMenuItems(for:)`), returns the ones to show, reordered, filtered by
    /// `MenuItem.kind` or with the app's own added; nil (or no items) shows no menu.
    public var messageContextMenuBuilder: (@MainActor (BaseMessage, [MenuItem]) -> [MenuItem]?)?
    /// The view shown in place of an image (nil: the default framed placeholder).
    public var messageImagePlaceholderBuilder: (@MainActor (FileMessage) -> View?)?
    /// Renderers for custom messages, by custom type id: each returns the view that shows
    /// the message.
    public var customRenderers: [String: @MainActor (CustomItem) -> View] = [:]
    /// Custom types whose messages the list's custom message cell draws itself
    /// (`GroupChannelModule.List.customMessageCell`), without a renderer.
    public var customMessageTypes: Set<String> = []

    /// Whether the input offers @mentions of the channel's members (or an open channel's
    /// participants) and messages carry them.
    public var isMentionEnabled = true
    /// The mention trigger and limits (see `UserMentionConfiguration`).
    public var userMentionConfiguration = UserMentionConfiguration()

    /// How many of the emoji container's first emoji "React…" offers before "More emojis…"
    /// (the reference kit's `maxEmojiOneLine`).
    public var quickReactionCount = 6

    /// The defaults.
    public init() {}

    /// Puts every setting back to its default.
    public func reset() {
        let fresh = ChannelConfiguration()
        isMentionEnabled = fresh.isMentionEnabled
        userMentionConfiguration = fresh.userMentionConfiguration
        quickReactionCount = fresh.quickReactionCount
        isMessageGroupingEnabled = fresh.isMessageGroupingEnabled
        groupingOptions = fresh.groupingOptions
        configureMessageEndsGroup = fresh.configureMessageEndsGroup
        replyType = fresh.replyType
        isAlsoSendToChannelEnabled = fresh.isAlsoSendToChannelEnabled
        typingIndicatorTypes = fresh.typingIndicatorTypes
        isReactionsEnabled = fresh.isReactionsEnabled
        isOGTagEnabled = fresh.isOGTagEnabled
        isDateSeparatorEnabled = fresh.isDateSeparatorEnabled
        isReceiptsEnabled = fresh.isReceiptsEnabled
        maxMessageWidthFraction = fresh.maxMessageWidthFraction
        isMarkdownForUserMessageEnabled = fresh.isMarkdownForUserMessageEnabled
        bubbleCornerStyle = fresh.bubbleCornerStyle
        timestampFormatter = fresh.timestampFormatter
        messageHeaderBuilder = nil
        messageFooterBuilder = nil
        messageAvatarBuilder = nil
        messageContextMenuBuilder = nil
        messageImagePlaceholderBuilder = nil
        customRenderers = [:]
        customMessageTypes = []
    }

    /// The default grouping rule (see `configureMessageEndsGroup`).
    public static func defaultMessageEndsGroup(_ message: BaseMessage, _ next: BaseMessage?) -> Bool {
        guard let next else { return true }
        if message.sendingStatus == .failed || next.sendingStatus == .failed { return true }
        if message is AdminMessage || next is AdminMessage { return true }
        if message.sender?.userId != next.sender?.userId { return true }
        // Times another client claims can be `Int64.min` and `.max`: their gap overflows.
        let (gap, overflow) = next.createdAt.subtractingReportingOverflow(message.createdAt)
        return overflow ? next.createdAt > message.createdAt : gap > 5 * 60 * 1000
    }

    /// `HH:mm` in UTC.
    public static func defaultTimestamp(_ milliseconds: Int64) -> String {
        let minutes = (milliseconds / 60_000) % (24 * 60)
        let positive = minutes < 0 ? minutes + 24 * 60 : minutes
        let hours = positive / 60, rest = positive % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
