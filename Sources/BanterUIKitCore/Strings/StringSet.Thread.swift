extension StringSet {
    /// The message thread screen.
    public struct Thread: Sendable {
        /// The header's title; the channel's name is its subtitle.
        public var title = "Thread"
        /// The input's placeholder.
        public var inputPlaceholder = "Reply in thread"
        /// The option over the input that also shows the reply in the channel.
        public var alsoSendToChannel = "Also send to channel"
        /// The key that switches the option, after it.
        public var alsoSendToChannelKey = "Ctrl-S"
        /// The notice on the channel when the thread closed because its parent was deleted.
        public var parentDeleted = "The thread's message was deleted"
        /// The parent message info view: how many replies, under the message.
        public var replyCount: @Sendable (_ count: Int) -> String = { $0 == 0 ? "No replies" : $0 == 1 ? "1 reply" : "\($0) replies" }

        public init() {}
    }
}
