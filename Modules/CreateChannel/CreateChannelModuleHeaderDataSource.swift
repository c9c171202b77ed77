import BanterUIKitCore

/// Tells the "new channel" header how many people are picked; see
/// `BaseSelectUserModuleHeaderDataSource`. Called on the main actor.
@MainActor
public protocol CreateChannelModuleHeaderDataSource: BaseSelectUserModuleHeaderDataSource {}
