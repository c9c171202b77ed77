import Testing

@testable import BanterTerminal

/// SGR mouse reports and focus reports.
@Suite struct InputDecoderMouseTests {
    static let mouseCases: [DecoderCase] = [
        // Positions arrive 1-based and leave 0-based.
        DecoderCase("\u{1B}[<0;1;1M", .mouse(.press(.left), x: 0, y: 0)),
        DecoderCase("\u{1B}[<0;12;7M", .mouse(.press(.left), x: 11, y: 6)),
        DecoderCase("\u{1B}[<1;3;4M", .mouse(.press(.middle), x: 2, y: 3)),
        DecoderCase("\u{1B}[<2;3;4M", .mouse(.press(.right), x: 2, y: 3)),
        DecoderCase("\u{1B}[<0;12;7m", .mouse(.release(.left), x: 11, y: 6)),
        DecoderCase("\u{1B}[<1;12;7m", .mouse(.release(.middle), x: 11, y: 6)),
        DecoderCase("\u{1B}[<2;12;7m", .mouse(.release(.right), x: 11, y: 6)),
        DecoderCase("\u{1B}[<32;5;6M", .mouse(.drag(.left), x: 4, y: 5)),
        DecoderCase("\u{1B}[<33;5;6M", .mouse(.drag(.middle), x: 4, y: 5)),
        DecoderCase("\u{1B}[<34;5;6M", .mouse(.drag(.right), x: 4, y: 5)),
        DecoderCase("\u{1B}[<35;5;6M", .mouse(.move, x: 4, y: 5)),
        DecoderCase("\u{1B}[<64;10;2M", .mouse(.scrollUp, x: 9, y: 1)),
        DecoderCase("\u{1B}[<65;10;2M", .mouse(.scrollDown, x: 9, y: 1)),
        DecoderCase("\u{1B}[<66;10;2M", .mouse(.scrollLeft, x: 9, y: 1)),
        DecoderCase("\u{1B}[<67;10;2M", .mouse(.scrollRight, x: 9, y: 1)),
        // Modifiers: 4 Shift, 8 Alt (Meta), 16 Ctrl.
        DecoderCase("\u{1B}[<4;1;1M", .mouse(.press(.left), x: 0, y: 0, .shift)),
        DecoderCase("\u{1B}[<8;1;1M", .mouse(.press(.left), x: 0, y: 0, .alt)),
        DecoderCase("\u{1B}[<16;1;1M", .mouse(.press(.left), x: 0, y: 0, .control)),
        DecoderCase("\u{1B}[<28;1;1m", .mouse(.release(.left), x: 0, y: 0, [.shift, .alt, .control])),
        DecoderCase("\u{1B}[<80;1;1M", .mouse(.scrollUp, x: 0, y: 0, .control)),
        DecoderCase("\u{1B}[<50;1;1M", .mouse(.drag(.right), x: 0, y: 0, .control)),
        // Buttons 8 to 11.
        DecoderCase("\u{1B}[<128;1;1M", .mouse(.press(.other(8)), x: 0, y: 0)),
        DecoderCase("\u{1B}[<129;1;1m", .mouse(.release(.other(9)), x: 0, y: 0)),
        DecoderCase("\u{1B}[<131;1;1M", .mouse(.press(.other(11)), x: 0, y: 0)),
        DecoderCase("\u{1B}[<160;1;1M", .mouse(.drag(.other(8)), x: 0, y: 0)),
        // Wide screens, and 0 (past the edge) clamped.
        DecoderCase("\u{1B}[<0;300;120M", .mouse(.press(.left), x: 299, y: 119)),
        DecoderCase("\u{1B}[<35;0;0M", .mouse(.move, x: 0, y: 0)),
        DecoderCase(
            "\u{1B}[<0;2;2Mx\u{1B}[<0;2;2m",
            .mouse(.press(.left), x: 1, y: 1), .char("x"), .mouse(.release(.left), x: 1, y: 1)
        ),
    ]

    @Test(arguments: mouseCases)
    func sgrMouse(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    static let focusCases: [DecoderCase] = [
        DecoderCase("\u{1B}[I", .focusGained),
        DecoderCase("\u{1B}[O", .focusLost),
        DecoderCase("\u{1B}[Oa", .focusLost, .char("a")),
    ]

    @Test(arguments: focusCases)
    func focus(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    /// Reports that look like mouse reports but are not valid ones.
    static let malformedMouseCases: [DecoderCase] = [
        DecoderCase("\u{1B}[<0;1M", .unknown(Array("\u{1B}[<0;1M".utf8))),
        DecoderCase("\u{1B}[<0;1;1;1M", .unknown(Array("\u{1B}[<0;1;1;1M".utf8))),
        DecoderCase("\u{1B}[<3;1;1M", .unknown(Array("\u{1B}[<3;1;1M".utf8))),
        DecoderCase("\u{1B}[<64;1;1m", .unknown(Array("\u{1B}[<64;1;1m".utf8))),
        DecoderCase("\u{1B}[<192;1;1M", .unknown(Array("\u{1B}[<192;1;1M".utf8))),
        DecoderCase("\u{1B}[<256;1;1M", .unknown(Array("\u{1B}[<256;1;1M".utf8))),
        DecoderCase("\u{1B}[<0;;1M", .unknown(Array("\u{1B}[<0;;1M".utf8))),
        DecoderCase("\u{1B}[<0;1;1X", .unknown(Array("\u{1B}[<0;1;1X".utf8))),
        DecoderCase("\u{1B}[<0;999999;1M", .unknown(Array("\u{1B}[<0;999999;1M".utf8))),
        // A legacy X10 report (no SGR) takes its three raw bytes with it.
        DecoderCase("\u{1B}[M !!x", .unknown(Array("\u{1B}[M !!".utf8)), .char("x")),
    ]

    @Test(arguments: malformedMouseCases)
    func malformedMouseReports(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }
}
