import BanterUIKitCore

/// Gives the group channel list its channels; see `BaseChannelListModuleListDataSource`.
@MainActor
public protocol GroupChannelListModuleListDataSource: BaseChannelListModuleListDataSource {}
