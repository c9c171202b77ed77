import BanterUIKitCore

/// Gives the open channel input its channel; see `BaseChannelModuleInputDataSource`.
@MainActor
public protocol OpenChannelModuleInputDataSource: BaseChannelModuleInputDataSource {}
