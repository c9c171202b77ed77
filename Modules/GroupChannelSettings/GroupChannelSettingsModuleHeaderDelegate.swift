import BanterUIKitCore

/// Hears the group channel settings header: its title view and items as they are set (the view controller
/// places them) and taps on them; see `BaseChannelSettingsModuleHeaderDelegate`. Called on
/// the main actor.
@MainActor
public protocol GroupChannelSettingsModuleHeaderDelegate: BaseChannelSettingsModuleHeaderDelegate {}
