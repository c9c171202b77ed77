import BanterChatSDK

/// What every view model tells its view controller besides its own news: the connection
/// coming and going, loading starting and stopping, and something failing. Every view-model
/// delegate protocol in the kit inherits it. Called on the main actor; every method is
/// optional.
@MainActor
public protocol CommonViewModelDelegate: AnyObject {
    /// A request failed. `isBlocker` is `true` when the screen cannot show its content
    /// without it (the first page did not load), so it shows an error with a retry;
    /// otherwise the content stays and the error is only reported (a notice).
    func didReceiveError(_ error: ChatError, isBlocker: Bool)
    /// The client connected or its connection came back (`true`), or the connection is gone
    /// (`false`): the network dropped and the client started reconnecting, it disconnected,
    /// or it gave up reconnecting (told again then).
    func connectionStateDidChange(_ isConnected: Bool)
    /// Loading started (`true`) or finished (`false`); the screen shows or hides its
    /// loading state.
    func shouldUpdateLoadingState(_ isLoading: Bool)
    /// The connection came back after it was lost.
    func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel)
    /// The client gave up reconnecting.
    func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel)
}

extension CommonViewModelDelegate {
    public func didReceiveError(_ error: ChatError, isBlocker: Bool) {}
    public func connectionStateDidChange(_ isConnected: Bool) {}
    public func shouldUpdateLoadingState(_ isLoading: Bool) {}
    public func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) {}
    public func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) {}
}
