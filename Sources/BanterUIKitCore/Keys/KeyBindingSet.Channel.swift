import BanterTerminal

extension KeyBindingSet {
    /// The channel screens: the message list (keys on the selected message) and the input.
    public struct Channel: Sendable {
        /// A new line in the message (the text field's own key; Ctrl-J and Shift-Enter too).
        public var newLine = KeyBinding(KeyEvent(.enter, modifiers: .alt), "a new line in the message (also Ctrl-J)")
        /// Asks for a file to send (the input's `fileKey`).
        public var sendFile = KeyBinding(KeyEvent(.character("o"), modifiers: .control), "send files: type or paste their paths (several make one message)")
        /// The header's ⚙, for the help.
        public var settings = KeyBinding([], also: ["⚙"], "a channel's settings: moderations, notifications, members (invite), search, leave")
        /// Back to the newest message from anywhere on a channel screen, the input included
        /// (End does it too in the message list, and in the input when the caret is already
        /// at the end of the text). The help names it in the Home End row's words (`Common.first`), so the key column
        /// stays narrow.
        public var newest = KeyBinding(KeyEvent(.end, modifiers: .control))
        /// Back to the "New messages" line (`UnreadMessageNewLineCell`) and the first message
        /// unread when the channel opened, from anywhere on a group channel screen.
        public var firstUnread = KeyBinding(KeyEvent(.character("u"), modifiers: .alt), "in a channel: back to the \"New messages\" line, the first unread message")
        /// The selected message's sender.
        public var showSender = KeyBinding(KeyEvent(.character("u")), "on a selected message: its sender, quote, thread, who reacted; + reacts")
        /// The message the selected one quotes.
        public var showQuotedMessage = KeyBinding(KeyEvent(.character("q")))
        /// The selected message's thread.
        public var openThread = KeyBinding(KeyEvent(.character("t")))
        /// Who reacted to the selected message, by reaction (the reactions screen); a click on
        /// a reaction under a message does it too.
        public var showReactions = KeyBinding(KeyEvent(.character("e")))
        /// Adds a reaction to the selected message from the emoji list; a click on the `+`
        /// after its reactions does it too.
        public var addReaction = KeyBinding(KeyEvent(.character("+")))
        /// Searches the messages of this channel from its message list: no key by default
        /// (the settings' "Search in channel" does it), `/` in the vi preset.
        public var searchInChannel = KeyBinding([], "in a channel's message list: search the channel's messages")
        /// A click on the replies under a message, for the help.
        public var threadReplies = KeyBinding([], also: ["↳ replies"], "a click on the replies under a message opens its thread")

        public init() {}
    }
}
