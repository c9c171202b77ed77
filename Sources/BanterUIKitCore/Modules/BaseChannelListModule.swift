/// The shared parts of the channel list screens: the `Header` and `List` components that
/// `GroupChannelListModule`'s components subclass. A namespace only.
///
/// Components follow the kit's component lifecycle (DESIGN section 3): being `BaseView`s,
/// `init` runs `setupViews()`, `setupLayouts()` and `setupActions()`; the view controller
/// then calls `configure(...)`, which stores the delegate, data source and theme and runs
/// `setupViews()`, `setupLayouts()` and `setupStyles()` again. Both steps are idempotent,
/// so configuring twice (before and after `super.setupViews()`) is safe.
@MainActor
public enum BaseChannelListModule {}
