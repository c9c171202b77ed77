import BanterChatSDK
import BanterUIKitCore

/// Hears the register-operator view model: everything `BaseSelectUserViewModelDelegate`
/// hears (the members shown changed, the picks changed, loading, connection and errors),
/// plus the members made operators, or why the service refused. Called on the main actor.
@MainActor
public protocol GroupRegisterOperatorViewModelDelegate: BaseSelectUserViewModelDelegate {
    /// The service made `operatorIds` operators of the channel.
    func registerOperatorViewModel(_ viewModel: GroupRegisterOperatorViewModel, didRegisterOperatorIds operatorIds: [String])
    /// The promotion was refused (400108 when the current user is not an operator);
    /// nothing changed. By default the error is reported as `didReceiveError(_:isBlocker: false)`.
    func registerOperatorViewModel(_ viewModel: GroupRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String], error: ChatError)
}

extension GroupRegisterOperatorViewModelDelegate {
    public func registerOperatorViewModel(_ viewModel: GroupRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String],
                                          error: ChatError) {
        didReceiveError(error, isBlocker: false)
    }
}
