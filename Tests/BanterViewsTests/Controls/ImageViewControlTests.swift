import BanterCanvas
import Testing
@testable import BanterViews

extension Controls {
    @Suite("ImageView")
    @MainActor
    struct ImageViewControlTests {
        @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
        func drawsAFramedPlaceholderInBothStyles(style: TraitCollection.InterfaceStyle) {
            let harness = ControlHarness(width: 20, height: 6, style: style)
            let image = ImageView(name: "photo.jpg", sizeText: "1.2 MB")
            harness.show(image, frame: Rect(origin: .zero, size: image.intrinsicContentSize))
            #expect(harness.rows().prefix(4) == [
                "╭───────────╮",
                "│ photo.jpg │",
                "│  1.2 MB   │",
                "╰───────────╯",
            ])
            let canvas = harness.canvas()
            let muted = style == .light ? TextStyle(foreground: .brightBlack) : TextStyle(attributes: .dim)
            #expect(canvas[0, 0].style == muted)
            #expect(canvas[2, 1].style == TextStyle(attributes: .bold))
            #expect(canvas[3, 2].style == muted)
        }

        @Test func centresAndShortensToTheFrame() {
            let harness = ControlHarness(width: 20, height: 7)
            let image = harness.show(ImageView(name: "holiday-photo-2024.jpeg", sizeText: "12.4 MB"), frame: Rect(x: 0, y: 0, width: 14, height: 6))
            #expect(harness.rows().prefix(6) == [
                "╭────────────╮",
                "│            │",
                "│ holid…jpeg │",
                "│  12.4 MB   │",
                "│            │",
                "╰────────────╯",
            ])
            image.isLoading = true
            #expect(harness.rows()[3] == "│  loading…  │")
        }

        @Test func tinyFramesShowTheNameAlone() {
            let harness = ControlHarness(width: 10, height: 3)
            harness.show(ImageView(name: "picture.png"), frame: Rect(x: 0, y: 0, width: 8, height: 2))
            #expect(harness.rows().prefix(2) == ["pict…png", ""])
        }

        @Test func sizing() {
            let image = ImageView(name: "photo.jpg", sizeText: "1.2 MB")
            #expect(image.intrinsicContentSize == Size(width: 13, height: 4))
            #expect(image.sizeThatFits(Size(width: 10, height: 2)) == Size(width: 10, height: 4))
            image.sizeText = nil
            #expect(image.intrinsicContentSize == Size(width: 13, height: 3))
            image.isLoading = true
            #expect(image.intrinsicContentSize == Size(width: 13, height: 4))
        }
    }
}
