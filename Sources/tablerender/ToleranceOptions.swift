import ArgumentParser
import ImageDiff

/// `--threshold`, `--max-ratio` and `--include-aa`: how different two images may be; shared by `check` and `diff`.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "Per-pixel colour threshold, 0…1: a pixel differs when its YIQ distance exceeds this share of the largest possible.")
    var threshold: Double = 0.1

    @Option(help: "Share of pixels, 0…1, that may differ while the images still match.")
    var maxRatio: Double = 0

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased edge pixels as differences too.")
    var includeAntiAliasing = false

    func validate() throws {
        if !(0...1).contains(threshold) { throw ValidationError("--threshold must be between 0 and 1") }
        if !(0...1).contains(maxRatio) { throw ValidationError("--max-ratio must be between 0 and 1") }
    }

    /// The comparator's options.
    var diffOptions: DiffOptions {
        DiffOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing, maxDifferentRatio: maxRatio)
    }
}
