/// The view model class each screen creates, app-wide; a view controller's
/// `createViewModel` asks this set. Assign before the screens are built.
///
/// Each key function adds its entry in its own folder (`ViewModelSet+<Function>.swift`).
@MainActor
public enum ViewModelSet {}
