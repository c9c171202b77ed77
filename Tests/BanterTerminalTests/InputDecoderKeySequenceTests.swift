import Testing

@testable import BanterTerminal

/// CSI and SS3 key sequences in the forms xterm, rxvt and the Linux console send.
@Suite struct InputDecoderKeySequenceTests {
    static let xtermCases: [DecoderCase] = [
        DecoderCase("\u{1B}[A", .key(.up)),
        DecoderCase("\u{1B}[B", .key(.down)),
        DecoderCase("\u{1B}[C", .key(.right)),
        DecoderCase("\u{1B}[D", .key(.left)),
        DecoderCase("\u{1B}[H", .key(.home)),
        DecoderCase("\u{1B}[F", .key(.end)),
        DecoderCase("\u{1B}[1;2A", .key(.up, .shift)),
        DecoderCase("\u{1B}[1;5D", .key(.left, .control)),
        DecoderCase("\u{1B}[1;3H", .key(.home, .alt)),
        DecoderCase("\u{1B}[1;6F", .key(.end, [.control, .shift])),
        DecoderCase("\u{1B}[;5B", .key(.down, .control)),
        DecoderCase("\u{1B}[1;5P", .key(.function(1), .control)),
        DecoderCase("\u{1B}[1;2Q", .key(.function(2), .shift)),
        DecoderCase("\u{1B}[1;3R", .key(.function(3), .alt)),
        DecoderCase("\u{1B}[1;4S", .key(.function(4), [.shift, .alt])),
        DecoderCase("\u{1B}[Z", .key(.tab, .shift)),
        DecoderCase("\u{1B}[1;5Z", .key(.tab, [.shift, .control])),
        DecoderCase("\u{1B}[1~", .key(.home)),
        DecoderCase("\u{1B}[2~", .key(.insert)),
        DecoderCase("\u{1B}[3~", .key(.delete)),
        DecoderCase("\u{1B}[4~", .key(.end)),
        DecoderCase("\u{1B}[5~", .key(.pageUp)),
        DecoderCase("\u{1B}[6~", .key(.pageDown)),
        DecoderCase("\u{1B}[7~", .key(.home)),
        DecoderCase("\u{1B}[8~", .key(.end)),
        DecoderCase("\u{1B}[11~", .key(.function(1))),
        DecoderCase("\u{1B}[12~", .key(.function(2))),
        DecoderCase("\u{1B}[13~", .key(.function(3))),
        DecoderCase("\u{1B}[14~", .key(.function(4))),
        DecoderCase("\u{1B}[15~", .key(.function(5))),
        DecoderCase("\u{1B}[17~", .key(.function(6))),
        DecoderCase("\u{1B}[18~", .key(.function(7))),
        DecoderCase("\u{1B}[19~", .key(.function(8))),
        DecoderCase("\u{1B}[20~", .key(.function(9))),
        DecoderCase("\u{1B}[21~", .key(.function(10))),
        DecoderCase("\u{1B}[23~", .key(.function(11))),
        DecoderCase("\u{1B}[24~", .key(.function(12))),
        DecoderCase("\u{1B}[3;5~", .key(.delete, .control)),
        DecoderCase("\u{1B}[5;3~", .key(.pageUp, .alt)),
        DecoderCase("\u{1B}[15;2~", .key(.function(5), .shift)),
        DecoderCase("\u{1B}[24;8~", .key(.function(12), [.shift, .alt, .control])),
        // kitty adds Caps Lock (64) and Num Lock (128) to the modifier; they are ignored.
        DecoderCase("\u{1B}[1;69A", .key(.up, .control)),
    ]

    @Test(arguments: xtermCases)
    func xterm(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    static let ss3Cases: [DecoderCase] = [
        DecoderCase("\u{1B}OA", .key(.up)),
        DecoderCase("\u{1B}OB", .key(.down)),
        DecoderCase("\u{1B}OC", .key(.right)),
        DecoderCase("\u{1B}OD", .key(.left)),
        DecoderCase("\u{1B}OH", .key(.home)),
        DecoderCase("\u{1B}OF", .key(.end)),
        DecoderCase("\u{1B}OP", .key(.function(1))),
        DecoderCase("\u{1B}OQ", .key(.function(2))),
        DecoderCase("\u{1B}OR", .key(.function(3))),
        DecoderCase("\u{1B}OS", .key(.function(4))),
        // Older xterms put the modifier straight after the O.
        DecoderCase("\u{1B}O5P", .key(.function(1), .control)),
        DecoderCase("\u{1B}O2S", .key(.function(4), .shift)),
        DecoderCase("\u{1B}O1;5A", .key(.up, .control)),
        // The keypad in application mode.
        DecoderCase("\u{1B}OM", .key(.enter)),
        DecoderCase("\u{1B}Oj", .char("*")),
        DecoderCase("\u{1B}Ok", .char("+")),
        DecoderCase("\u{1B}Om", .char("-")),
        DecoderCase("\u{1B}Oo", .char("/")),
        DecoderCase("\u{1B}Op", .char("0")),
        DecoderCase("\u{1B}Oy", .char("9")),
        DecoderCase("\u{1B}OX", .char("=")),
    ]

    @Test(arguments: ss3Cases)
    func ss3(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    static let rxvtCases: [DecoderCase] = [
        DecoderCase("\u{1B}[a", .key(.up, .shift)),
        DecoderCase("\u{1B}[b", .key(.down, .shift)),
        DecoderCase("\u{1B}[c", .key(.right, .shift)),
        DecoderCase("\u{1B}[d", .key(.left, .shift)),
        DecoderCase("\u{1B}Oa", .key(.up, .control)),
        DecoderCase("\u{1B}Ob", .key(.down, .control)),
        DecoderCase("\u{1B}Oc", .key(.right, .control)),
        DecoderCase("\u{1B}Od", .key(.left, .control)),
        DecoderCase("\u{1B}[2$", .key(.insert, .shift)),
        DecoderCase("\u{1B}[3$", .key(.delete, .shift)),
        DecoderCase("\u{1B}[7$", .key(.home, .shift)),
        DecoderCase("\u{1B}[8$", .key(.end, .shift)),
        DecoderCase("\u{1B}[5^", .key(.pageUp, .control)),
        DecoderCase("\u{1B}[6^", .key(.pageDown, .control)),
        DecoderCase("\u{1B}[11^", .key(.function(1), .control)),
        DecoderCase("\u{1B}[3@", .key(.delete, [.control, .shift])),
        DecoderCase("\u{1B}[24@", .key(.function(12), [.control, .shift])),
        DecoderCase("\u{1B}[11~", .key(.function(1))),
        DecoderCase("\u{1B}[14~", .key(.function(4))),
        DecoderCase("\u{1B}[2$x", .key(.insert, .shift), .char("x")),
    ]

    @Test(arguments: rxvtCases)
    func rxvt(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    static let linuxConsoleCases: [DecoderCase] = [
        DecoderCase("\u{1B}[[A", .key(.function(1))),
        DecoderCase("\u{1B}[[B", .key(.function(2))),
        DecoderCase("\u{1B}[[C", .key(.function(3))),
        DecoderCase("\u{1B}[[D", .key(.function(4))),
        DecoderCase("\u{1B}[[E", .key(.function(5))),
        DecoderCase("\u{1B}[1~", .key(.home)),
        DecoderCase("\u{1B}[4~", .key(.end)),
        DecoderCase("\u{1B}[[Ax", .key(.function(1)), .char("x")),
    ]

    @Test(arguments: linuxConsoleCases)
    func linuxConsole(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    /// The xterm modifier parameter is 1 plus a bitmask: 1 Shift, 2 Alt, 4 Ctrl, 8 Meta.
    static let modifierParameters: [(parameter: Int, modifiers: KeyModifiers)] = [
        (2, [.shift]),
        (3, [.alt]),
        (4, [.shift, .alt]),
        (5, [.control]),
        (6, [.shift, .control]),
        (7, [.alt, .control]),
        (8, [.shift, .alt, .control]),
        (9, [.meta]),
        (10, [.shift, .meta]),
        (11, [.alt, .meta]),
        (12, [.shift, .alt, .meta]),
        (13, [.control, .meta]),
        (14, [.shift, .control, .meta]),
        (15, [.alt, .control, .meta]),
        (16, [.shift, .alt, .control, .meta]),
    ]

    /// Every modifier parameter, on every key form that takes one.
    static let modifierCases: [DecoderCase] = modifierParameters.flatMap { parameter, modifiers in
        let forms: [(String, Key)] = [
            ("\u{1B}[1;\(parameter)A", .up), ("\u{1B}[1;\(parameter)B", .down),
            ("\u{1B}[1;\(parameter)C", .right), ("\u{1B}[1;\(parameter)D", .left),
            ("\u{1B}[1;\(parameter)H", .home), ("\u{1B}[1;\(parameter)F", .end),
            ("\u{1B}[1;\(parameter)P", .function(1)), ("\u{1B}[1;\(parameter)S", .function(4)),
            ("\u{1B}O\(parameter)Q", .function(2)),
            ("\u{1B}[2;\(parameter)~", .insert), ("\u{1B}[3;\(parameter)~", .delete),
            ("\u{1B}[5;\(parameter)~", .pageUp), ("\u{1B}[6;\(parameter)~", .pageDown),
            ("\u{1B}[15;\(parameter)~", .function(5)), ("\u{1B}[21;\(parameter)~", .function(10)),
        ]
        return forms.map { DecoderCase($0.0, .key(KeyEvent($0.1, modifiers: modifiers))) }
    }

    @Test(arguments: modifierCases)
    func modifierParameter(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    @Test func sequencesMixedWithText() {
        DecoderHarness.expectDecodes(
            Array("ab\u{1B}[Ac\u{1B}OPd\u{1B}[3~\r".utf8),
            [.char("a"), .char("b"), .key(.up), .char("c"), .key(.function(1)), .char("d"), .key(.delete), .key(.enter)]
        )
    }
}
