#!/usr/bin/env python3
"""Generate UnicodeWidthTable.swift, the display-width data of TerminalCore.

Usage, from the package root:

    python3 Sources/TerminalCore/Text/generate-width-table.py [UCD_DIR] [--output FILE]

UCD_DIR is a Unicode Character Database directory (default: /usr/share/unicode, as
installed by Debian's `unicode-data` package). It must hold UnicodeData.txt,
EastAsianWidth.txt, PropList.txt and emoji/emoji-data.txt. The output (default:
UnicodeWidthTable.swift beside this script) depends only on those files, so running the
script twice on the same data gives the same bytes. Python 3 standard library only.

Width of a single scalar, as the table encodes it (every scalar not listed is 1):

  0  general categories Cc (controls), Zl, Zp, Mn, Me, and Cf except the visible
     Prepended_Concatenation_Mark characters and U+00AD SOFT HYPHEN; Hangul medial vowels
     and final consonants (U+1160..U+11FF, U+D7B0..U+D7FF).
  2  East_Asian_Width W or F (with the UAX #11 defaults for unassigned CJK code points),
     and Emoji_Presentation. A zero-width class above wins over 2.

A second table lists the scalars that can start an emoji presentation sequence:
Emoji or Extended_Pictographic (emoji-data.txt), reserved code points included.
"""

import argparse
import os
import re
import string
import sys

MAX_SCALAR = 0x10FFFF
SURROGATES = range(0xD800, 0xE000)

# UAX #11: unassigned code points in these ranges default to W. EastAsianWidth.txt states
# this in its header comment (and, from Unicode 15.1, in `# @missing:` lines, read below).
EAST_ASIAN_WIDE_DEFAULTS = [
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
]

ZERO_WIDTH_CATEGORIES = {"Cc", "Zl", "Zp", "Mn", "Me"}
HANGUL_MEDIALS_AND_FINALS = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]
SOFT_HYPHEN = 0x00AD

REQUIRED_FILES = [
    "UnicodeData.txt",
    "EastAsianWidth.txt",
    "PropList.txt",
    os.path.join("emoji", "emoji-data.txt"),
]

SCRIPT_PATH = "Sources/TerminalCore/Text/generate-width-table.py"
ENTRIES_PER_LINE = 4

SWIFT_TEMPLATE = string.Template(
    """\
// GENERATED FILE: do not edit by hand.
//
// Generated, from the package root, by
//   python3 ${script}
// from the Unicode Character Database ${unicode_version} (Emoji ${emoji}) in ${ucd}:
// UnicodeData.txt, EastAsianWidth.txt, PropList.txt and emoji/emoji-data.txt.
// The script describes the rules.

/// Unicode data for ``Swift/Character/displayWidth``, generated from Unicode ${unicode_version}.
///
/// Both tables hold sorted, non-overlapping ranges of scalar values, searched by binary
/// search.
enum UnicodeWidthTable {
  /// The version of the Unicode Character Database the tables were generated from.
  static let unicodeVersion = "${unicode_version}"

  /// Every scalar whose width is not 1, as `(first, last, width)` with width 0 or 2.
  ///
  /// Zero: controls (Cc), line and paragraph separators, combining marks (Mn, Me), invisible
  /// format characters (Cf), Hangul medial vowels and final consonants. Two: East Asian
  /// Wide and Fullwidth, Emoji_Presentation. Adjacent ranges never share a width.
  static let widthRanges: [(first: UInt32, last: UInt32, width: UInt8)] = [
${width_entries}
  ]

  /// Scalars that can start an emoji presentation sequence: Emoji or Extended_Pictographic.
  static let emojiBaseRanges: [(first: UInt32, last: UInt32)] = [
${base_entries}
  ]
}
"""
)


def parse_range(field):
    """Return (first, last) for 'XXXX' or 'XXXX..YYYY'."""
    field = field.strip()
    if ".." in field:
        first, last = field.split("..")
        return int(first, 16), int(last, 16)
    value = int(field, 16)
    return value, value


def property_lines(path):
    """Yield (first, last, value) from a UCD property file, comments removed."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [field.strip() for field in data.split(";")]
            first, last = parse_range(fields[0])
            yield first, last, fields[1]


def file_version(path, stem):
    """Return the version in a header line such as '# EastAsianWidth-15.0.0.txt'."""
    pattern = re.compile(r"^#\s*" + re.escape(stem) + r"-(\d+\.\d+\.\d+)\.txt")
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = pattern.match(line)
            if match:
                return match.group(1)
    sys.exit(f"error: no version header in {path}")


def emoji_version(path):
    """Return the emoji version stated in emoji-data.txt ('Emoji Version 15.0')."""
    pattern = re.compile(r"^#.*Emoji Version (\d+\.\d+)")
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = pattern.match(line)
            if match:
                return match.group(1)
    sys.exit(f"error: no emoji version in {path}")


def general_categories(path):
    """Return {scalar: category} from UnicodeData.txt, expanding <..., First>/<..., Last>."""
    categories = {}
    range_start = None
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.rstrip("\n").split(";")
            if len(fields) < 3:
                continue
            scalar, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                range_start = scalar
                continue
            if name.endswith(", Last>") and range_start is not None:
                for value in range(range_start, scalar + 1):
                    categories[value] = category
                range_start = None
                continue
            categories[scalar] = category
    return categories


def east_asian_wide(path):
    """Return the set of scalars whose East_Asian_Width is W or F."""
    widths = {}
    for first, last in EAST_ASIAN_WIDE_DEFAULTS:
        for value in range(first, last + 1):
            widths[value] = "W"
    missing = re.compile(r"^#\s*@missing:\s*([0-9A-Fa-f.]+)\s*;\s*(\w+)")
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = missing.match(line)
            if match and match.group(2) in ("W", "F"):
                first, last = parse_range(match.group(1))
                for value in range(first, last + 1):
                    widths[value] = match.group(2)
    for first, last, value in property_lines(path):
        for scalar in range(first, last + 1):
            widths[scalar] = value
    return {scalar for scalar, value in widths.items() if value in ("W", "F")}


def scalars_with(path, names):
    """Return the set of scalars that have any of the binary properties in `names`."""
    result = set()
    for first, last, value in property_lines(path):
        if value in names:
            result.update(range(first, last + 1))
    return result


def ranges(values):
    """Collapse a {scalar: value} map into sorted (first, last, value) runs."""
    runs = []
    for scalar in sorted(values):
        value = values[scalar]
        if runs and runs[-1][1] == scalar - 1 and runs[-1][2] == value:
            runs[-1][1] = scalar
        else:
            runs.append([scalar, scalar, value])
    return [tuple(run) for run in runs]


def width_map(ucd):
    """Return {scalar: width} for every scalar whose width is not 1."""
    categories = general_categories(os.path.join(ucd, "UnicodeData.txt"))
    wide = east_asian_wide(os.path.join(ucd, "EastAsianWidth.txt"))
    emoji_data = os.path.join(ucd, "emoji", "emoji-data.txt")
    wide |= scalars_with(emoji_data, {"Emoji_Presentation"})
    visible_format = scalars_with(
        os.path.join(ucd, "PropList.txt"), {"Prepended_Concatenation_Mark"}
    )
    visible_format.add(SOFT_HYPHEN)

    widths = {scalar: 2 for scalar in wide}
    for scalar, category in categories.items():
        if category in ZERO_WIDTH_CATEGORIES:
            widths[scalar] = 0
        elif category == "Cf" and scalar not in visible_format:
            widths[scalar] = 0
    for first, last in HANGUL_MEDIALS_AND_FINALS:
        for scalar in range(first, last + 1):
            widths[scalar] = 0
    return {
        scalar: width
        for scalar, width in widths.items()
        if scalar <= MAX_SCALAR and scalar not in SURROGATES
    }


def emoji_bases(ucd):
    """Return the scalars with Emoji or Extended_Pictographic as {scalar: True}."""
    path = os.path.join(ucd, "emoji", "emoji-data.txt")
    return {scalar: True for scalar in scalars_with(path, {"Emoji", "Extended_Pictographic"})}


def hex_literal(value):
    return f"0x{value:04X}"


def array_lines(entries):
    """Format tuple literals ENTRIES_PER_LINE to a line, each line ending in a comma."""
    lines = []
    for start in range(0, len(entries), ENTRIES_PER_LINE):
        chunk = entries[start : start + ENTRIES_PER_LINE]
        lines.append("    " + " ".join(entry + "," for entry in chunk))
    return "\n".join(lines)


def swift_source(ucd, unicode_version, emoji, widths, bases):
    width_entries = [
        f"({hex_literal(first)}, {hex_literal(last)}, {width})"
        for first, last, width in widths
    ]
    base_entries = [f"({hex_literal(first)}, {hex_literal(last)})" for first, last, _ in bases]
    return SWIFT_TEMPLATE.substitute(
        script=SCRIPT_PATH,
        unicode_version=unicode_version,
        emoji=emoji,
        ucd=ucd,
        width_entries=array_lines(width_entries),
        base_entries=array_lines(base_entries),
    )


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "ucd",
        nargs="?",
        default="/usr/share/unicode",
        help="Unicode Character Database directory (default: /usr/share/unicode)",
    )
    parser.add_argument(
        "--output",
        default=os.path.join(here, "UnicodeWidthTable.swift"),
        help="Swift file to write (default: UnicodeWidthTable.swift beside this script)",
    )
    arguments = parser.parse_args()
    ucd = arguments.ucd.rstrip("/") or "/"
    for name in REQUIRED_FILES:
        if not os.path.isfile(os.path.join(ucd, name)):
            sys.exit(
                f"error: {os.path.join(ucd, name)} not found; pass the directory of the "
                "Unicode Character Database (on Debian: apt-get install unicode-data)"
            )

    unicode_version = file_version(os.path.join(ucd, "EastAsianWidth.txt"), "EastAsianWidth")
    emoji = emoji_version(os.path.join(ucd, "emoji", "emoji-data.txt"))
    widths = ranges(width_map(ucd))
    bases = ranges(emoji_bases(ucd))
    source = swift_source(ucd, unicode_version, emoji, widths, bases)

    temporary = arguments.output + ".tmp"
    with open(temporary, "w", encoding="utf-8", newline="\n") as file:
        file.write(source)
    os.replace(temporary, arguments.output)
    print(
        f"wrote {arguments.output}: Unicode {unicode_version}, "
        f"{len(widths)} width ranges, {len(bases)} emoji base ranges"
    )


if __name__ == "__main__":
    main()
