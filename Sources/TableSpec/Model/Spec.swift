import TableGraphics

/// A whole table spec, exactly as authored: the top level of spec.md. Keys a device or the command line may
/// supply (`width`, `scale`, `safeArea`, `sizeClass`, `height`) stay nil when the spec does not write them, so the
/// resolve stage (`Resolved`, TableLayout) can layer defaults, device, spec and command line in one place.
public struct Spec: Hashable, Sendable {
    /// Table style.
    public var style: TableStyle = .insetGrouped
    /// Canvas width in points, or nil for the device's (else 390).
    public var width: Double?
    /// Fixed canvas height in points, or nil to fit the content.
    public var height: Double?
    /// Device scale: pixels per point in PNG output, or nil for the device's (else 3).
    public var scale: Double?
    /// Light or dark palette.
    public var appearance: Appearance = .light
    /// Reading direction.
    public var direction: LayoutDirection = .ltr
    /// Horizontal size class, or nil for the device's (else derived from the width).
    public var sizeClass: SizeClass?
    /// System layout margin, or nil for the default derived from the width and iOS generation.
    public var layoutMargin: Double?
    /// Safe-area insets, or nil for the device's (else none).
    public var safeArea: EdgeInsets?
    /// Corner radius of sections and cards, or nil for the style's default.
    public var cornerRadius: Double?
    /// Shape of rounded corners.
    public var cornerCurve: CornerCurve = .continuous
    /// The iOS generation whose look is drawn.
    public var ios: IOSGeneration = .ios18
    /// The point release of `ios` (`"26.0"`: 0), or nil for the newest; only some looks differ by it
    /// (`IOSGeneration.pointReleases`).
    public var iosPointRelease: Int?
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
    /// The centred header card above the first section, if any.
    public var tableHeader: TableHeader?
    /// The device whose screen this is drawn for, or nil.
    public var device: Device?
    /// Portrait or landscape (with a device).
    public var orientation: Orientation = .portrait
    /// Draw the whole screen: status bar, navigation bar, the table clipped at the bottom, home indicator.
    public var screen: Bool = false
    /// Which of the window's chrome a screen draws (status bar, home indicator).
    public var windowChrome = WindowChrome()
    /// Status bar settings for a screen (nil: the defaults).
    public var statusBar: StatusBarSpec?
    /// Navigation bar of a screen, or nil for none.
    public var navigationBar: NavigationBarSpec?
    /// The search field above the first section, or nil for none.
    public var searchBar: SearchBarSpec?
    /// The section index at the trailing edge, or nil for none.
    public var sectionIndex: SectionIndexSpec?
    /// Draw the table in edit mode: delete/insert controls, reorder handles, indented content.
    public var editing: Bool = false
    /// What value1 details do when they do not fit beside their titles, for rows that do not say.
    public var valueLayout: ValueLayout = .truncateTail
    /// Multiple selection circles in edit mode.
    public var selection: SelectionMode = .none

    /// Creates a spec with every key at its default.
    public init(sections: [Section] = []) {
        self.sections = sections
    }
}
