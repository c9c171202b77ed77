import BanterUIKitCore

/// Supplies the group channel list component; see `BaseChannelModuleListDataSource`.
@MainActor
public protocol GroupChannelModuleListDataSource: BaseChannelModuleListDataSource {}
