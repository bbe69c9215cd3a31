import TableGraphics
import TableLayout
import TableResolve
import TableSpec

/// Command-line values that replace the spec's own (`--scale`, `--width`, `--appearance`, `--style`, `--device`,
/// and the matrix axes `--dynamic-type`, `--direction`, `--ios`, `--locale`), handed to the resolve stage as its
/// top layer (`layout`: nothing is written into the spec), plus how the spec's files are read.
public struct SpecOverrides: Hashable, Sendable {
    /// Replaces `scale`.
    public var scale: Double?
    /// Replaces `width`.
    public var width: Double?
    /// Replaces `appearance`.
    public var appearance: Appearance?
    /// Replaces `style`.
    public var style: TableStyle?
    /// Puts the spec on a device: width, scale, size class, safe area (and a screen's height) replace what the
    /// spec wrote, as `--scale` replaces its scale; `scale` and `width` here still win over the device.
    public var device: Device?
    /// Replaces `dynamicType`.
    public var dynamicType: DynamicTypeSize?
    /// Replaces `direction`.
    public var direction: LayoutDirection?
    /// Replaces `ios`.
    public var ios: IOSGeneration?
    /// The locale a Settings bundle or storyboard is read in (replaces `--locale`); for any spec, a
    /// right-to-left language also sets `direction` to rtl unless `direction` is given too.
    public var locale: String?
    /// Sets `screen` (`--screen`): the whole screen, status bar and navigation bar included. Only ever turns
    /// it on: a spec that draws its screen keeps it without the option.
    public var screen = false
    /// Not a spec value but a reading rule carried with them: icon images may come from outside the spec's
    /// folder (`--allow-outside-paths`).
    public var allowsOutsidePaths = false
    /// Also a reading rule: an SF Symbols name the catalog lacks is an error (`--strict`), not a warning with a
    /// placeholder drawn.
    public var strictSymbols = false

    /// Creates overrides; nil leaves the spec's value.
    public init(scale: Double? = nil, width: Double? = nil, appearance: Appearance? = nil, style: TableStyle? = nil) {
        self.scale = scale
        self.width = width
        self.appearance = appearance
        self.style = style
    }

    /// The command line's layer of `Resolved` (which decides the precedence: `--scale` and `--width` over
    /// `--device` over the spec).
    public var layout: LayoutOverrides {
        LayoutOverrides(scale: scale, width: width, appearance: appearance, style: style, device: device,
                        dynamicType: dynamicType, direction: effectiveDirection, ios: ios, screen: screen ? true : nil)
    }

    /// These overrides over `base`: every value set here wins, the rest come from `base` (a matrix variant over
    /// the command line's own options).
    public func layered(over base: SpecOverrides) -> SpecOverrides {
        var result = base
        result.scale = scale ?? base.scale
        result.width = width ?? base.width
        result.appearance = appearance ?? base.appearance
        result.style = style ?? base.style
        result.device = device ?? base.device
        result.dynamicType = dynamicType ?? base.dynamicType
        result.direction = direction ?? base.direction
        result.ios = ios ?? base.ios
        result.locale = locale ?? base.locale
        result.screen = screen || base.screen
        result.allowsOutsidePaths = allowsOutsidePaths || base.allowsOutsidePaths
        result.strictSymbols = strictSymbols || base.strictSymbols
        return result
    }

    /// Languages written right to left (ISO 639 codes): a locale of one of them lays the table out right to left,
    /// as iOS does for an app localised in it.
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd",
                                                    "ug", "ur", "yi"]

    /// The direction the overrides ask for: `direction` if given, else right to left for a right-to-left
    /// `locale`, else nil (the spec's own).
    public var effectiveDirection: LayoutDirection? {
        if let direction { return direction }
        guard let locale else { return nil }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() }
        return language.map { Self.rightToLeftLanguages.contains($0) } == true ? .rtl : nil
    }
}
