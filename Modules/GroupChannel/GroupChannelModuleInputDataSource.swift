import BanterUIKitCore

/// Gives the group channel input its channel; see `BaseChannelModuleInputDataSource`.
@MainActor
public protocol GroupChannelModuleInputDataSource: BaseChannelModuleInputDataSource {}
