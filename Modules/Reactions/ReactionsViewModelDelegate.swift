import BanterUIKitCore

/// Hears the reactions view model: the message's reactions changed, or the message went.
/// Called on the main actor.
@MainActor
public protocol ReactionsViewModelDelegate: CommonViewModelDelegate {
    /// A reaction was given or taken back on the message (`viewModel.reactions` is new).
    func reactionsViewModelDidUpdateReactions(_ viewModel: ReactionsViewModel)
    /// The message was deleted.
    func reactionsViewModelDidDeleteMessage(_ viewModel: ReactionsViewModel)
}
