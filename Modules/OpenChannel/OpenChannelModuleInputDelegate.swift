import BanterUIKitCore

/// Hears the open channel input; see `BaseChannelModuleInputDelegate`.
@MainActor
public protocol OpenChannelModuleInputDelegate: BaseChannelModuleInputDelegate {}
