import BanterUIKitCore

/// Answers a group channel view model's questions about the screen; see
/// `BaseChannelViewModelDataSource`. Called on the main actor.
@MainActor
public protocol GroupChannelViewModelDataSource: BaseChannelViewModelDataSource {}
