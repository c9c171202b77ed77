import BanterUIKitCore

/// Hears the group channel input component; see `BaseChannelModuleInputDelegate`.
@MainActor
public protocol GroupChannelModuleInputDelegate: BaseChannelModuleInputDelegate {}
