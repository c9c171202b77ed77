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
    open override func bodyLines(width: Int) -> [StyledText] {
        guard let presentation, configuration.isMarkdownForUserMessageEnabled else { return super.bodyLines(width: width) }
        let message = presentation.message
        let mentions = markdownMentions(for: message)
        guard mentions.isEmpty == false || MarkdownParser.mayContainMarkup(message.message) else { return super.bodyLines(width: width) }
        let document = MarkdownParser.parse(message.message, mentions: mentions)
        return MarkdownLayout.lines(document, width: width, styles: markdownStyles())
    }

    /// The mentions in the message's text, kept whole and drawn in the `mention` style;
    /// none by default.
    open func markdownMentions(for message: BaseMessage) -> [MarkdownMention] { [] }

    /// The styles the formatted text is drawn in, from the resolved theme.
    open func markdownStyles() -> MarkdownStyles {
        let theme = resolvedTheme
        let text = presentation?.isMine == true ? theme.outgoingBubble : theme.incomingBubble
        return MarkdownStyles(text: text, code: theme.inlineCode, link: theme.link, mention: theme.mention,
                              currentUserId: currentUserId, quote: theme.quote, quoteBar: theme.quoteBar,
                              codeBlock: theme.codeBlock, codeBlockBorder: theme.codeBlockBorder)
    }
}
