import TableGraphics
import TableSpec

/// The command line's layer over a spec (`--scale`, `--width`, `--appearance`, `--style`, `--device`,
/// `--dynamic-type`, `--direction`, `--ios`, `--screen`): the top layer of `Resolved`. Every override is resolved
/// here, none written into the spec, so layout sees the authored spec and the resolved look, never a mix.
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
    /// Replaces the Dynamic Type size.
    public var dynamicType: DynamicTypeSize?
    /// Replaces the layout direction.
    public var direction: LayoutDirection?
    /// Replaces the iOS generation.
    public var ios: IOSGeneration?
    /// The point release of `ios` (`--ios 26.0`), or nil for the newest; read only with `ios`.
    public var iosPointRelease: Int?
    /// Turns the whole screen on (never off: a spec that draws its screen keeps it).
    public var screen: Bool?

    /// Creates overrides; nil leaves what the layers below give.
    public init(scale: Double? = nil, width: Double? = nil, appearance: Appearance? = nil, style: TableStyle? = nil,
                device: Device? = nil, dynamicType: DynamicTypeSize? = nil, direction: LayoutDirection? = nil,
                ios: IOSGeneration? = nil, screen: Bool? = nil) {
        self.scale = scale
        self.width = width
        self.appearance = appearance
        self.style = style
        self.device = device
        self.dynamicType = dynamicType
        self.direction = direction
        self.ios = ios
        self.screen = screen
    }
}
