import BanterCanvas
import BanterUIKitCore

extension GroupChannelModule {
    /// The group channel message input; see `BaseChannelModule.Input`. Subclass it and
    /// assign `GroupChannelModule.inputComponent` to customise. Main actor only.
    @MainActor
    open class Input: BaseChannelModule.Input {
        /// An input, configured later by its view controller.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }
    }
}
