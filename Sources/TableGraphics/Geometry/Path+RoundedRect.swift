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

    /// A rounded rectangle whose continuous corners are squeezed to rows: iOS 26 draws each cap cell's corner in
    /// its own row, so a top corner may reach only `capHeights.top / 2` down the side (the bottom ones
    /// `capHeights.bottom / 2` up it) while keeping the full curve along the top and bottom edges (screenshot 07:
    /// 24.3 pt up the side, ≈36 along the edge, on a 51-pt row). Nil: the plain `roundedRect`.
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
        // The vertical edge each corner may use when squeezed: half its cap row (top corners first, as `corners`).
        let sideBudgets: [Double?] = [capHeights.map { $0.top / 2 }, capHeights.map { $0.bottom / 2 },
                                      capHeights.map { $0.bottom / 2 }, capHeights.map { $0.top / 2 }]
        let topLeftSqueeze = squeeze(radii.topLeft, half: half, width: rect.width, side: sideBudgets[3], curve: curve)
        let startReach = topLeftSqueeze != nil ? radii.topLeft * continuousCornerExtent
            : cornerReach(radii.topLeft, half: half, curve: curve)
        path.move(to: Point(rect.x + startReach, rect.y))
        for ((corner, radius, incoming, outgoing), side) in zip(corners, sideBudgets) {
            if let reach = squeeze(radius, half: half, width: rect.width, side: side, curve: curve) {
                // The corners whose incoming edge is vertical (bottom right, top left) squeeze their start.
                appendSqueezedCorner(to: &path, corner: corner, radius: radius, sideReach: reach,
                                     incoming: incoming, outgoing: outgoing, squeezesStart: incoming.x == 0)
            } else {
                appendCorner(to: &path, corner: corner, radius: radius, half: half, curve: curve,
                             incoming: incoming, outgoing: outgoing)
            }
        }
        path.close()
        return path
    }

    /// How far a squeezed corner reaches along its vertical edge, or nil when it is not squeezed: a continuous
    /// corner whose side budget is under its radius but at least 0.75 r, with the full 1.53 r along the horizontal
    /// edge. Screenshot 07 draws the full curve on a 70-pt cap row (35 of side) and squeezes it on a 51-pt one
    /// (25.5 < 26); the cut between is chosen at r. Shorter rows keep the clamped circular arc (a capsule).
    private static func squeeze(_ radius: Double, half: Double, width: Double, side: Double?,
                                curve: CornerCurve) -> Double? {
        guard curve == .continuous, radius > 0, let side else { return nil }
        let reach = radius * continuousCornerExtent
        guard side < radius - 1e-9, side >= 0.75 * radius, reach <= width / 2 + 1e-9 else { return nil }
        return side
    }

    /// A continuous corner whose vertical side is cut short to `sideReach`: the iOS 7+ curve along the horizontal
    /// edge up to the start of its middle arc, then one cubic into the side, tangent to both, with control arms of
    /// 0.42 × the reach. Fitted to screenshot 07's bottom corner (26 pt on a 51-pt row): within 0.3 pt of its
    /// profile everywhere, and it cuts off 144.8 pt², a 26-pt circle's 145.1 (docs/metrics.md).
    private static func appendSqueezedCorner(to path: inout Path, corner: Point, radius r: Double,
                                             sideReach e: Double, incoming: Point, outgoing: Point,
                                             squeezesStart: Bool) {
        // Local frame as appendCorner; (h, v): h along the horizontal edge, v along the vertical one.
        func at(_ h: Double, _ v: Double) -> Point {
            let (u, w) = squeezesStart ? (v, h) : (h, v)
            return Point(corner.x + incoming.x * u + outgoing.x * w, corner.y + incoming.y * u + outgoing.y * w)
        }
        // The middle arc's start and its direction of travel there (from the reconstruction's control point).
        let arc = (h: 0.63149399 * r, v: 0.07491100 * r)
        let tangent = (h: -0.93973, v: 0.34202)
        let arm = 0.42 * e
        let bend = (h: arc.h + arm * tangent.h, v: arc.v + arm * tangent.v)
        if squeezesStart {
            path.line(to: at(0, e))
            path.curve(to: at(arc.h, arc.v), control1: at(0, e - arm), control2: at(bend.h, bend.v))
            path.line(to: at(0.66993427 * r, 0.06549600 * r))
            path.curve(to: at(1.52866471 * r, 0), control1: at(0.86840689 * r, 0), control2: at(1.08849323 * r, 0))
        } else {
            path.line(to: at(1.52866471 * r, 0))
            path.curve(to: at(0.66993427 * r, 0.06549600 * r),
                       control1: at(1.08849323 * r, 0), control2: at(0.86840689 * r, 0))
            path.line(to: at(arc.h, arc.v))
            path.curve(to: at(0, e), control1: at(bend.h, bend.v), control2: at(0, e - arm))
        }
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
