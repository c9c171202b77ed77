import BanterUIKitCore

/// Hears the group channel input; see `BaseChannelModuleInputDelegate`.
@MainActor
public protocol GroupChannelModuleInputDelegate: BaseChannelModuleInputDelegate {}
