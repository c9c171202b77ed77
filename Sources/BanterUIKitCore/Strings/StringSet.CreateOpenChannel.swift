extension StringSet {
    /// The screen that makes a new open channel: its header, the cover and the name field.
    public struct CreateOpenChannel: Sendable {
        /// The screen's title.
        public var headerTitle = "New open channel"
        /// The right bar item that makes the channel.
        public var createButton = "Create"
        /// The name field's label, over it.
        public var nameLabel = "Channel name"
        /// The name field while nothing is typed.
        public var namePlaceholder = "Enter a name"
        /// Under the field: how many characters of how many the service takes ("12/191").
        public var nameCount: @Sendable (_ count: Int, _ limit: Int) -> String = { "\($0)/\($1)" }
        /// Under the field while the name is empty or only spaces.
        public var nameRequired = "A name is required"
        /// Under the field while the name is longer than the service takes.
        public var nameTooLong: @Sendable (_ count: Int, _ limit: Int) -> String = { "Too long: \($0) characters, the limit is \($1)" }
        /// The keys, under the field.
        public var hint = "Enter creates · Esc goes back · Tab reaches Create · Ctrl-O sets a cover"
        /// The cover frame's caption while the channel has no cover address.
        public var noCover = "No cover"
        /// The cover frame's caption once a cover address is set.
        public var coverSet = "Cover set"
        /// The cover prompt: a terminal has no image picker, so a cover is an address.
        public var coverPromptTitle = "Cover image"
        public var coverPromptMessage = "Type the address of the channel's cover image; leave it empty for none."
        public var coverPromptPlaceholder = "https://example.com/cover.png"
        public var coverPromptHint = "Enter sets · Esc cancels"
        /// Why the channel was not made (the service's reason follows); the name is kept.
        public var createFailed: @Sendable (_ reason: String) -> String = { "Couldn't create the channel: \($0)" }

        public init() {}
    }
}
