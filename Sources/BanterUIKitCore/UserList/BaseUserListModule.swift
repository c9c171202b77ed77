/// The shared module of the screens that list a channel's users (members, participants,
/// operators, muted and banned users): a `Header` titled by the kind of list and a `List`
/// of `UserCell`s with the operator, muted and banned marks. An open class, so a module's
/// subclass can stand in `ModuleSet`; each concrete module (group, open) declares its own
/// static component metatypes.
///
/// Components follow the kit's component lifecycle: `init` sets nothing up; `configure`
/// stores its arguments and runs `setupViews()`, `setupLayouts()` and `setupStyles()` once
/// each. Main actor only.
@MainActor
open class BaseUserListModule {
    /// A module; its components are the subclass's static metatypes.
    public init() {}
}
