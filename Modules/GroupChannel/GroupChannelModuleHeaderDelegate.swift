import BanterUIKitCore

/// Hears the group channel header component; see `BaseChannelModuleHeaderDelegate`.
@MainActor
public protocol GroupChannelModuleHeaderDelegate: BaseChannelModuleHeaderDelegate {}
