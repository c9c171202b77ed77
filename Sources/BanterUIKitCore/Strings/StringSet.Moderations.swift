extension StringSet {
    /// The moderation screens: operators, muted members, banned users, freezing.
    public struct Moderations: Sendable {
        public var headerTitle = "Moderations"
        public var operators = "Operators"
        public var mutedMembers = "Muted members"
        /// The open channel moderation screen's list of muted people (an open channel has
        /// participants, not members).
        public var mutedUsers = "Muted users"
        public var bannedUsers = "Banned users"
        public var freezeChannel = "Freeze channel"
        /// The notice when the service refuses to freeze or unfreeze; its reason follows.
        public var freezeFailed: @Sendable (_ reason: String) -> String = { "Couldn't change the freeze. \($0)" }
        /// The item and menu title listing the reports filed in the channel.
        public var reports = "Reports"
        /// The notice when the channel has no reports.
        public var noReports = "No reports"
        /// The notice when the reports cannot be read; the service's reason follows.
        public var reportsFailed: @Sendable (_ reason: String) -> String = { "Couldn't load the reports. \($0)" }
        /// One report in the list: its category's name, the reported user's and the
        /// reporter's names, whether a message was reported, and the description, if any.
        public var reportRow: @Sendable (_ category: String, _ offender: String, _ reporter: String, _ isMessage: Bool, _ description: String?) -> String = {
            category, offender, reporter, isMessage, description in
            let what = isMessage ? "\(offender)'s message" : offender
            return "\(category): \(what), by \(reporter)" + (description.map { " · \($0)" } ?? "")
        }

        public init() {}
    }
}
