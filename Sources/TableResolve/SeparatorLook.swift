import TableGraphics
import TableSpec

/// How separators are drawn, decided once for rows and plain-style filler rows alike.
public struct SeparatorLook: Hashable, Sendable {
    /// Which kind: line, etched, snake or none.
    public var style: SeparatorStyle
    /// Inset from the cell's leading edge, or nil to start where the row's text starts.
    public var leadingInset: Double?
    /// Inset from the cell's trailing edge.
    public var trailingInset: Double
    /// Line thickness in points, or nil for one device pixel (the generation's: iOS 26 draws 1 pt).
    public var thickness: Double?
    /// The snake's colour.
    public var snakeColor: RGBAColor
    /// The snake's pen.
    public var snakeLineWidth: Double
    /// How far the snake's straight runs stay from the card's ends.
    public var snakePadding: Double
    /// Seconds each row's piece of the snake takes to draw itself in SVG, or nil when it does not animate.
    public var snakePieceDuration: Double?
}
