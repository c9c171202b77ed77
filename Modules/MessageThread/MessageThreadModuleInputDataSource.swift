import BanterUIKitCore

/// Gives the message thread input its channel; see `BaseChannelModuleInputDataSource`.
@MainActor
public protocol MessageThreadModuleInputDataSource: BaseChannelModuleInputDataSource {}
