/// One drawing command of a `Path`.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A cubic Bézier curve with two control points.
    case curve(Point, Point, to: Point)
    /// Closes the current subpath.
    case close
}
