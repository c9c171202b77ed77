#!/usr/bin/env python3
"""Generates Sources/BanterCanvas/Text/UnicodeWidthTable.swift from the Unicode data files.

Usage:
    Scripts/generate-width-tables.py [UNICODE_DIR] > Sources/BanterCanvas/Text/UnicodeWidthTable.swift

UNICODE_DIR defaults to /usr/share/unicode, where Debian's `unicode-data` package puts
UnicodeData.txt, EastAsianWidth.txt, DerivedCoreProperties.txt and emoji/emoji-data.txt.

Each scalar gets one property value (0..31):
    bits 0-1  display width of the scalar on its own: 0, 1 or 2; 3 means 2 because of
              Emoji_Presentation=Yes, so VS15 after it asks for one column (characters that
              are wide for other reasons, like U+3030, stay wide)
    bit  2    Emoji=Yes (a VS16 or a keycap mark after it makes the cluster wide)
    bit  3    Extended_Pictographic=Yes (a ZWJ sequence starting with it is wide)
    bit  4    "sticky": Grapheme_Cluster_Break is Extend, ZWJ, SpacingMark, Prepend,
              Regional_Indicator, L, V or T. Between two scalars that are not sticky there is
              always a grapheme boundary (CR LF aside), which lets the scanner find most
              boundaries without the standard library.

The width rules (DESIGN section 5) are applied in this order, first match wins:
    1. Combining marks (Mn, Mc, Me), format characters (Cf, except the visible prepended
       concatenation marks), Default_Ignorable_Code_Point, and Hangul medial vowel and final
       consonant jamo (U+1160-U+11FF, U+D7B0-U+D7FF) are 0: they join the previous cell.
    2. East Asian Wide (W) and Fullwidth (F) are 2, and so are unassigned code points in the
       ranges EastAsianWidth.txt says default to W.
    3. Emoji_Presentation=Yes is 2, except the regional indicators: one alone is 1, a pair
       (a flag) is made wide by the cluster rules in TextWidth.swift.
    4. Everything else, including East Asian Ambiguous, is 1. Control characters are 1 too:
       the canvas draws them as a one-column visible replacement.

The table is two-stage: stage 1 maps each block of 128 code points to a unique block, stage
2 holds the unique blocks, one base-32 digit (0-9, a-v) per code point. Both are ASCII string literals, so
the compiler takes them instantly and lookups read straight from the binary.
"""

import os
import re
import sys

BLOCK = 128
MAX = 0x110000


def parse_ranges(path, wanted=None):
    """Yields (lo, hi, value) for each data line of a UCD file of the `X..Y ; value` form."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [p.strip() for p in line.split(";")]
            cps = fields[0]
            value = fields[1]
            if wanted is not None and value not in wanted:
                continue
            if ".." in cps:
                lo, hi = cps.split("..")
                yield int(lo, 16), int(hi, 16), value
            else:
                yield int(cps, 16), int(cps, 16), value


def unicode_version(path):
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    m = re.search(r"-(\d+\.\d+\.\d+)\.txt", first)
    return m.group(1) if m else "unknown"


def general_categories(path):
    gc = {}
    with open(path, encoding="utf-8") as f:
        pending = None
        for line in f:
            fields = line.split(";")
            cp = int(fields[0], 16)
            name, cat = fields[1], fields[2]
            if name.endswith(", First>"):
                pending = cp
                continue
            if name.endswith(", Last>"):
                for c in range(pending, cp + 1):
                    gc[c] = cat
                pending = None
                continue
            gc[cp] = cat
    return gc


def write_lines(out, lines):
    """Writes the body of a multi-line string literal whose lines join without newlines."""
    for i, line in enumerate(lines):
        out.write("        " + line + ("\\\n" if i < len(lines) - 1 else "\n"))
    out.write("        \"\"\"\n")


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    eaw_path = os.path.join(root, "EastAsianWidth.txt")
    version = unicode_version(eaw_path)
    gc = general_categories(os.path.join(root, "UnicodeData.txt"))

    width = [1] * MAX
    emoji = [False] * MAX
    pict = [False] * MAX
    presentation = [False] * MAX
    sticky = [False] * MAX

    # Rule 2, the defaults first: unassigned code points in these ranges are W.
    for lo, hi in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                   (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        for c in range(lo, hi + 1):
            width[c] = 2
    for lo, hi, value in parse_ranges(eaw_path):
        w = 2 if value in ("W", "F") else 1
        for c in range(lo, hi + 1):
            width[c] = w

    # Rule 3.
    emoji_path = os.path.join(root, "emoji", "emoji-data.txt")
    for lo, hi, value in parse_ranges(emoji_path):
        for c in range(lo, hi + 1):
            if value == "Emoji":
                emoji[c] = True
            elif value == "Extended_Pictographic":
                pict[c] = True
            elif value == "Emoji_Presentation":
                presentation[c] = True
                if not 0x1F1E6 <= c <= 0x1F1FF:
                    width[c] = 2

    # Rule 1, last so that it wins.
    visible_format = {0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F,
                      0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD}
    for c, cat in gc.items():
        if cat in ("Mn", "Mc", "Me") or (cat == "Cf" and c not in visible_format):
            width[c] = 0
    for lo, hi, _ in parse_ranges(os.path.join(root, "DerivedCoreProperties.txt"),
                                  {"Default_Ignorable_Code_Point"}):
        for c in range(lo, hi + 1):
            width[c] = 0
    for lo, hi in [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]:
        for c in range(lo, hi + 1):
            width[c] = 0
    # The Hangul choseong filler stands in for a leading consonant: the syllable it starts
    # is as wide as any other, although the filler is default-ignorable.
    width[0x115F] = 2

    gcb_path = os.path.join(root, "auxiliary", "GraphemeBreakProperty.txt")
    for lo, hi, _ in parse_ranges(gcb_path, {"Extend", "ZWJ", "SpacingMark", "Prepend",
                                             "Regional_Indicator", "L", "V", "T"}):
        for c in range(lo, hi + 1):
            sticky[c] = True

    def code(c):
        w = 3 if width[c] == 2 and presentation[c] else width[c]
        return w | (4 if emoji[c] else 0) | (8 if pict[c] else 0) | (16 if sticky[c] else 0)
    values = [code(c) for c in range(MAX)]
    digits = "0123456789abcdefghijklmnopqrstuv"

    blocks = {}
    stage1 = []
    stage2 = []
    for start in range(0, MAX, BLOCK):
        block = "".join(digits[v] for v in values[start:start + BLOCK])
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2.append(block)
        stage1.append(blocks[block])
    assert len(blocks) < 4096, "stage 1 entries are three hex digits"

    out = sys.stdout
    out.write("// Generated by Scripts/generate-width-tables.py from the Unicode %s data files.\n" % version)
    out.write("// Do not edit by hand: change the script and run it again.\n\n")
    out.write("/// Per-scalar display width and emoji properties, Unicode %s.\n" % version)
    out.write("///\n/// Two stages of ASCII digits: stage 1 has three hex digits per block of %d code\n" % BLOCK)
    out.write("/// points naming a unique block; stage 2 has one base-32 digit (0-9, a-v) per code point:\n")
    out.write("/// bits 0-1 width (3: wide for its emoji presentation), bit 2 Emoji, bit 3\n")
    out.write("/// Extended_Pictographic, bit 4 sticky (see the generator's header).\n")
    out.write("/// `TextWidth` reads them.\n")
    out.write("enum UnicodeWidthTable {\n")
    out.write("    /// The Unicode version the tables were generated from.\n")
    out.write("    static let unicodeVersion = \"%s\"\n\n" % version)
    out.write("    static let blockShift = %d\n\n" % (BLOCK.bit_length() - 1))
    out.write("    static let stage1: StaticString = \"\"\"\n")
    s1 = "".join("%03x" % i for i in stage1)
    write_lines(out, [s1[i:i + 96] for i in range(0, len(s1), 96)])
    out.write("\n    static let stage2: StaticString = \"\"\"\n")
    write_lines(out, stage2)
    out.write("}\n")


if __name__ == "__main__":
    main()
