/// The channel list screens' shared module: the `Header` and `List` components that the
/// group channel list module (and the open channel list module) subclass. An open class,
/// so a module's subclass can stand in `ModuleSet`; each concrete module declares its own
/// static component metatypes (`GroupChannelListModule.headerComponent`, …).
///
/// Components follow the kit's component lifecycle: `init` sets nothing up; the view
/// controller calls `configure(...)`, which stores its arguments and runs `setupViews()`,
/// `setupLayouts()` and `setupStyles()` once each.
@MainActor
open class BaseChannelListModule {
    /// A module; its components are the subclass's static metatypes.
    public init() {}
}
