import BanterUIKitCore

/// Hears the group channel list component; see `BaseChannelModuleListDelegate`.
@MainActor
public protocol GroupChannelModuleListDelegate: BaseChannelModuleListDelegate {}
