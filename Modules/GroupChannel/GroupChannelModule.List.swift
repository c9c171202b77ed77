import BanterCanvas
import BanterUIKitCore

extension GroupChannelModule {
    /// The group channel message list; see `BaseChannelModule.List`. Subclass it and assign
    /// `GroupChannelModule.listComponent` to customise. Main actor only.
    @MainActor
    open class List: BaseChannelModule.List {
        /// A list, configured later by its view controller.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }
    }
}
