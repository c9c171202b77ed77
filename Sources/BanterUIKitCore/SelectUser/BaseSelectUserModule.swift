/// The shared module of the screens that pick users (create a channel, invite users,
/// register operators): a `Header` showing how many are picked and a `List` of users with
/// check boxes. An open class, so a module's subclass can stand in `ModuleSet`; each
/// concrete module declares its own static component metatypes.
///
/// Components follow the kit's component lifecycle: `init` sets nothing up; `configure`
/// stores its arguments and runs `setupViews()`, `setupLayouts()` and `setupStyles()` once
/// each.
@MainActor
open class BaseSelectUserModule {
    /// A module; its components are the subclass's static metatypes.
    public init() {}
}
