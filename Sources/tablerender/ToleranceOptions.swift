import ArgumentParser
import ImageDiff

/// `--threshold`, `--max-ratio` and `--include-aa`: how different two images may be; shared by `check` and `diff`.
struct ToleranceOptions: ParsableArguments {
    @Option(help: """
        Per-pixel colour threshold, 0…1: a pixel differs when its YIQ distance exceeds this share of the largest \
        possible. The default 0 counts any visible change, down to one level of one channel (a 2-level shade \
        of a card fails); 0.0076 forgives 2 grey levels; pixelmatch's 0.1 forgives 26, enough to hide a card.
        """)
    var threshold: Double = DiffOptions.goldens.threshold

    @Option(help: """
        Share of pixels, 0…1, that may differ while the images still match. The default 0 fails on a single \
        counted pixel: a moved edge, a changed letter or colour.
        """)
    var maxRatio: Double = DiffOptions.goldens.maxDifferentRatio

    @Flag(name: .customLong("include-aa"), help: """
        Count anti-aliasing differences at glyph edges too. By default a pixel that is a blend at a \
        high-contrast edge in both images is forgiven (text drawn by another FreeType); an edge that moved by \
        a pixel is counted either way.
        """)
    var includeAntiAliasing = false

    func validate() throws {
        try OptionRange.check("--threshold", threshold, in: 0...1)
        try OptionRange.check("--max-ratio", maxRatio, in: 0...1)
    }

    /// The comparator's options.
    var diffOptions: DiffOptions {
        DiffOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing, maxDifferentRatio: maxRatio)
    }
}
