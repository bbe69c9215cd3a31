import TableLayout
import TableResolve
import TableSpec

/// Command-line values that replace the spec's own (`--scale`, `--width`, `--appearance`, `--style`, `--device`),
/// handed to the resolve stage as its top layer (`layout`), plus how the spec's files are read.
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

    /// The command line's layer of `Resolved` (which decides the precedence: `--scale` and `--width` over
    /// `--device` over the spec).
    public var layout: LayoutOverrides {
        LayoutOverrides(scale: scale, width: width, appearance: appearance, style: style, device: device)
    }
}
