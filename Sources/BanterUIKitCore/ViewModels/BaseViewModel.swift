import BanterChatSDK

/// The base of every view model in the kit: the injected client, the client's connection
/// news passed on to the screen (`CommonViewModelDelegate`), and `dispose()`.
///
/// Lifecycle: a view controller makes its view model (from `ViewModelSet`) and disposes it
/// when it goes; after `dispose()` a view model reports nothing, and callbacks of requests
/// still in flight are dropped (subclasses check `isDisposed`). Main actor only.
@MainActor
open class BaseViewModel: ConnectionDelegate {
    /// The client the view model talks to; nil makes every load fail with 800101.
    public let client: ChatClient?
    /// Whether `dispose()` ran.
    public private(set) var isDisposed = false
    /// Loads retried at once since the connection last opened; bounded, so a service that
    /// keeps refusing is reported rather than asked for ever.
    private var immediateRetries = 0

    /// Who hears the connection news; subclasses return their typed delegate.
    open var commonDelegate: CommonViewModelDelegate? { nil }

    /// A view model on `client`, following its connection.
    public init(client: ChatClient?) {
        self.client = client
        client?.addConnectionDelegate(self, identifier: connectionDelegateIdentifier)
    }

    isolated deinit {
        client?.removeConnectionDelegate(identifier: connectionDelegateIdentifier)
        if followsChannelEvents { client?.removeChannelDelegate(identifier: channelDelegateIdentifier) }
    }

    private var connectionDelegateIdentifier: String { "BaseViewModel.\(ObjectIdentifier(self).hashValue)" }
    private var channelDelegateIdentifier: String { "BaseViewModel.channel.\(ObjectIdentifier(self).hashValue)" }
    /// Whether `followChannelEvents(_:)` registered a channel delegate, so that only such a
    /// model asks the client to remove one.
    private var followsChannelEvents = false

    /// Follows the client's channel events with `delegate` (the model itself, for a model
    /// that is a `BaseChannelDelegate`) until `dispose()` or the model goes, which stop it
    /// here, so a subclass does not. Call it once, from `init`.
    public func followChannelEvents(_ delegate: BaseChannelDelegate) {
        followsChannelEvents = true
        client?.addChannelDelegate(delegate, identifier: channelDelegateIdentifier)
    }

    /// Stops following the client (its connection and, with `followChannelEvents(_:)`, its
    /// channel events); subclasses stop their collections too and call `super`. Safe to
    /// call twice.
    open func dispose() {
        isDisposed = true
        client?.removeConnectionDelegate(identifier: connectionDelegateIdentifier)
        if followsChannelEvents { client?.removeChannelDelegate(identifier: channelDelegateIdentifier) }
    }

    /// The error a view model reports when it has no client to talk to.
    public static var connectionRequiredError: ChatError {
        ViewModelError.connectionRequired.chatError
    }

    // MARK: A user's profile: message, block, report

    /// Opens (or creates) the distinct one-to-one channel with `userId`: the service answers
    /// with the one that exists when there is one. A blocked user asking fails with 400108.
    open func createDirectChannel(with userId: String, completion: @escaping @MainActor (Result<GroupChannel, ChatError>) -> Void) {
        guard let client else { return completion(.failure(Self.connectionRequiredError)) }
        var params = GroupChannelCreateParams(userIds: [userId])
        params.isDistinct = true
        client.createGroupChannel(params: params) { [weak self] result in
            guard self?.isDisposed == false else { return }
            completion(result)
        }
    }

    /// Blocks (`blocked`) or unblocks `user` for the current user.
    open func setBlocked(_ user: User, blocked: Bool, completion: @escaping @MainActor (Result<User, ChatError>) -> Void) {
        guard let client else { return completion(.failure(Self.connectionRequiredError)) }
        let done: @MainActor (Result<User, ChatError>) -> Void = { [weak self] result in
            guard self?.isDisposed == false else { return }
            completion(result)
        }
        if blocked { client.blockUser(userId: user.userId, completion: done) } else { client.unblockUser(userId: user.userId, completion: done) }
    }

    /// Reports `message` (when given) or `user` in `channel`.
    open func report(
        user: User, message: BaseMessage?, in channel: BaseChannel, category: ReportCategory, description: String?,
        completion: @escaping @MainActor (Result<Void, ChatError>) -> Void
    ) {
        let done: @MainActor (Result<Void, ChatError>) -> Void = { [weak self] result in
            guard self?.isDisposed == false else { return }
            completion(result)
        }
        if let message {
            channel.report(message: message, reportCategory: category, reportDescription: description, completion: done)
        } else {
            channel.report(offendingUser: user, reportCategory: category, reportDescription: description, completion: done)
        }
    }

    // MARK: Loads that failed for want of a connection

    /// What a view model does with a load that failed.
    public enum FailedLoadHandling: Sendable, Equatable {
        /// Ask again now: the client connected while the request was failing.
        case retryNow
        /// Keep showing the load: the first connection is being made, and `didConnect`
        /// loads again.
        case waitForConnection
        /// Show the error.
        case report
    }

    /// How to handle `error` from a load: a failure for want of a connection (800101,
    /// 800120) is retried at once when the client has connected meanwhile, and waited out
    /// while the client is making its first connection, so a screen shown at start never
    /// shows an error for a connection that then succeeds. A connection that was lost
    /// (reconnecting) is reported, so the person sees why nothing loads; the view models
    /// load again when it comes back.
    public func handling(ofFailedLoad error: ChatError) -> FailedLoadHandling {
        guard error.code == .connectionRequired || error.code == .networkError, let client else { return .report }
        switch client.connectionState {
        case .open:
            immediateRetries += 1
            return immediateRetries <= 3 ? .retryNow : .report
        case .connecting: return .waitForConnection
        case .reconnecting, .closed: return .report
        }
    }

    // MARK: Loading again what failed

    /// Whether the screen's channel failed to load and should load again once the client
    /// connects or reconnects; the subclass sets it as its load fails or succeeds.
    public var channelLoadFailed = false

    /// Loads the channel again after its load failed (`channelLoadFailed`). Nothing in the
    /// base: each view model that loads a channel loads it as it did the first time.
    open func reloadChannel() {}

    /// Loads again what failed before the connection came: the channel, when
    /// `channelLoadFailed`. Called once the client connects or reconnects, after the delegate
    /// heard so; a subclass with more to load again (a first page) overrides it and calls
    /// `super` for the channel.
    open func reloadAfterConnection() {
        if channelLoadFailed { reloadChannel() }
    }

    // MARK: ConnectionDelegate

    /// Tells the delegate the client is connected, then loads again what failed
    /// (`reloadAfterConnection()`).
    open func didConnect(userId: String) {
        immediateRetries = 0
        guard !isDisposed else { return }
        commonDelegate?.connectionStateDidChange(true)
        reloadAfterConnection()
    }

    /// Tells the delegate the client is disconnected.
    open func didDisconnect(userId: String) {
        guard !isDisposed else { return }
        commonDelegate?.connectionStateDidChange(false)
    }

    /// Tells the delegate the connection was lost (the client starts reconnecting).
    open func didStartReconnection() {
        guard !isDisposed else { return }
        commonDelegate?.connectionStateDidChange(false)
    }

    /// Tells the delegate the connection came back, then loads again what failed
    /// (`reloadAfterConnection()`).
    open func didSucceedReconnection() {
        immediateRetries = 0
        guard !isDisposed else { return }
        commonDelegate?.connectionStateDidChange(true)
        commonDelegate?.baseViewModelDidSucceedReconnection(self)
        reloadAfterConnection()
    }

    /// Tells the delegate the reconnection gave up.
    open func didFailReconnection() {
        guard !isDisposed else { return }
        commonDelegate?.connectionStateDidChange(false)
        commonDelegate?.baseViewModelDidFailReconnection(self)
    }
}
