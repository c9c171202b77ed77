import BanterUIKitCore

/// Answers a message thread view model's questions about the screen; see
/// `BaseChannelViewModelDataSource`. Called on the main actor.
@MainActor
public protocol MessageThreadViewModelDataSource: BaseChannelViewModelDataSource {}
