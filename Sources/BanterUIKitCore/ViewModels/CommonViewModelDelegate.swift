import BanterChatSDK

/// What every view model tells its view controller besides its own news: that loading
/// started or stopped, and that something failed. Called on the main actor.
@MainActor
public protocol CommonViewModelDelegate: AnyObject {
    /// Loading started (`true`) or finished (`false`); the screen shows or hides its
    /// loading state.
    func shouldUpdateLoadingState(_ isLoading: Bool)
    /// A request failed. `isBlocker` is `true` when the screen cannot show its content
    /// without it (the first page did not load), so it shows an error with a retry;
    /// otherwise the content stays and the error is only reported.
    func didReceiveError(_ error: ChatError, isBlocker: Bool)
}

extension CommonViewModelDelegate {
    public func shouldUpdateLoadingState(_ isLoading: Bool) {}
    public func didReceiveError(_ error: ChatError, isBlocker: Bool) {}
}
