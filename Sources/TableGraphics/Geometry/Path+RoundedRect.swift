extension Path {
    /// How far along each edge UIKit's continuous corner reaches, as a multiple of the nominal radius.
    static let continuousCornerExtent = 1.52866483

    /// A rounded rectangle with per-corner radii (clamped to half the shorter side) and UIKit's corner shape.
    ///
    /// Every backend draws cards, cells, highlights and icon tiles through this one emitter, so corners agree
    /// across PNG, SVG and PDF.
    public static func roundedRect(_ rect: Rect, radii: CornerRadii, curve: CornerCurve) -> Path {
        roundedRect(rect, radii: radii, curve: curve, capHeights: nil)
    }

    /// A rounded rectangle whose corners are drawn by its first and last rows, as iOS 26 draws a card (each cap
    /// cell draws its own corner): the iOS 26 continuous curve (`CellCorner`), whose tail along the top and bottom
    /// edges is longer than the iOS 7 reconstruction's, and whose side is cut to half its cap row
    /// (`capHeights.top / 2` down from a top corner, `capHeights.bottom / 2` up from a bottom one). Nil: the plain
    /// `roundedRect`.
    public static func roundedRect(_ rect: Rect, radii: CornerRadii, curve: CornerCurve,
                                   capHeights: CapHeights?) -> Path {
        let radii = radii.clamped(to: Size(rect.width, rect.height))
        var path = Path()
        if radii.isZero {
            path.move(to: Point(rect.x, rect.y))
            path.line(to: Point(rect.maxX, rect.y))
            path.line(to: Point(rect.maxX, rect.maxY))
            path.line(to: Point(rect.x, rect.maxY))
            path.close()
            return path
        }
        let half = min(rect.width, rect.height) / 2
        // Each corner is drawn in a local frame: `corner` is the rectangle's corner point, `along` points from it
        // along the edge just finished, `toward` along the edge about to start.
        let corners: [(corner: Point, radius: Double, incoming: Point, outgoing: Point)] = [
            (Point(rect.maxX, rect.y), radii.topRight, Point(-1, 0), Point(0, 1)),
            (Point(rect.maxX, rect.maxY), radii.bottomRight, Point(0, -1), Point(-1, 0)),
            (Point(rect.x, rect.maxY), radii.bottomLeft, Point(1, 0), Point(0, -1)),
            (Point(rect.x, rect.y), radii.topLeft, Point(0, 1), Point(1, 0)),
        ]
        // The vertical edge each corner may use: half its cap row (top corners first, as `corners`).
        let sideBudgets: [Double?] = [capHeights.map { $0.top / 2 }, capHeights.map { $0.bottom / 2 },
                                      capHeights.map { $0.bottom / 2 }, capHeights.map { $0.top / 2 }]
        let cells = zip(corners, sideBudgets).map { corner, side in
            CellCorner(radius: corner.radius, sideBudget: side, width: rect.width, curve: curve)
        }
        let startReach = cells[3].map { $0.edgeReach } ?? cornerReach(radii.topLeft, half: half, curve: curve)
        path.move(to: Point(rect.x + startReach, rect.y))
        for ((corner, radius, incoming, outgoing), cell) in zip(corners, cells) {
            if let cell {
                // The corners whose incoming edge is vertical (bottom right, top left) are drawn side first.
                cell.append(to: &path, corner: corner, incoming: incoming, outgoing: outgoing,
                            sideFirst: incoming.x == 0)
            } else {
                appendCorner(to: &path, corner: corner, radius: radius, half: half, curve: curve,
                             incoming: incoming, outgoing: outgoing)
            }
        }
        path.close()
        return path
    }

    /// How much of each edge a corner of `radius` uses.
    private static func cornerReach(_ radius: Double, half: Double, curve: CornerCurve) -> Double {
        guard radius > 0 else { return 0 }
        return usesContinuous(radius, half: half, curve: curve) ? radius * continuousCornerExtent : radius
    }

    /// A continuous corner needs 1.53 r of each edge; where the side is too short for that, UIKit blends towards
    /// a capsule, which a circular arc of the clamped radius approximates.
    private static func usesContinuous(_ radius: Double, half: Double, curve: CornerCurve) -> Bool {
        curve == .continuous && radius * continuousCornerExtent <= half + 1e-9
    }

    /// Adds the line to a corner and the corner itself. `incoming` points back along the edge arriving at the
    /// corner; `outgoing` points along the edge leaving it.
    private static func appendCorner(to path: inout Path, corner: Point, radius: Double, half: Double,
                                     curve: CornerCurve, incoming: Point, outgoing: Point) {
        // Local frame: u = distance back along the incoming edge, v = distance along the outgoing edge.
        func at(_ u: Double, _ v: Double) -> Point {
            Point(corner.x + incoming.x * u + outgoing.x * v, corner.y + incoming.y * u + outgoing.y * v)
        }
        guard radius > 0 else {
            path.line(to: corner)
            return
        }
        if usesContinuous(radius, half: half, curve: curve) {
            let r = radius
            // The widely used reconstruction of the iOS 7+ corner (uikit-metrics.md §10).
            path.line(to: at(1.52866471 * r, 0))
            path.curve(to: at(0.66993427 * r, 0.06549600 * r),
                       control1: at(1.08849323 * r, 0), control2: at(0.86840689 * r, 0))
            path.line(to: at(0.63149399 * r, 0.07491100 * r))
            path.curve(to: at(0.07491176 * r, 0.63149399 * r),
                       control1: at(0.37282392 * r, 0.16905899 * r), control2: at(0.16906013 * r, 0.37282401 * r))
            path.curve(to: at(0, 1.52866483 * r),
                       control1: at(0, 0.86840701 * r), control2: at(0, 1.08849299 * r))
        } else {
            // A quarter circle as one cubic: the control distance 0.5523 r is the standard approximation.
            let r = radius
            let k = 0.5522847498 * r
            path.line(to: at(r, 0))
            path.curve(to: at(0, r), control1: at(r - k, 0), control2: at(0, r - k))
        }
    }
}
