extension StringSet {
    /// What a screen says when its view model refuses a request before asking the service
    /// (`ViewModelError`); each follows the screen's own wording around a refusal
    /// ("Couldn't invite. …").
    public struct Errors: Sendable {
        /// No client to talk to (an app that did not call `BanterUIKit.initialize(client:)`).
        public var connectionRequired = "Connection required: give the kit a connected client (BanterUIKit.initialize(client:))."
        /// An action on a channel that has not loaded yet.
        public var channelNotLoaded = "Invalid parameter: the channel has not loaded yet."
        /// A user picker opened without a channel.
        public var noChannel = "Invalid parameter: no channel to pick users for."
        /// Confirming the operator picker with no one picked.
        public var noOperatorPicked = "Invalid parameter: pick at least one person to make an operator."
        /// Confirming the invite picker with no one picked.
        public var noInviteePicked = "Invalid parameter: pick at least one person to invite."
        /// Confirming the new channel picker with no one picked.
        public var noMemberPicked = "Invalid parameter: pick at least one person for the channel."

        public init() {}
    }
}
