/// The view controller class used for each screen, app-wide. Every place the kit creates a
/// screen (opening a channel from the list, say) asks this set, so assigning a subclass
/// here customises the screen everywhere. Assign before the screens are built.
///
/// Each key function adds its entry in its own folder (`ViewControllerSet+<Function>.swift`).
@MainActor
public enum ViewControllerSet {}
