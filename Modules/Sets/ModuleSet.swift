/// The module (and so the component classes) each screen builds from, app-wide: a view
/// controller resolves its module's component classes from here when it is initialised.
/// Assign before the screens are built.
///
/// Each key function adds its entry in its own folder (`ModuleSet+<Function>.swift`).
@MainActor
public enum ModuleSet {}
