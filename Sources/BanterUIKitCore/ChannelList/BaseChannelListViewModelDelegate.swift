import BanterChatSDK

/// Hears a channel list view model: the common loading, connection and error news
/// (`CommonViewModelDelegate`); each kind of list adds its own (see
/// `GroupChannelListViewModelDelegate`). Called on the main actor.
@MainActor
public protocol BaseChannelListViewModelDelegate: CommonViewModelDelegate {}
