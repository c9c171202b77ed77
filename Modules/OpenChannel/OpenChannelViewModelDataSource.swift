import BanterUIKitCore

/// Answers an open channel view model's questions about the screen; see
/// `BaseChannelViewModelDataSource`. Called on the main actor.
@MainActor
public protocol OpenChannelViewModelDataSource: BaseChannelViewModelDataSource {}
