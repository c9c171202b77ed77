/// The shared module of the channel settings screens (group and open): a `Header` and a
/// `List` of setting items under the channel's name. An open class, so a module's subclass
/// can stand in `ModuleSet`; each concrete module declares its own static component
/// metatypes.
///
/// Components follow the kit's component lifecycle: `init` sets nothing up; `configure`
/// stores its arguments and runs `setupViews()`, `setupLayouts()` and `setupStyles()` once
/// each.
@MainActor
open class BaseChannelSettingsModule {
    /// A module; its components are the subclass's static metatypes.
    public init() {}
}
