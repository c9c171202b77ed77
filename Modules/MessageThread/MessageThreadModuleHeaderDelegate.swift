import BanterUIKitCore

/// Hears the message thread header; see `BaseChannelModuleHeaderDelegate`.
@MainActor
public protocol MessageThreadModuleHeaderDelegate: BaseChannelModuleHeaderDelegate {}
