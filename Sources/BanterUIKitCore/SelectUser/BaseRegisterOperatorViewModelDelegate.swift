import BanterChatSDK

/// Hears a register-operator view model (group or open): everything
/// `BaseSelectUserViewModelDelegate` hears (the people shown changed, the picks changed,
/// loading, connection and errors), plus the people made operators, or why the service
/// refused. Called on the main actor.
@MainActor
public protocol BaseRegisterOperatorViewModelDelegate: BaseSelectUserViewModelDelegate {
    /// The service made `operatorIds` operators of the channel.
    func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didRegisterOperatorIds operatorIds: [String])
    /// The promotion was refused (400108 when the current user is not an operator);
    /// nothing changed. By default the error is reported as `didReceiveError(_:isBlocker: false)`.
    func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String], error: ChatError)
}

extension BaseRegisterOperatorViewModelDelegate {
    public func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String],
                                          error: ChatError) {
        didReceiveError(error, isBlocker: false)
    }
}
