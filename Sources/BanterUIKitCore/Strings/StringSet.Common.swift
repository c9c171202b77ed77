extension StringSet {
    /// Strings several screens share.
    public struct Common: Sendable {
        public var cancel = "Cancel"
        /// Under an error view: how to retry.
        public var retryHint = "[ Retry ]  Enter or r"
        public var ok = "OK"
        /// Closes a list that only informs (who has read a message).
        public var close = "Close"
        /// What stands for a person without a nickname.
        public var unknownUser = "Someone"
        /// What stands for the service speaking (admin messages).
        public var system = "System"
        /// A request failed without blocking the screen; the service's message follows.
        public var failedNotice: @Sendable (_ reason: String) -> String = { "Failed: " + $0 }
        /// Why a request about a channel failed, when the service refused it for the user's
        /// role; the channel's name follows (never its internal URL).
        public var channelNotAllowed: @Sendable (_ channelName: String) -> String = { "Only an operator can do that in “\($0)”" }
        /// Why a request about a group channel was refused when the user is no longer in it.
        public var channelNotMember: @Sendable (_ channelName: String) -> String = { "You're no longer in “\($0)”" }
        /// Why a request about a channel failed, for any other refusal naming the channel.
        public var channelRequestFailed: @Sendable (_ channelName: String) -> String = { "That didn't work in “\($0)”" }

        /// The months' short names, January first.
        public var shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        /// The weekdays' short names, Monday first.
        public var shortWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        /// A date separator's title from the weekday's and the month's names
        /// (`shortWeekdays`, `shortMonths`): "Mon, 5 Jan 2026".
        public var dayTitle: @Sendable (_ weekday: String, _ day: Int, _ month: String, _ year: Int) -> String = {
            "\($0), \($1) \($2) \($3)"
        }
        /// A date earlier this year in a channel list row, from the month's name: "Mar 3".
        public var shortDate: @Sendable (_ day: Int, _ month: String) -> String = { "\($1) \($0)" }

        public init() {}
    }
}
