/// The one rule for positions in every reader (JSON, YAML, XML, `.strings`): a line ends at CR LF, CR or LF
/// (CR LF is one end), and a column counts Unicode scalars from 1.
public struct LineCounter: Sendable {
    /// The line of the next scalar, from 1.
    public private(set) var line = 1
    /// The column of the next scalar, from 1.
    public private(set) var column = 1
    private var afterCarriageReturn = false

    /// A counter at line 1, column 1.
    public init() {}

    /// Where the next scalar is.
    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// Moves past one scalar, given by its value.
    public mutating func advance(over scalar: UInt32) {
        if scalar == 0x0A {
            // The "\r" before it already ended the line.
            if !afterCarriageReturn { line += 1 }
            column = 1
        } else if scalar == 0x0D {
            line += 1
            column = 1
        } else {
            column += 1
        }
        afterCarriageReturn = scalar == 0x0D
    }

    /// Moves past one scalar.
    public mutating func advance(over scalar: Unicode.Scalar) {
        advance(over: scalar.value)
    }

    /// The location of byte `index` in UTF-8 `bytes` (continuation bytes are not columns; an invalid byte is one).
    public static func location(in bytes: [UInt8], at index: Int) -> SourceLocation {
        var counter = LineCounter()
        var position = 0
        while position < min(index, bytes.count) {
            let end = UTF8Validation.sequenceEnd(bytes, at: position) ?? position + 1
            counter.advance(over: bytes[position] < 0x80 ? UInt32(bytes[position]) : 0x80)
            position = end
        }
        return counter.location
    }

    /// The location of scalar `index` in `scalars`.
    public static func location<Scalars: Sequence>(in scalars: Scalars, at index: Int) -> SourceLocation
    where Scalars.Element == Unicode.Scalar {
        var counter = LineCounter()
        for scalar in scalars.prefix(index) { counter.advance(over: scalar) }
        return counter.location
    }
}
