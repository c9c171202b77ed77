import BanterUIKitCore

/// Gives the group channel settings list its channel, the current user and whether they operate the
/// channel; see `BaseChannelSettingsModuleListDataSource`. Called on the main actor.
@MainActor
public protocol GroupChannelSettingsModuleListDataSource: BaseChannelSettingsModuleListDataSource {}
