import Testing
@testable import BanterCanvas

@Suite("Color and TextStyle")
struct ColorTests {
    @Test func rgbDownsamplesToTheCubeOrTheGreyRamp() {
        #expect(Color.rgb(255, 0, 0).downsampled(to: .palette256) == .palette(196))
        #expect(Color.rgb(0, 0, 0).downsampled(to: .palette256) == .palette(16))
        #expect(Color.rgb(95, 135, 175).downsampled(to: .palette256) == .palette(67))
        #expect(Color.rgb(128, 128, 128).downsampled(to: .palette256) == .palette(244))
        #expect(Color.rgb(238, 238, 238).downsampled(to: .palette256) == .palette(255))
        #expect(Color.rgb(10, 10, 12).downsampled(to: .palette256) == .palette(232))
    }

    @Test func everythingDownsamplesToTheNearestSystemColour() {
        #expect(Color.rgb(250, 10, 10).downsampled(to: .ansi16) == .brightRed)
        #expect(Color.rgb(200, 0, 0).downsampled(to: .ansi16) == .red)
        #expect(Color.rgb(20, 20, 20).downsampled(to: .ansi16) == .black)
        #expect(Color.rgb(250, 250, 250).downsampled(to: .ansi16) == .brightWhite)
        #expect(Color.rgb(232, 232, 232).downsampled(to: .ansi16) == .white)
        #expect(Color.palette(196).downsampled(to: .ansi16) == .brightRed)
        #expect(Color.palette(4).downsampled(to: .ansi16) == .blue)
        #expect(Color.palette(244).downsampled(to: .ansi16) == .brightBlack)
        #expect(Color.cyan.downsampled(to: .ansi16) == .cyan)
    }

    @Test func downsamplingKeepsWhatTheDepthCanShow() {
        let colors: [Color] = [.default, .red, .palette(100), .rgb(1, 2, 3)]
        for color in colors {
            #expect(color.downsampled(to: .trueColor) == color)
            #expect(color.downsampled(to: .monochrome) == .default)
        }
        #expect(Color.palette(100).downsampled(to: .palette256) == .palette(100))
        #expect(Color.default.downsampled(to: .ansi16) == .default)
    }

    @Test func paletteDownsamplingAgreesWithItsRGB() {
        for index in 0...255 {
            let palette = Color.palette(UInt8(index))
            let (r, g, b) = palette.rgbComponents!
            #expect(palette.downsampled(to: .ansi16) == Color.rgb(r, g, b).downsampled(to: .ansi16))
            if index >= 16 {
                #expect(Color.rgb(r, g, b).downsampled(to: .palette256) == palette)
            }
        }
    }

    @Test func ansiAbove15MeansThePaletteEntry() {
        #expect(Color.ansi(200).normalized == .palette(200))
        #expect(TextStyle(foreground: .ansi(200)).foreground == .palette(200))
        #expect(Color.ansi(3).normalized == .ansi(3))
    }

    @Test func descriptions() {
        #expect(Color.default.description == "default")
        #expect(Color.brightBlue.description == "brightBlue")
        #expect(Color.palette(208).description == "palette(208)")
        #expect(Color.rgb(16, 32, 255).description == "#1020ff")
        #expect(TextStyle.plain.description == "plain")
        #expect(TextStyle(foreground: .red, background: .rgb(0, 0, 1), attributes: [.underline, .bold]).description
                == "fg=red bg=#000001 bold underline")
    }

    @Test func layeringInheritsDefaultsAndUnitesAttributes() {
        let base = TextStyle(foreground: .white, background: .blue, attributes: [.bold])
        let top = TextStyle(foreground: .red, attributes: [.underline])
        let layered = top.layered(over: base)
        #expect(layered == TextStyle(foreground: .red, background: .blue, attributes: [.bold, .underline]))
        #expect(TextStyle.plain.layered(over: base) == base)
        #expect(base.layered(over: .plain) == base)
    }

    @Test func builders() {
        let style = TextStyle.plain.foreground(.green).background(.palette(3)).adding([.italic, .dim]).removing(.dim)
        #expect(style == TextStyle(foreground: .green, background: .palette(3), attributes: .italic))
    }

    @Test(arguments: [
        TextStyle.plain,
        TextStyle(foreground: .rgb(255, 254, 253), background: .palette(255), attributes: [.bold, .dim, .italic, .underline, .reverse, .strikethrough]),
        TextStyle(foreground: .brightWhite, background: .rgb(0, 0, 0)),
        TextStyle(background: .ansi(0), attributes: .reverse),
    ])
    func packingRoundTrips(style: TextStyle) {
        #expect(TextStyle(packed: style.packed) == style)
    }
}
