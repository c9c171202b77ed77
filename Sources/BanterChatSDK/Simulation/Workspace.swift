/// What `WorkspaceGenerator` set up on a server: its users, its channels and what each is
/// for, so an app or a test can find the channel it needs ("the long one", "a frozen one")
/// without searching. A description only: the server holds the state, which changes as
/// people use it.
public struct Workspace: Equatable, Sendable {
    /// One generated channel.
    public struct Channel: Equatable, Sendable {
        /// What a channel is for, which decides its members, settings and history.
        public enum Kind: String, Equatable, Sendable {
            /// A distinct one-to-one conversation between the current user and someone else.
            case direct
            /// A small private group of three to five.
            case group
            /// The large team channel, with the long history.
            case team
            /// A frozen channel only its operator posts to.
            case announcement
            /// A public group channel anyone can join.
            case publicGroup
            /// A conversation with a support agent, with custom type "support".
            case support
            /// An open channel, whose audience is whoever has entered it.
            case open
            /// The busy open channel: a live event the crowd watches and chats in, a few
            /// messages a second while the simulated people are active.
            case live
        }

        /// The channel's URL on the server.
        public var url: String
        /// The channel's name; empty for a direct conversation, which clients name after
        /// the other member.
        public var name: String
        /// What the channel is for.
        public var kind: Kind
        /// The members it was created with (none for an open channel).
        public var memberIds: [String]
        /// How many messages its history was generated with, thread replies included.
        public var messageCount: Int
    }

    /// The seed it was generated from; the same seed generates the same workspace.
    public var seed: UInt64
    /// The user the app signs in as.
    public var currentUserId: String
    /// Everyone else, the people the simulated activity acts as, in the order they were created.
    public var otherUserIds: [String]
    /// Every channel, in the order they were created.
    public var channels: [Channel]
    /// The channel with the very long history.
    public var longChannelURL: String
    /// The crowd: people who only watch and chat in the live channel. They are not in
    /// `otherUserIds`, so the simulated activity gives them no client each and speaks for
    /// them through the service.
    public var crowdUserIds: [String] = []

    /// The live channel, the open channel the crowd is in, if the workspace has one.
    public var liveChannelURL: String? {
        channels.first { $0.kind == .live }?.url
    }

    /// The custom type that marks the live channel, so a workspace loaded from its store
    /// finds it again.
    public static let liveCustomType = "live"

    /// The channels of one kind, in the order they were created.
    public func channels(_ kind: Channel.Kind) -> [Channel] {
        channels.filter { $0.kind == kind }
    }

    /// The channel with this URL, if the workspace created it.
    public func channel(_ url: String) -> Channel? {
        channels.first { $0.url == url }
    }

    /// How many messages were generated in all channels.
    public var messageCount: Int {
        channels.reduce(0) { $0 + $1.messageCount }
    }
}
