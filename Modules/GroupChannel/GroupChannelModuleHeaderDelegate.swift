import BanterUIKitCore

/// Hears the group channel header; see `BaseChannelModuleHeaderDelegate`.
@MainActor
public protocol GroupChannelModuleHeaderDelegate: BaseChannelModuleHeaderDelegate {}
