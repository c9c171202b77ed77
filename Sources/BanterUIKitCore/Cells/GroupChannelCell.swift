import BanterCanvas
import BanterChatSDK
import BanterViews
import Foundation

/// One row of the group channel list, two lines tall:
///
///     ▌ AL  Alice Lee  ❄ ⊘                            14:05
///     ▌     You: see you tomorrow                        3
///
/// An avatar tile with initials; the channel's name in bold (the other member's nickname
/// for a one-to-one channel), the member count of a group, frozen and muted marks, and the
/// time of the last message right-aligned; under them the last message dimmed ("📎 name"
/// for a file, "Photo" for an image, the text of an admin message), or who is typing, and
/// the unread badge right-aligned (capped at 99+, with an "@" beside it for unread
/// mentions). Text that does not fit is cut with `…`.
/// Styled from `GroupChannelCellTheme`; the selected row is highlighted. Strings come from
/// `StringSet.current.channelList`; `BanterUIKit.config.groupChannel.channelList` turns the
/// typing text and the unread badge off.
///
/// Configure it with `configure(channel:currentUserId:now:theme:)` in the data source;
/// the cell draws itself, so it is cheap to reuse. Theme precedence: the cell's own `theme`
/// wins over the list's (`configuredTheme`), which wins over the global one. Main actor only.
@MainActor
open class GroupChannelCell: BaseChannelCell {
    /// The channel shown.
    public var channel: GroupChannel? { baseChannel as? GroupChannel }
    /// The current user, to name a one-to-one channel after the other member.
    public private(set) var currentUserId: String?
    /// The service's clock, for "today" and "yesterday".
    public private(set) var now: Int64 = 0
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: GroupChannelCellTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: GroupChannelCellTheme?
    /// The theme in force.
    public var resolvedTheme: GroupChannelCellTheme { theme ?? configuredTheme ?? Theme.current.groupChannelCellTheme }
    /// Icons for the frozen and muted marks.
    public var icons: IconSet = .standard { didSet { setNeedsDisplay() } }
    /// What the row shows; `BanterUIKit.config.groupChannel.channelList` by default.
    public var configuration: ChannelListConfiguration = UIKitConfiguration.shared.groupChannel.channelList

    /// Shows `channel`. `now` is the service's time in milliseconds; `theme` is the list's.
    open func configure(channel: GroupChannel, currentUserId: String?, now: Int64, theme: GroupChannelListTheme? = nil) {
        self.currentUserId = currentUserId
        self.now = now
        if let theme {
            configuredTheme = theme.cell
            icons = theme.icons
        }
        configure(channel: channel)
    }

    /// Two lines.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: 2)
    }

    open override var intrinsicContentSize: Size { Size(width: -1, height: 2) }

    // MARK: What the row says

    /// The name shown: the channel's, else the other members' nicknames.
    open var displayName: String {
        guard let channel else { return "" }
        let name = Self.displayName(of: channel, currentUserId: currentUserId)
        return channel.isEncrypted ? StringSet.current.channel.encryptedName(name) : name
    }

    /// The name of `channel`: its own, else the other members' nicknames ("Alice, Bob"),
    /// else "(no members)".
    public static func displayName(of channel: GroupChannel, currentUserId: String?) -> String {
        let name = channel.name
        // Trimming goes through Foundation; most names have nothing to trim.
        let needsTrim = name.first.map { $0.isWhitespace || $0.isNewline } == true || name.last.map { $0.isWhitespace || $0.isNewline } == true
        let trimmed = needsTrim ? name.trimmingCharacters(in: .whitespacesAndNewlines) : name
        if !trimmed.isEmpty { return clean(trimmed) }
        let others = channel.members.filter { $0.userId != currentUserId }.map { $0.nickname.isEmpty ? $0.userId : $0.nickname }
        return others.isEmpty ? StringSet.current.channelList.noMembers : clean(others.joined(separator: ", "))
    }

    /// Up to two initials of `name`: the first letters of its first two words ("Alice Lee"
    /// → "AL"), or its first two letters for one word ("design" → "DE").
    public static func initials(of name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        if words.count >= 2, let first = words[0].first, let second = words[1].first {
            return (String(first) + String(second)).uppercased()
        }
        if let word = words.first { return String(word.prefix(2)).uppercased() }
        return name.first.map { String($0) } ?? "?"
    }

    /// The initials shown in the avatar tile.
    open var avatarText: String {
        guard let channel else { return "" }
        return Self.avatarText(of: channel, currentUserId: currentUserId)
    }

    /// The initials for `channel`'s tile: its name's, or for an unnamed group the first other
    /// member's, as a chat list shows the person you talk to.
    public static func avatarText(of channel: GroupChannel, currentUserId: String?) -> String {
        if channel.name.trimmingCharacters(in: .whitespaces).isEmpty,
           let other = channel.members.first(where: { $0.userId != currentUserId }) {
            return initials(of: other.nickname.isEmpty ? other.userId : other.nickname)
        }
        return initials(of: displayName(of: channel, currentUserId: currentUserId))
    }

    /// The last message's preview: "You: …" for the current user's in a group, "📎 name" for
    /// a file, "Photo" for an image, the text otherwise; "No messages yet" for none.
    open var lastMessageText: String {
        guard let message = channel?.lastMessage else { return StringSet.current.channelList.noMessages }
        return Self.preview(of: message, currentUserId: currentUserId, isGroup: (channel?.memberCount ?? 0) > 2)
    }

    /// The preview of `message` (see `lastMessageText`). A user message's text reads as
    /// its bubble does when `formatsMarkdown` (by default, when the channel configuration's
    /// `isMarkdownForUserMessageEnabled`): without the Markdown syntax, a link as its text.
    public static func preview(of message: BaseMessage, currentUserId: String?, isGroup: Bool,
                               formatsMarkdown: Bool = UIKitConfiguration.shared.groupChannel.channel.isMarkdownForUserMessageEnabled) -> String {
        let body: String
        if let file = message as? FileMessage {
            let strings = StringSet.current.channelList
            body = file.isImage ? strings.photo : "📎 " + (file.name.isEmpty ? strings.file : file.name)
        } else if message is MultipleFilesMessage {
            body = "📎 " + (message.fileSummary ?? StringSet.current.channelList.file)
        } else if message.isEncrypted {
            body = StringSet.current.message.encrypted
        } else if formatsMarkdown, message is UserMessage, MarkdownParser.mayContainMarkup(message.message) {
            body = MarkdownParser.parse(message.message).plainText
        } else {
            body = message.message
        }
        let text = clean(body)
        guard !(message is AdminMessage), let sender = message.sender else { return text }
        if sender.userId == currentUserId { return StringSet.current.channelList.lastMessageByMe(text) }
        if isGroup { return (sender.nickname.isEmpty ? sender.userId : sender.nickname) + ": " + text }
        return text
    }

    /// "Alice is typing…", "Alice and Bob are typing…" or "3 people are typing…"
    /// (`StringSet.current.channelList.typing`); nil when nobody is, or when the
    /// configuration turns typing indicators off.
    open var typingText: String? {
        guard let channel, configuration.isTypingIndicatorEnabled else { return nil }
        let names = channel.typingUsers.filter { $0.userId != currentUserId }.map { $0.nickname.isEmpty ? $0.userId : $0.nickname }
        return names.isEmpty ? nil : StringSet.current.channelList.typing(names)
    }

    /// "Draft: …" when a message was begun in the channel and not sent, by the account
    /// the channel's client is signed in as (`MessageDraftStore`), nil otherwise.
    open var draftText: String? {
        guard let channel,
              let draft = MessageDraftStore.shared.draft(for: channel.channelURL, account: MessageDraftStore.Account(client: channel.client))
        else { return nil }
        return StringSet.current.channelList.draft(Self.clean(draft))
    }

    /// The time shown: `HH:mm` today, "Yesterday", a short date ("Mar 3") this year, else
    /// "2025-03-03"; in UTC, as the kit's timestamps are.
    open var timeText: String {
        guard let channel else { return "" }
        let time = channel.lastMessage?.createdAt ?? channel.createdAt
        return Self.timeText(for: time, now: now)
    }

    /// The time text for `time` seen at `now` (see `timeText`).
    public static func timeText(for time: Int64, now: Int64) -> String {
        let day: Int64 = 86_400_000
        let thatDay = MessageDay.start(of: time), today = MessageDay.start(of: now)
        if thatDay == today || time > now { return ChannelConfiguration.defaultTimestamp(time) }
        if thatDay == today - day { return StringSet.current.channelList.yesterday }
        let date = MessageDay.civilDate(time), nowDate = MessageDay.civilDate(now)
        let strings = StringSet.current.common
        if date.year == nowDate.year { return strings.shortDate(date.day, strings.shortMonths[date.month - 1]) }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(date.year)-\(two(date.month))-\(two(date.day))"
    }

    /// The unread badge's text: the count, "99+" above 99, nil for none (or when the
    /// configuration turns the unread count off).
    open var badgeText: String? {
        guard configuration.isUnreadCountEnabled, let count = channel?.unreadMessageCount, count > 0 else { return nil }
        return count > 99 ? "99+" : String(count)
    }

    /// One line, with control characters and line breaks turned into spaces.
    static func clean(_ text: String) -> String {
        // Names are drawn on every frame: most hold no control character and no line
        // break (none of the bytes below 0x20, DEL, or the leads of U+0085, U+2028, U+2029),
        // so a byte scan answers without walking the characters.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) { return text }
        return String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }).filter { !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
    }

    // MARK: Drawing

    open override func draw(in context: DrawingContext) {
        guard let channel else { return }
        let theme = resolvedTheme
        let width = bounds.width
        guard width > 0 else { return }
        let compact = width < 30
        let textX = compact ? 1 : 7

        // Avatar tile: two rows, initials in the first.
        if !compact {
            let avatarRect = Rect(x: 2, y: 0, width: 4, height: 2)
            context.fill(avatarRect, style: theme.avatar)
            let initials = TextLayout.truncate(avatarText, width: 2)
            context.write(initials, at: Point(x: 2 + (4 - TextWidth.of(initials)) / 2, y: 0), style: theme.avatar)
        }

        // Line 1: name, member count, marks; time at the right.
        let time = timeText
        let timeWidth = TextWidth.of(time)
        let right = width - 1
        let timeX = max(textX, right - timeWidth)
        if timeX > textX + 4 { context.write(time, at: Point(x: timeX, y: 0), style: theme.time) }
        var suffixes: [(String, TextStyle)] = []
        if channel.memberCount > 2 { suffixes.append((String(channel.memberCount), theme.memberCount)) }
        if channel.isFrozen { suffixes.append((icons.text(icons.frozen), theme.frozenMark)) }
        if channel.myMutedState == .muted { suffixes.append((icons.text(icons.muted), theme.mutedMark)) }
        if channel.myPushTriggerOption == .off { suffixes.append((icons.text(icons.notificationsOff), theme.notificationsOffMark)) }
        let nameRoom = max(0, timeX - 2 - textX)
        let suffixWidth = suffixes.reduce(0) { $0 + 2 + TextWidth.of($1.0) }
        let name = TextLayout.truncate(displayName, width: max(min(nameRoom, 4), nameRoom - suffixWidth))
        var x = textX + context.write(name, at: Point(x: textX, y: 0), style: theme.title)
        for (text, style) in suffixes where x + 2 + TextWidth.of(text) <= textX + nameRoom {
            x += 2
            x += context.write(text, at: Point(x: x, y: 0), style: style)
        }

        // Line 2: preview or typing; badge at the right.
        var previewRight = right
        if let badge = badgeText {
            let text = " \(badge) "
            let badgeX = right - TextWidth.of(text)
            if badgeX > textX + 4 {
                context.write(text, at: Point(x: badgeX, y: 1), style: theme.unreadBadge)
                previewRight = badgeX - 1
                // Unread mentions get an "@" beside the count, as the reference kit shows.
                if (channel.unreadMentionCount) > 0, badgeX - 4 > textX + 4 {
                    context.write(" @ ", at: Point(x: badgeX - 4, y: 1), style: theme.unreadBadge)
                    previewRight = badgeX - 5
                }
            }
        }
        let room = max(0, previewRight - textX)
        if let typing = typingText {
            context.write(TextLayout.truncate(typing, width: room), at: Point(x: textX, y: 1), style: theme.typing)
        } else if let draft = draftText {
            context.write(TextLayout.truncate(draft, width: room), at: Point(x: textX, y: 1), style: theme.draft)
        } else {
            context.write(TextLayout.truncate(lastMessageText, width: room), at: Point(x: textX, y: 1), style: theme.lastMessage)
        }

        if isSelected {
            if showsFocus {
                // The avatar tile keeps its colours; the rest of the row is highlighted.
                let tileEnd = compact ? 1 : 6
                context.overlay(theme.selectedBackground, in: Rect(x: 1, y: 0, width: compact ? 0 : 1, height: 2))
                context.overlay(theme.selectedBackground, in: Rect(x: tileEnd, y: 0, width: max(0, width - tileEnd), height: 2))
            }
            context.write("▌", at: Point(x: 0, y: 0), style: theme.typing.removing(.italic))
            context.write("▌", at: Point(x: 0, y: 1), style: theme.typing.removing(.italic))
        }
    }
}
