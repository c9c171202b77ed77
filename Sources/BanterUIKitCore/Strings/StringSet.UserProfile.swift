extension StringSet {
    /// The user profile (`UserProfileView`), blocking and reporting.
    public struct UserProfile: Sendable {
        /// The action that opens the one-to-one channel with the user.
        public var message = "Message"
        public var block = "Block"
        public var unblock = "Unblock"
        public var report = "Report"
        /// The mark of a channel operator.
        public var operatorMark = "Operator"
        /// The mark of a user muted in the channel.
        public var mutedMark = "Muted"
        /// The mark of a blocked user.
        public var blockedMark = "Blocked"
        /// The line in a group channel where messages from blocked users are hidden.
        public var blockedMessages: @Sendable (_ count: Int) -> String = {
            $0 == 1 ? "1 message from a blocked user" : "\($0) messages from a blocked user"
        }
        /// The notice after blocking and unblocking, with the user's name.
        public var blocked: @Sendable (_ name: String) -> String = { "Blocked \($0)" }
        public var unblocked: @Sendable (_ name: String) -> String = { "Unblocked \($0)" }
        /// The notice when the service refuses a block, an unblock or a report; its reason follows.
        public var blockFailed: @Sendable (_ reason: String) -> String = { "Couldn't change the block. \($0)" }
        public var reportFailed: @Sendable (_ reason: String) -> String = { "Couldn't send the report. \($0)" }
        /// The title of the category choice of a report.
        public var reportTitle = "Report"
        /// The prompt for a report's description.
        public var reportDescriptionTitle = "What happened? (optional)"
        /// The notice after a report is sent.
        public var reported = "Report sent"
        /// A report category's name.
        public var category: @Sendable (_ category: String) -> String = { category in
            switch category {
            case "spam": "Spam"
            case "harassing": "Harassment"
            case "inappropriate": "Inappropriate"
            case "suspicious": "Suspicious"
            default: category
            }
        }
        /// The settings entry and screen title of the blocked users list.
        public var blockedUsers = "Blocked users"
        /// The blocked users list when it is empty.
        public var noBlockedUsers = "No blocked users"

        public init() {}
    }
}
