import BanterUIKitCore

/// Gives the notification settings list its channel, the current user and whether they operate the
/// channel; see `BaseChannelSettingsModuleListDataSource`. Called on the main actor.
@MainActor
public protocol GroupChannelPushSettingsModuleListDataSource: BaseChannelSettingsModuleListDataSource {}
