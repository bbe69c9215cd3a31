import TableSpec

/// A spec resolved for drawing: the canvas and the complete look, layered once from defaults, device, spec and
/// command line. Layout places boxes from it and reads only the content (sections, rows, texts) from the spec.
public struct Resolved: Hashable, Sendable {
    /// Size, scale, safe area, size class, device, direction.
    public var canvas: Canvas
    /// Every length, colour, font and flag of the style, generation, appearance and text size in effect.
    public var look: Look

    /// Resolves `spec` under the command line's `overrides`.
    ///
    /// Precedence, top first: `--scale`/`--width`; `--device`; the spec's own keys; the spec's `device` key;
    /// defaults. So a spec's keys beat its own device, and the command line's device beats the spec.
    public init(_ spec: Spec, overrides: LayoutOverrides = LayoutOverrides()) {
        let device = overrides.device ?? spec.device
        let screen = overrides.screen ?? spec.screen
        let deviceLayer = device.map { CanvasLayer(device: $0, orientation: spec.orientation, screen: screen) }
            ?? CanvasLayer()
        let commandLine = CanvasLayer(width: overrides.width, scale: overrides.scale)
        let layered = overrides.device == nil
            ? commandLine.over(CanvasLayer(spec: spec)).over(deviceLayer).over(.defaults)
            : commandLine.over(deviceLayer).over(CanvasLayer(spec: spec)).over(.defaults)
        let width = layered.width ?? CanvasLayer.defaults.width ?? 0
        canvas = Canvas(
            width: width, height: layered.height, scale: layered.scale ?? 1, safeArea: layered.safeArea ?? .zero,
            sizeClass: layered.sizeClass ?? (width >= CanvasLayer.regularMinimumWidth ? .regular : .compact),
            device: device, orientation: spec.orientation, direction: overrides.direction ?? spec.direction, screen: screen)
        look = Look(spec, overrides: overrides, canvas: canvas)
    }
}
