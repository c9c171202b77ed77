import BanterUIKitCore

/// Hears the group channel list's header; see `BaseChannelListModuleHeaderDelegate`.
@MainActor
public protocol GroupChannelListModuleHeaderDelegate: BaseChannelListModuleHeaderDelegate {}
