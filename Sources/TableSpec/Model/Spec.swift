/// A whole table spec, exactly as authored (defaults applied, nothing resolved): the top level of spec.md.
public struct Spec: Hashable, Sendable {
    /// Table style.
    public var style: TableStyle = .insetGrouped
    /// Canvas width in points.
    public var width: Double = 390
    /// Fixed canvas height in points, or nil to fit the content.
    public var height: Double?
    /// Device scale: pixels per point in PNG output.
    public var scale: Double = 3
    /// Light or dark palette.
    public var appearance: Appearance = .light
    /// Reading direction.
    public var direction: LayoutDirection = .ltr
    /// Horizontal size class, or nil for the default derived from the width.
    public var sizeClass: SizeClass?
    /// System layout margin, or nil for the default derived from the width and iOS generation.
    public var layoutMargin: Double?
    /// Safe-area insets.
    public var safeArea: EdgeInsets = .zero
    /// Corner radius of sections and cards, or nil for the style's default.
    public var cornerRadius: Double?
    /// Shape of rounded corners.
    public var cornerCurve: CornerCurve = .continuous
    /// The iOS generation whose look is drawn: 13…18 or 26.
    public var ios: Int = 18
    /// Text size category.
    public var dynamicType: DynamicTypeSize = .large
    /// Accent colour, or nil for `systemBlue`.
    public var tint: ColorValue?
    /// Font family for all text.
    public var font: String = "Inter"
    /// Table background override.
    public var background: ColorValue?
    /// Cell background override.
    public var cellBackground: ColorValue?
    /// Separator settings, or nil for the style's default.
    public var separator: SeparatorSpec?
    /// The sections, top to bottom.
    public var sections: [Section] = []

    /// Creates a spec with every key at its default.
    public init(sections: [Section] = []) {
        self.sections = sections
    }

    /// The size class in effect: the explicit one, else regular from 600 pt wide.
    public var resolvedSizeClass: SizeClass {
        sizeClass ?? (width >= 600 ? .regular : .compact)
    }
}
