import TableGraphics
import TableLayout
import TableResolve
import TableSpec

/// Command-line values that replace the spec's own (`--scale`, `--width`, `--appearance`, `--style`, `--device`,
/// and the matrix axes `--dynamic-type`, `--direction`, `--ios`, `--locale`), handed to the resolve stage as its
/// top layer (`layout`: nothing is written into the spec), plus how the spec's files are read.
///
/// The resolve stage's values are held once, in `given` (a `LayoutOverrides`), and read and written through it as
/// if they were this type's own (`overrides.device = .iphoneSE`); only what the pipeline alone needs is kept here.
@dynamicMemberLookup
public struct SpecOverrides: Hashable, Sendable {
    /// The resolve stage's values as the command line gave them (`--scale` and `--width` still win over
    /// `--device`); `layout` adds the direction a right-to-left `locale` implies.
    public var given = LayoutOverrides()
    /// The locale a Settings bundle or storyboard is read in (replaces `--locale`); for any spec, a
    /// right-to-left language also sets `direction` to rtl unless `direction` is given too.
    public var locale: String?
    /// Not a spec value but a reading rule carried with them: icon images may come from outside the spec's
    /// folder (`--allow-outside-paths`).
    public var allowsOutsidePaths = false
    /// Also a reading rule (`--strict`): every warning of reading an input (an SF Symbols name the catalog lacks,
    /// a SwiftUI value only the running app knows, a bundle's missing strings table) is an error.
    public var strict = false

    /// Creates overrides; nil leaves the spec's value, and `screen` only ever turns the whole screen on.
    public init(scale: Double? = nil, width: Double? = nil, appearance: Appearance? = nil, style: TableStyle? = nil,
                device: Device? = nil, dynamicType: DynamicTypeSize? = nil, direction: LayoutDirection? = nil,
                ios: IOSGeneration? = nil, screen: Bool = false) {
        given = LayoutOverrides(scale: scale, width: width, appearance: appearance, style: style, device: device,
                                dynamicType: dynamicType, direction: direction, ios: ios)
        self.screen = screen
    }

    /// One of `given`'s values (`scale`, `width`, `appearance`, `style`, `device`, `dynamicType`, `direction`,
    /// `ios`), read and written as this type's own.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LayoutOverrides, Value>) -> Value {
        get { given[keyPath: keyPath] }
        set { given[keyPath: keyPath] = newValue }
    }

    /// Sets `screen` (`--screen`): the whole screen, status bar and navigation bar included. Only ever turns
    /// it on: a spec that draws its screen keeps it without the option, so `given` holds true or nil, never false.
    public var screen: Bool {
        get { given.screen == true }
        set { given.screen = newValue ? true : nil }
    }

    /// The command line's layer of `Resolved` (which decides the precedence: `--scale` and `--width` over
    /// `--device` over the spec).
    public var layout: LayoutOverrides {
        var layout = given
        layout.direction = effectiveDirection
        return layout
    }

    /// These overrides over `base`: every value set here wins, the rest come from `base` (a matrix variant over
    /// the command line's own options).
    public func layered(over base: SpecOverrides) -> SpecOverrides {
        var result = base
        result.scale = given.scale ?? base.scale
        result.width = given.width ?? base.width
        result.appearance = given.appearance ?? base.appearance
        result.style = given.style ?? base.style
        result.device = given.device ?? base.device
        result.dynamicType = given.dynamicType ?? base.dynamicType
        result.direction = given.direction ?? base.direction
        result.iosPointRelease = given.ios != nil ? given.iosPointRelease : base.iosPointRelease
        result.ios = given.ios ?? base.ios
        result.locale = locale ?? base.locale
        result.screen = screen || base.screen
        result.allowsOutsidePaths = allowsOutsidePaths || base.allowsOutsidePaths
        result.strict = strict || base.strict
        return result
    }

    /// Languages written right to left (ISO 639 codes): a locale of one of them lays the table out right to left,
    /// as iOS does for an app localised in it.
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd",
                                                    "ug", "ur", "yi"]

    /// The direction the overrides ask for: `direction` if given, else right to left for a right-to-left
    /// `locale`, else nil (the spec's own).
    public var effectiveDirection: LayoutDirection? {
        if let direction = given.direction { return direction }
        guard let locale else { return nil }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() }
        return language.map { Self.rightToLeftLanguages.contains($0) } == true ? .rtl : nil
    }
}
