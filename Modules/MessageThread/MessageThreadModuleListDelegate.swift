import BanterUIKitCore

/// Hears the message thread list; see `BaseChannelModuleListDelegate` (menus, reactions,
/// retries and paging are the channel's).
@MainActor
public protocol MessageThreadModuleListDelegate: BaseChannelModuleListDelegate {}
