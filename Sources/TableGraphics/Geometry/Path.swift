/// A vector outline: the one shape description every backend replays (vega's path-sink idea).
public struct Path: Hashable, Sendable {
    /// The commands, in order.
    public var elements: [PathElement] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path from commands.
    public init(_ elements: [PathElement]) {
        self.elements = elements
    }

    /// Starts a subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// Adds a straight line to `point`.
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    /// Adds a cubic curve to `point`.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, to: point))
    }
    /// Closes the subpath.
    public mutating func close() { elements.append(.close) }

    /// Every end and control point, in order.
    public var points: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .curve(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }
    }

    /// The path with every point passed through `transform`.
    public func mapPoints(_ transform: (Point) -> Point) -> Path {
        Path(elements.map { element in
            switch element {
            case .move(let p): return .move(transform(p))
            case .line(let p): return .line(transform(p))
            case .curve(let c1, let c2, let p): return .curve(transform(c1), transform(c2), to: transform(p))
            case .close: return .close
            }
        })
    }
}
