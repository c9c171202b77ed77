import BanterUIKitCore

/// Gives the open channel list its channels; see `BaseChannelListModuleListDataSource`.
@MainActor
public protocol OpenChannelListModuleListDataSource: BaseChannelListModuleListDataSource {}
