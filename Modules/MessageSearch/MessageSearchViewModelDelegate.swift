import BanterChatSDK
import BanterUIKitCore

/// Hears a message search view model: the results changed (a new search, a page more, a
/// channel name learnt), plus the common loading, connection and error news. Called on the
/// main actor.
@MainActor
public protocol MessageSearchViewModelDelegate: CommonViewModelDelegate {
    /// The results changed; `needsToReload` is true for a new search's first page.
    func searchViewModel(_ viewModel: MessageSearchViewModel, didChangeSearchResults results: [BaseMessage], needsToReload: Bool)
}
