/// Why an `RGBAImage` could not be created.
public enum ImageDiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Width or height is negative, or the pixel count does not fit in memory.
    case invalidDimensions(width: Int, height: Int)
    /// The buffer does not hold exactly `width × height × 4` bytes.
    case bufferSizeMismatch(expected: Int, actual: Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            return "invalid image dimensions \(width)×\(height)"
        case let .bufferSizeMismatch(expected, actual):
            return "RGBA buffer holds \(actual) bytes, expected \(expected)"
        }
    }
}
