import BanterUIKitCore

/// Hears the open channel header; see `BaseChannelModuleHeaderDelegate`.
@MainActor
public protocol OpenChannelModuleHeaderDelegate: BaseChannelModuleHeaderDelegate {}
