import BanterChatSDK
import BanterViews

/// What the register-operator screens share (a group channel's members, an open channel's
/// participants): the people who are not operators with check boxes (see
/// `BaseSelectUserViewController` for the keys and components), and promoting the picks.
///
/// - Promoting: `confirmKey` (`KeyBindingSet.current.registerOperator.confirm`, Ctrl-D) or
///   the add button (`didSelectUsers(_:)`) makes the picks operators; on success the screen
///   goes back (to the operators list, which shows them); a refusal (400108 when the current
///   user is no longer an operator) shows as a notice and the screen stays as it was, the
///   picks kept.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class BaseRegisterOperatorViewController: BaseSelectUserViewController, BaseRegisterOperatorViewModelDelegate {
    /// The url of the channel.
    public let channelURL: String

    /// A screen promoting people of the channel at `channelURL`; the subclass supplies
    /// components and view model.
    public init(channelURL: String) {
        self.channelURL = channelURL
        super.init()
    }

    /// The view model, as the register-operator base.
    public var baseRegisterViewModel: BaseRegisterOperatorViewModel? { baseViewModel as? BaseRegisterOperatorViewModel }

    /// Makes the people picked operators (nothing while nobody is).
    public func registerSelectedUsers() {
        guard !selectedUserList.isEmpty else { return }
        baseRegisterViewModel?.registerAsOperators()
    }

    /// The add button or `confirmKey`: promotes.
    open override func didSelectUsers(_ users: [User]) {
        registerSelectedUsers()
    }

    /// `KeyBindingSet.current.registerOperator.confirm` (Ctrl-D) promotes the picks.
    open override var confirmKey: KeyBinding { KeyBindingSet.current.registerOperator.confirm }

    // MARK: BaseRegisterOperatorViewModelDelegate

    /// Goes back to the screen that opened this one.
    open func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didRegisterOperatorIds operatorIds: [String]) {
        popToPrevious()
    }

    /// Says why the service refused, in a notice naming the channel by its name
    /// (`ChannelErrorText`); the screen and the picks stay.
    open func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String],
                                        error: ChatError) {
        showNotice(StringSet.current.userList.actionFailed(ChannelErrorText.reason(for: error, in: viewModel.channel)), kind: .error)
    }
}
