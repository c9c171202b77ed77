/// Hears the "new open channel" cover and name input: the name as it is typed, the cover
/// chosen, Enter in the name field. Called on the main actor; Enter is optional.
@MainActor
public protocol CreateOpenChannelModuleProfileInputDelegate: AnyObject {
    /// The name changed to `string` (every edit; not when set in code). The screen enables
    /// its create item when the name is valid.
    func createOpenChannelModule(_ profileInputComponent: CreateOpenChannelModule.ProfileInput, shouldChangeChannelName string: String)
    /// The cover was chosen (Ctrl-O, or a click on it). `needRemoveItem` is true when a cover
    /// is set, so it can be removed as well as replaced. A terminal has no image picker: the
    /// kit's screen asks for the cover's address instead.
    func createOpenChannelModuleDidSelectChannelImage(_ profileInputComponent: CreateOpenChannelModule.ProfileInput, needRemoveItem: Bool)
    /// Enter was pressed in the name field. (Banter's addition: the reference kit has no
    /// keyboard submit.)
    func createOpenChannelModuleDidSubmit(_ profileInputComponent: CreateOpenChannelModule.ProfileInput)
}

extension CreateOpenChannelModuleProfileInputDelegate {
    public func createOpenChannelModuleDidSubmit(_ profileInputComponent: CreateOpenChannelModule.ProfileInput) {}
}
