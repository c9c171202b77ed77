import BanterCanvas
import BanterViews

/// A message whose custom type has a renderer in `ChannelConfiguration.customRenderers`: the
/// renderer's view sits inside the bubble. Main actor only.
@MainActor
open class CustomMessageCell: BaseMessageCell {
    open override func makeBodyView() -> View? {
        guard let presentation, case .custom(let item) = presentation.kind,
              let renderer = configuration.customRenderers[item.customType] else { return nil }
        return renderer(item)
    }
}
