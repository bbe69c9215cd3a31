import TableGraphics

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
    /// The device whose screen this is drawn for, or nil.
    public var device: Device?
    /// Portrait or landscape (with a device).
    public var orientation: Orientation = .portrait
    /// Draw the whole screen: status bar, navigation bar, the table clipped at the bottom, home indicator.
    public var screen: Bool = false
    /// Status bar settings for a screen (nil: the defaults).
    public var statusBar: StatusBarSpec?
    /// Navigation bar of a screen, or nil for none.
    public var navigationBar: NavigationBarSpec?
    /// The top-level keys the spec wrote itself, which the spec's own `device` key must not replace.
    public var explicitKeys: Set<String> {
        get { written.keys }
        set { written.keys = newValue }
    }
    private var written = WrittenKeys()

    /// Creates a spec with every key at its default.
    public init(sections: [Section] = []) {
        self.sections = sections
    }

    /// The spec on `device` in `orientation`: width, scale, size class and safe area from the device, except
    /// where the spec set them itself (the spec's own `device` key).
    public func applying(_ device: Device, orientation: Orientation) -> Spec {
        applying(device, orientation: orientation, keeping: explicitKeys)
    }

    /// The spec on `device` in `orientation`, keeping only the `kept` keys' own values: the command line's
    /// `--device` keeps none, so it replaces what the spec wrote as `--scale` does.
    public func applying(_ device: Device, orientation: Orientation, keeping kept: Set<String>) -> Spec {
        var spec = self
        spec.device = device
        spec.orientation = orientation
        let size = device.size(orientation)
        if !kept.contains("width") { spec.width = size.width }
        if !kept.contains("scale") { spec.scale = device.scale }
        if !kept.contains("sizeClass") { spec.sizeClass = device.sizeClass(orientation) }
        if !kept.contains("safeArea") { spec.safeArea = device.safeArea(orientation) }
        if screen, !kept.contains("height") { spec.height = size.height }
        return spec
    }

    /// The size class in effect: the explicit one, else regular from 600 pt wide.
    public var resolvedSizeClass: SizeClass {
        sizeClass ?? (width >= 600 ? .regular : .compact)
    }
}

/// Which keys a spec file wrote: bookkeeping for the `device` key, not part of what the spec draws, so two specs
/// that draw the same compare equal however they were written.
private struct WrittenKeys: Hashable, Sendable {
    var keys: Set<String> = []

    static func == (lhs: WrittenKeys, rhs: WrittenKeys) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
