import BanterCanvas
import BanterUIKitCore

extension GroupChannelModule {
    /// The group channel header; see `BaseChannelModule.Header`. Subclass it and assign
    /// `GroupChannelModule.headerComponent` to customise. Main actor only.
    @MainActor
    open class Header: BaseChannelModule.Header {
        /// A header, configured later by its view controller.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }
    }
}
