/// One corner of a card whose cap cells draw their own corners (iOS 26): the continuous curve with iOS 26's longer
/// tail along the horizontal edge, and its vertical side cut to the budget its cap row leaves (half the row).
///
/// The curve is the iOS 7+ reconstruction (uikit-metrics.md §10) around the middle arc, with each tail (from the
/// arc's straight joint to the edge) one cubic reaching `tailExtent × r`, its edge control `tailFlatness` of the way
/// from the edge end towards the joint and its joint control `jointArm × r` back along the joint's direction.
/// Fitted to screenshot 07's top corner on its 70-pt row (the edge profile within 0.1 pt at every 3 pt out to
/// 30 pt; it cuts the area of a 26.8-pt circle, 07 measured 26.85) (docs/metrics.md "iOS 26 corners").
/// The side takes the same tail when its budget allows `tailExtent × r` (a tall cell: symmetric), the tail cut
/// to the budget when it is at least r (07's 70-pt row: 35 pt), one cubic from the arc's start when it is at
/// least 0.75 r (07's 51-pt row: 25.5 pt), and nothing shorter: such a corner is the clamped circle.
struct CellCorner {
    /// How far the tail reaches along an edge, as a multiple of the radius (the iOS 7 curve: 1.52866).
    static let tailExtent = 1.7
    /// Where the tail's edge control sits, as a share of the way from the edge end to the joint.
    static let tailFlatness = 0.8
    /// The tail's control arm at the joint, as a multiple of the radius.
    static let jointArm = 0.15
    /// The squeezed side's control arms, as a share of its reach (fitted to 07's 51-pt row: a 26-pt circle's cut).
    static let squeezedArm = 0.42

    /// The nominal radius.
    let radius: Double
    /// How far the corner reaches along the vertical edge.
    let sideReach: Double
    /// How the side ends: the full or cut tail, or the squeezed cubic.
    let sideIsTail: Bool

    /// The corner, or nil where the plain rounded rectangle applies (no budget, circular, too narrow or too short).
    init?(radius: Double, sideBudget: Double?, width: Double, curve: CornerCurve) {
        guard curve == .continuous, radius > 0, let sideBudget, sideBudget >= 0.75 * radius,
              radius * Self.tailExtent <= width / 2 + 1e-9 else { return nil }
        self.radius = radius
        sideReach = min(sideBudget, radius * Self.tailExtent)
        sideIsTail = sideBudget >= radius
    }

    /// How far the corner reaches along the horizontal edge.
    var edgeReach: Double { radius * Self.tailExtent }

    /// Appends the corner from the end of its horizontal edge to the start of its vertical one (or the reverse,
    /// `sideFirst`), in the frame `appendCorner` uses: `incoming` back along the edge arriving, `outgoing` along
    /// the edge leaving.
    func append(to path: inout Path, corner: Point, incoming: Point, outgoing: Point, sideFirst: Bool) {
        // (h, v): h along the horizontal edge, v along the vertical one.
        func at(_ h: Double, _ v: Double) -> Point {
            let (u, w) = sideFirst ? (v, h) : (h, v)
            return Point(corner.x + incoming.x * u + outgoing.x * w, corner.y + incoming.y * u + outgoing.y * w)
        }
        var segments = horizontalToVertical()
        var start = Point(edgeReach, 0)
        if sideFirst {
            // Walk the same segments backwards: from the side's end to the edge's.
            var reversed: [Segment] = []
            var from = start
            var ends: [Point] = []
            for segment in segments {
                ends.append(from)
                from = segment.end
            }
            start = from
            for (segment, end) in zip(segments, ends).reversed() {
                switch segment {
                case .line: reversed.append(.line(end))
                case .curve(let c1, let c2, _): reversed.append(.curve(c2, c1, end))
                }
            }
            segments = reversed
        }
        path.line(to: at(start.x, start.y))
        for segment in segments {
            switch segment {
            case .line(let end): path.line(to: at(end.x, end.y))
            case .curve(let c1, let c2, let end):
                path.curve(to: at(end.x, end.y), control1: at(c1.x, c1.y), control2: at(c2.x, c2.y))
            }
        }
    }

    /// A piece of the corner in (h, v) coordinates.
    private enum Segment {
        case line(Point)
        case curve(Point, Point, Point)

        var end: Point {
            switch self {
            case .line(let end), .curve(_, _, let end): return end
            }
        }
    }

    /// The corner from (edgeReach, 0) to (0, sideReach).
    private func horizontalToVertical() -> [Segment] {
        let r = radius
        // The reconstruction's joints: the tail meets a short straight piece at `joint`, which meets the middle
        // arc at `arc`; the arc ends at their mirror images.
        let joint = Point(0.66993427 * r, 0.06549600 * r)
        let arc = Point(0.63149399 * r, 0.07491100 * r)
        let length = ((joint.x - arc.x) * (joint.x - arc.x) + (joint.y - arc.y) * (joint.y - arc.y)).squareRoot()
        let direction = Point((joint.x - arc.x) / length, (joint.y - arc.y) / length)
        func tail(from extent: Double) -> Segment {
            // From the edge at `extent` into the joint, arriving along the straight piece's direction.
            .curve(Point(extent - Self.tailFlatness * (extent - joint.x), 0),
                   Point(joint.x + direction.x * Self.jointArm * r, joint.y + direction.y * Self.jointArm * r),
                   joint)
        }
        var segments: [Segment] = [tail(from: edgeReach), .line(arc)]
        if sideIsTail {
            segments.append(.curve(Point(0.37282392 * r, 0.16905899 * r), Point(0.16906013 * r, 0.37282401 * r),
                                   Point(arc.y, arc.x)))
            segments.append(.line(Point(joint.y, joint.x)))
            // The side's tail: the edge's, mirrored, from the joint to the side at `sideReach`.
            guard case .curve(let c1, let c2, _) = tail(from: sideReach) else { return segments }
            segments.append(.curve(Point(c2.y, c2.x), Point(c1.y, c1.x), Point(0, sideReach)))
        } else {
            // Squeezed: one cubic from the arc's start, tangent to the arc there and to the side at `sideReach`.
            let tangent = Point(-0.93973, 0.34202)
            let arm = Self.squeezedArm * sideReach
            segments.append(.curve(Point(arc.x + arm * tangent.x, arc.y + arm * tangent.y),
                                   Point(0, sideReach - arm), Point(0, sideReach)))
        }
        return segments
    }
}
