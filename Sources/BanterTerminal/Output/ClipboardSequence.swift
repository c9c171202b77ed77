/// The OSC 52 control sequence, which asks the terminal to put text on the system clipboard.
/// xterm, kitty, iTerm2, WezTerm, foot and tmux (with `set-clipboard on`) honour it, also
/// over SSH; terminals that do not simply ignore it.
public enum ClipboardSequence {
    /// The bytes that put `text` on the clipboard: `ESC ] 52 ; c ; <base64> ESC \`.
    public static func bytes(for text: String) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, 0x5D] + Array("52;c;".utf8)
        bytes += base64(Array(text.utf8))
        bytes += [0x1B, 0x5C]
        return bytes
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 with padding (RFC 4648), which the sequence carries.
    static func base64(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((input.count + 2) / 3 * 4)
        var index = 0
        while index < input.count {
            let remaining = input.count - index
            let a = UInt32(input[index])
            let b = remaining > 1 ? UInt32(input[index + 1]) : 0
            let c = remaining > 2 ? UInt32(input[index + 2]) : 0
            let group = a << 16 | b << 8 | c
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(remaining > 1 ? alphabet[Int(group >> 6 & 63)] : 0x3D)
            output.append(remaining > 2 ? alphabet[Int(group & 63)] : 0x3D)
            index += 3
        }
        return output
    }
}
