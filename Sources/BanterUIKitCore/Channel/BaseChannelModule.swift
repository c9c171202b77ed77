/// The channel screens' shared module: the `Header`, `List` and `Input` components that
/// the group channel module (and the open channel and thread modules) subclass. An open
/// class, so a module's subclass can stand in `ModuleSet`; each concrete module declares
/// its own static component metatypes (`GroupChannelModule.headerComponent`, …).
@MainActor
open class BaseChannelModule {
    /// A module; its components are the subclass's static metatypes.
    public init() {}
}
