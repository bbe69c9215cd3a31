import TableSpec

/// Command-line values that replace the spec's own (`--scale`, `--width`, `--appearance`, `--style`).
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
    /// Not a spec value but a reading rule carried with them: icon images may come from outside the spec's
    /// folder (`--allow-outside-paths`).
    public var allowsOutsidePaths = false

    /// Creates overrides; nil leaves the spec's value.
    public init(scale: Double? = nil, width: Double? = nil, appearance: Appearance? = nil, style: TableStyle? = nil) {
        self.scale = scale
        self.width = width
        self.appearance = appearance
        self.style = style
    }

    /// The spec with these values applied.
    public func applied(to spec: Spec) -> Spec {
        var spec = spec
        // The device first, so --scale and --width still win over it; it keeps none of the spec's own values,
        // or --device would do nothing on the many specs that write their width and scale.
        if let device { spec = spec.applying(device, orientation: spec.orientation, keeping: []) }
        if let scale { spec.scale = scale }
        if let width { spec.width = width }
        if let appearance { spec.appearance = appearance }
        if let style { spec.style = style }
        return spec
    }
}
