import BanterUIKitCore

/// Supplies the open channel list; see `BaseChannelModuleListDataSource`.
@MainActor
public protocol OpenChannelModuleListDataSource: BaseChannelModuleListDataSource {}
