/// Sets up a believable workspace on a server from a seed: people with names from many
/// cultures, one-to-one and group conversations, a large team channel with a very long
/// history, a frozen announcement channel, public, support and open channels (and, when
/// asked, a live event with a crowd of thousands), and histories spread over past days with
/// questions and answers, links, emoji, lists, mentions, quote and thread replies,
/// reactions and files.
///
/// Everything goes through the server's administration API, so the result is ordinary
/// service state. The same options give the same workspace, byte for byte, on a server whose
/// clock reads the same; another seed gives another one. Runs synchronously on the main
/// actor; the default workspace takes a fraction of a second.
@MainActor
public struct WorkspaceGenerator {
    /// What to generate.
    public struct Options: Sendable {
        /// Decides every name, channel and message; the same seed gives the same workspace.
        public var seed: UInt64 = 1
        /// How many people besides the current user (at least 3).
        public var userCount = 24
        /// The user the app signs in as: a member of every channel but one public channel,
        /// an operator of two groups, and muted nowhere unless `mutesCurrentUser`.
        public var currentUserId = "me"
        /// The current user's nickname; nil gives them a generated name like everyone else.
        public var currentUserNickname: String?
        /// Messages in a typical channel's history; each channel varies around it.
        public var historyLength = 60
        /// Messages in the team channel, the one with the very long history.
        public var longHistoryLength = 5_000
        /// How many days back a typical history reaches; the long one reaches further.
        public var historyDays = 30
        /// Whether the current user is muted in the public channel they belong to.
        public var mutesCurrentUser = false
        /// How many people watch the live open channel besides everyone else (0...20,000;
        /// 0, the default, for no live channel; the `banter` app asks for 2,500). They
        /// belong to no group channel and speak only there.
        public var crowdSize = 0

        /// The default workspace for `seed`.
        public init(seed: UInt64 = 1) {
            self.seed = seed
        }
    }

    /// What `generate(on:)` makes.
    public var options: Options

    /// A generator of the workspace the options describe.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Generates the workspace on `server`, whose history ends at the server's current time,
    /// and describes what it made. `progress` hears, after each channel, how many of the
    /// channels are made, so an app can show how far a long first start has come.
    ///
    /// The server must hold no users or channels yet (800110 otherwise, as for options out
    /// of range); an error from the service part-way would leave the workspace half made,
    /// which is why a store is seeded inside `ChatServer.seedStore(_:)`.
    public func generate(on server: ChatServer, progress: (@MainActor (_ done: Int, _ total: Int) -> Void)? = nil) throws(ChatError) -> Workspace {
        guard server.state.users.isEmpty, server.state.slotCount == 0 else {
            throw .invalidParameter("the server already holds users or channels; a workspace is generated on an empty one")
        }
        guard (3...10_000).contains(options.userCount) else {
            throw .invalidParameter("userCount is \(options.userCount); it must be 3...10000")
        }
        guard options.historyLength >= 0, options.longHistoryLength >= 0 else {
            throw .invalidParameter("history lengths must not be negative")
        }
        guard (0...20_000).contains(options.crowdSize) else {
            throw .invalidParameter("crowdSize is \(options.crowdSize); it must be 0...20000")
        }
        guard options.historyDays >= 1 else {
            throw .invalidParameter("historyDays is \(options.historyDays); it must be at least 1")
        }
        return try WorkspaceBuilder(server: server, options: options, progress: progress).build()
    }
}
