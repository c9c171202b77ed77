import BanterUIKitCore

/// Hears a group channel view model; see `BaseChannelViewModelDelegate`.
@MainActor
public protocol GroupChannelViewModelDelegate: BaseChannelViewModelDelegate {}
