import BanterUIKitCore

/// Hears the open channel list's header; see `BaseChannelListModuleHeaderDelegate`.
@MainActor
public protocol OpenChannelListModuleHeaderDelegate: BaseChannelListModuleHeaderDelegate {}
