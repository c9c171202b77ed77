import BanterCanvas
import BanterChatSDK
import BanterViews

/// A text message in a bubble: the text wrapped by display width so CJK and emoji keep
/// their two columns, drawn as Markdown (`MarkdownParser`, `MarkdownLayout`) when the
/// configuration's `isMarkdownForUserMessageEnabled` is on. Main actor only.
@MainActor
open class UserMessageCell: BaseMessageCell {
    /// The formatted lines when Markdown is on and the text has any markup; the base
    /// cell's plain wrapping otherwise (most messages, at no cost).
    /// With Markdown off, mentions (`markdownMentions`) are still drawn in their style.
    open override func bodyLines(width: Int) -> [StyledText] {
        guard let presentation else { return super.bodyLines(width: width) }
        let message = presentation.message
        let mentions = markdownMentions(for: message)
        let document: MarkdownDocument
        if configuration.isMarkdownForUserMessageEnabled, !mentions.isEmpty || MarkdownParser.mayContainMarkup(message.message) {
            document = MarkdownParser.parse(message.message, mentions: mentions)
        } else if !mentions.isEmpty {
            document = MarkdownParser.plain(message.message, mentions: mentions)
        } else {
            return super.bodyLines(width: width)
        }
        return MarkdownLayout.lines(document, width: width, styles: markdownStyles())
    }

    /// The mentions in the message's text (character ranges of `message.message`), kept
    /// whole by the parser and drawn in the `mention` style (`mentionedCurrentUser` for the
    /// current user): by default those `MentionText.ranges` finds for the message's
    /// `mentionedUsers`. Override to mark other spans (a custom mention syntax).
    open func markdownMentions(for message: BaseMessage) -> [MarkdownMention] {
        MentionText.ranges(in: message.message, mentionedUsers: message.mentionedUsers)
            .map { MarkdownMention(range: $0.range, userId: $0.user.userId) }
    }

    /// The styles the formatted text is drawn in, from the resolved theme.
    open func markdownStyles() -> MarkdownStyles {
        let theme = resolvedTheme
        let text = presentation?.isMine == true ? theme.outgoingBubble : theme.incomingBubble
        return MarkdownStyles(text: text, code: theme.inlineCode, link: theme.link, mention: theme.mention,
                              currentUserMention: theme.mentionedCurrentUser, currentUserId: currentUserId, quote: theme.quote, quoteBar: theme.quoteBar,
                              codeBlock: theme.codeBlock, codeBlockBorder: theme.codeBlockBorder)
    }
}
