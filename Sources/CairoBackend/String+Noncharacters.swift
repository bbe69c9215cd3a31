extension String {
    /// This text with every Unicode noncharacter (U+FDD0…U+FDEF and the last two code points of each plane,
    /// U+xFFFE and U+xFFFF) replaced by U+FFFD REPLACEMENT CHARACTER.
    ///
    /// Noncharacters are valid in a Swift string but never drawn: no font has a glyph for them, so iOS shows
    /// its missing-glyph box, and cairo's PDF surface refuses them outright ("input string not valid UTF-8",
    /// as it validates the text it records for copy and search). Replacing them where every text enters
    /// Pango, for measuring and for drawing alike, makes PNG, SVG and PDF draw the same visible mark and
    /// lets PDF succeed. (Lone surrogates, the other invalid scalars, cannot exist in a Swift string.)
    var replacingNoncharacters: String {
        guard unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            scalars.append(scalar.properties.isNoncharacterCodePoint ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }
}
