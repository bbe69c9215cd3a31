import TableSpec

/// The command line's layer over a spec (`--scale`, `--width`, `--appearance`, `--style`, `--device`): the top
/// layer of `Resolved`.
public struct LayoutOverrides: Hashable, Sendable {
    /// Replaces the scale, over the device too.
    public var scale: Double?
    /// Replaces the width, over the device too.
    public var width: Double?
    /// Replaces the appearance.
    public var appearance: Appearance?
    /// Replaces the style.
    public var style: TableStyle?
    /// Puts the spec on a device, replacing the canvas keys the spec wrote (unlike the spec's own `device` key).
    public var device: Device?

    /// Creates overrides; nil leaves what the layers below give.
    public init(scale: Double? = nil, width: Double? = nil, appearance: Appearance? = nil, style: TableStyle? = nil,
                device: Device? = nil) {
        self.scale = scale
        self.width = width
        self.appearance = appearance
        self.style = style
        self.device = device
    }
}
