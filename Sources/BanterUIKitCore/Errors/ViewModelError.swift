import BanterChatSDK

/// Why a view model refused a request before it reached the service: a typed reason, so no
/// view model writes a sentence. A view model hands it to its delegate as `chatError`, a
/// `ChatError` with the code code written against the service checks (800101, 800110) and
/// the text from `StringSet.current.errors`, which the controllers show as they show the
/// service's own refusals. Main actor only (it reads `StringSet.current`).
public enum ViewModelError: Error, Equatable, Sendable, CaseIterable {
    /// The view model has no client: the kit was not given one (`BanterUIKit.initialize(client:)`).
    case connectionRequired
    /// The request needs the channel, which has not loaded (yet, or it failed to).
    case channelNotLoaded
    /// The screen that picks users was opened without a channel to pick them for.
    case noChannel
    /// Registering operators with no one picked.
    case noOperatorPicked
    /// Inviting with no one picked.
    case noInviteePicked
    /// Creating a channel with no one picked.
    case noMemberPicked

    /// The service's code for the reason, the one the real service gives a request like it.
    public var code: ChatError.Code {
        switch self {
        case .connectionRequired: .connectionRequired
        case .channelNotLoaded, .noChannel, .noOperatorPicked, .noInviteePicked, .noMemberPicked: .invalidParameter
        }
    }

    /// What the person is told (`StringSet.current.errors`).
    @MainActor public var message: String {
        let strings = StringSet.current.errors
        return switch self {
        case .connectionRequired: strings.connectionRequired
        case .channelNotLoaded: strings.channelNotLoaded
        case .noChannel: strings.noChannel
        case .noOperatorPicked: strings.noOperatorPicked
        case .noInviteePicked: strings.noInviteePicked
        case .noMemberPicked: strings.noMemberPicked
        }
    }

    /// The error as the view model delegates take it: `code` and `message`.
    @MainActor public var chatError: ChatError { ChatError(code, message) }
}
