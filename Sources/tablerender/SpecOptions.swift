import ArgumentParser
import CairoBackend
import TableRenderKit
import TableGraphics
import TableSpec

/// How specs are read and which of their values the command line replaces; shared by `render` and `check`, so
/// a check renders exactly what `render` with the same options writes.
struct SpecOptions: ParsableArguments {
    @Option(help: "Spec syntax: json or yaml (default: from the spec's extension).")
    var inputFormat: SpecFormat?

    @Option(help: "Override the spec's scale (\(SpecLimits.scale.specText)).")
    var scale: Double?

    @Option(help: "Override the spec's width in points (\(SpecLimits.width.specText)).")
    var width: Double?

    @Option(help: "Override the spec's appearance: light or dark.")
    var appearance: Appearance?

    @Option(help: "Override the spec's style.")
    var style: TableStyle?

    @Option(help: "Override the spec's Dynamic Type size: xSmall … xxxLarge, AX1 … AX5.")
    var dynamicType: DynamicTypeSize?

    @Option(help: "Override the spec's direction: ltr or rtl.")
    var direction: LayoutDirection?

    @Option(help: "Override the spec's iOS version: 13 … 18 or 26, or a point release where the look differs (26.0, 26.4; 26 is the newest).")
    var ios: IOSVersionArgument?

    @Option(help: "Draw for a device: iphone-se, iphone-15, iphone-15-pro-max, ipad-11 or ipad-13. Replaces the spec's width, scale, size class and safe area; --scale and --width still win.")
    var device: Device?

    @Flag(help: "Let icon images come from outside the spec's folder.")
    var allowOutsidePaths = false

    @OptionGroup var strictOption: StrictOption
    /// `--strict`.
    var strict: Bool { strictOption.strict }

    @Option(help: "PNG encoder effort: fast (default), default or smallest; the pixels are the same.")
    var pngCompression: PNGCompression = .fast

    func validate() throws {
        // The spec keys' own ranges, so the option and the key say the same.
        try OptionRange.check("--scale", scale, in: SpecLimits.scale)
        try OptionRange.check("--width", width, in: SpecLimits.width)
    }

    /// The overrides to apply to every spec, with `--screen` (a flag of `BundleArguments`, which reads bundles
    /// with it too) for the commands that have it.
    func overrides(screen: Bool) -> SpecOverrides {
        var overrides = self.overrides
        overrides.screen = screen
        return overrides
    }

    /// The overrides to apply to every spec.
    var overrides: SpecOverrides {
        var overrides = SpecOverrides(scale: scale, width: width, appearance: appearance, style: style)
        overrides.allowsOutsidePaths = allowOutsidePaths
        overrides.strict = strict
        overrides.device = device
        overrides.dynamicType = dynamicType
        overrides.direction = direction
        overrides.ios = ios?.generation
        overrides.iosPointRelease = ios?.pointRelease
        return overrides
    }
}

/// `--jobs`: how many specs render at once.
struct JobsOption: ParsableArguments {
    /// Upper bound: each job holds a pipeline with its own fonts and a full-size image; more than this only
    /// costs memory.
    static let maximum = 256

    @Option(name: .shortAndLong, help: "Specs rendered in parallel (default: the number of cores).")
    var jobs: Int?

    func validate() throws {
        try OptionRange.check("--jobs", jobs, in: 1...Self.maximum)
    }

    /// The number of threads to use.
    var threads: Int { jobs ?? WorkerPool.coreCount }
}

extension PNGCompression: ExpressibleByArgument {}

extension Device: ExpressibleByArgument {}

extension DynamicTypeSize: ExpressibleByArgument {}

extension LayoutDirection: ExpressibleByArgument {}

/// `--ios`: a generation (`26`) or a point release (`26.0`), as the spec's `ios` key takes them.
struct IOSVersionArgument: ExpressibleByArgument {
    /// The generation.
    var generation: IOSGeneration
    /// The point release, or nil for the newest.
    var pointRelease: Int?

    /// Parses `13` … `18`, `26`, and a point release such as `26.0` or `18.2`.
    init?(argument: String) {
        guard let version = IOSGeneration.parse(argument) else { return nil }
        generation = version.generation
        pointRelease = version.pointRelease
    }
}
