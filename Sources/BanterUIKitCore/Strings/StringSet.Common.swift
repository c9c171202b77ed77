extension StringSet {
    /// Strings several screens share.
    public struct Common: Sendable {
        public var cancel = "Cancel"
        public var retry = "Retry"
        public var ok = "OK"
        public var loading = "Loading…"
        /// What stands for a person without a nickname.
        public var unknownUser = "Someone"
        /// What stands for the service speaking (admin messages).
        public var system = "System"
        /// The window is smaller than a screen can draw in.
        public var windowTooSmall = "Window too small"
        /// A request failed without blocking the screen; the service's message follows.
        public var failedNotice: @Sendable (_ reason: String) -> String = { "Failed: " + $0 }
        /// Shown on the error view of a screen whose content could not load; the code follows.
        public var loadFailed: @Sendable (_ code: Int) -> String = { "Couldn't load (\($0))." }

        public init() {}
    }
}
