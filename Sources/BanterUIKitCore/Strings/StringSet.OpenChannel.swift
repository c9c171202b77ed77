extension StringSet {
    /// The open channel screen: header and media area.
    public struct OpenChannel: Sendable {
        /// The header's subtitle: how many are in the channel now.
        public var participantCount: @Sendable (_ count: Int) -> String = { $0 == 1 ? "1 participant" : "\($0) participants" }
        /// The media area's description line for a channel without one.
        public var noDescription = "No description"
        /// The media area's cover line for a channel without a cover.
        public var noCover = "No cover image"

        public init() {}
    }
}
