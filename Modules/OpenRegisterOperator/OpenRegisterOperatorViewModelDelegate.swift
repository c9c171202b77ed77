import BanterChatSDK
import BanterUIKitCore

/// Hears the open register-operator view model: everything `BaseSelectUserViewModelDelegate`
/// hears (the participants shown changed, the picks changed, loading, connection and
/// errors), plus the participants made operators, or why the service refused. Called on the
/// main actor.
@MainActor
public protocol OpenRegisterOperatorViewModelDelegate: BaseSelectUserViewModelDelegate {
    /// The service made `operatorIds` operators of the channel.
    func registerOperatorViewModel(_ viewModel: OpenRegisterOperatorViewModel, didRegisterOperatorIds operatorIds: [String])
    /// The promotion was refused (400108 when the current user is not an operator);
    /// nothing changed. By default the error is reported as `didReceiveError(_:isBlocker: false)`.
    func registerOperatorViewModel(_ viewModel: OpenRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String], error: ChatError)
}

extension OpenRegisterOperatorViewModelDelegate {
    public func registerOperatorViewModel(_ viewModel: OpenRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String],
                                          error: ChatError) {
        didReceiveError(error, isBlocker: false)
    }
}
