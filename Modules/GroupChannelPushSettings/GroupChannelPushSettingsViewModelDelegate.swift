import BanterUIKitCore

/// Hears the notification settings view model: the channel loaded or changed (a new
/// choice), the channel gone, loading and errors; see `BaseChannelSettingsViewModelDelegate`.
/// Called on the main actor.
@MainActor
public protocol GroupChannelPushSettingsViewModelDelegate: BaseChannelSettingsViewModelDelegate {}
