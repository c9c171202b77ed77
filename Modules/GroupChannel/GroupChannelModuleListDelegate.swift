import BanterUIKitCore

/// Hears the group channel list; see `BaseChannelModuleListDelegate`.
@MainActor
public protocol GroupChannelModuleListDelegate: BaseChannelModuleListDelegate {}
