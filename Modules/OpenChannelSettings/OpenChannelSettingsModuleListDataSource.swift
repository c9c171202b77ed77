import BanterUIKitCore

/// Gives the open channel settings list its channel and whether the current user operates
/// it; see `BaseChannelSettingsModuleListDataSource`. Called on the main actor.
@MainActor
public protocol OpenChannelSettingsModuleListDataSource: BaseChannelSettingsModuleListDataSource {}
