import BanterUIKitCore

/// Hears the open channel list; see `BaseChannelModuleListDelegate`.
@MainActor
public protocol OpenChannelModuleListDelegate: BaseChannelModuleListDelegate {}
