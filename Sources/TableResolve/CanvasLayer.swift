import TableSpec

/// One layer of canvas values (defaults, a device, the spec, the command line); nil lets a lower layer show.
struct CanvasLayer {
    var width: Double?
    var height: Double?
    var scale: Double?
    var safeArea: EdgeInsets?
    var sizeClass: SizeClass?
}

// In an extension, so the struct keeps its memberwise initialiser (a layer of the given values, nil for the rest).
extension CanvasLayer {
    /// What a device supplies in an orientation; a screen's height only when the whole screen is drawn.
    init(device: Device, orientation: Orientation, screen: Bool) {
        let size = device.size(orientation)
        width = size.width
        height = screen ? size.height : nil
        scale = device.scale
        safeArea = device.safeArea(orientation)
        sizeClass = device.sizeClass(orientation)
    }

    /// The spec's own keys.
    init(spec: Spec) {
        self.init(width: spec.width, height: spec.height, scale: spec.scale, safeArea: spec.safeArea,
                  sizeClass: spec.sizeClass)
    }

    /// This layer over `below`: each value from the topmost layer that has one.
    func over(_ below: CanvasLayer) -> CanvasLayer {
        CanvasLayer(width: width ?? below.width, height: height ?? below.height, scale: scale ?? below.scale,
                    safeArea: safeArea ?? below.safeArea, sizeClass: sizeClass ?? below.sizeClass)
    }
}

extension CanvasLayer {
    /// spec.md's defaults, the bottom layer: 390 pt wide at 3×, no safe area (the size class follows the width).
    static let defaults = CanvasLayer(width: 390, scale: 3, safeArea: .zero)

    /// From this width up, a canvas without a size class is regular (spec.md).
    static let regularMinimumWidth = 600.0
}
