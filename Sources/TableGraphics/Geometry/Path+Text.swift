extension Path {
    /// The path as SVG-style path data: a command letter (`M`, `L`, `C`, `Z`) per element, then its points,
    /// written by `point` and separated by spaces, with `afterCommand` between the letter and the first point;
    /// elements are separated by spaces. One walk over the elements for every text form (the dump, SVG markup).
    public func text(afterCommand: String, point: (Point) -> String) -> String {
        elements.map { element in
            switch element {
            case .move(let p): return "M" + afterCommand + point(p)
            case .line(let p): return "L" + afterCommand + point(p)
            case .curve(let c1, let c2, let p):
                return "C" + afterCommand + point(c1) + " " + point(c2) + " " + point(p)
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
