/// A decoded bitmap: straight (not premultiplied) RGBA, row-major, 4 bytes per pixel, no row padding.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes, R G B A per pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Wraps an existing buffer, checking that it holds exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard let count = Self.byteCount(width: width, height: height) else {
            throw ImageDiffError.invalidDimensions(width: width, height: height)
        }
        guard pixels.count == count else {
            throw ImageDiffError.bufferSizeMismatch(expected: count, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image of one colour; traps on negative or absurd sizes, like `Array(repeating:count:)`.
    public init(width: Int, height: Int, fill: RGBAPixel = .clear) {
        guard let count = Self.byteCount(width: width, height: height) else {
            preconditionFailure("invalid image dimensions \(width)×\(height)")
        }
        self.width = width
        self.height = height
        if fill == .clear {
            pixels = [UInt8](repeating: 0, count: count)
        } else {
            pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                var offset = 0
                while offset < count {
                    buffer[offset] = fill.red
                    buffer[offset + 1] = fill.green
                    buffer[offset + 2] = fill.blue
                    buffer[offset + 3] = fill.alpha
                    offset += 4
                }
                initialized = count
            }
        }
    }

    /// The pixel at column `x`, row `y`; traps when out of bounds.
    public subscript(x: Int, y: Int) -> RGBAPixel {
        get {
            let offset = checkedOffset(x: x, y: y)
            return RGBAPixel(pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
        }
        set {
            let offset = checkedOffset(x: x, y: y)
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    /// Whether (`x`, `y`) lies inside the image.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Lends the bytes to `body` as a `PixelView` without copying.
    ///
    /// `pixels` is a public `var`, so callers can resize it behind our back; rather than trap or read out of
    /// bounds, a wrong-sized buffer is truncated or padded with transparent black (see `hasValidBuffer`).
    func withPixelView<Result>(_ body: (PixelView) -> Result) -> Result {
        let count = width * height * 4
        if pixels.count == count {
            return pixels.withUnsafeBufferPointer { body(PixelView(bytes: $0, width: width, height: height)) }
        }
        var repaired = Array(pixels.prefix(count))
        repaired += repeatElement(0, count: count - repaired.count)
        return repaired.withUnsafeBufferPointer { body(PixelView(bytes: $0, width: width, height: height)) }
    }

    /// Whether `pixels` still holds exactly `width × height × 4` bytes.
    var hasValidBuffer: Bool { pixels.count == width * height * 4 }

    private func checkedOffset(x: Int, y: Int) -> Int {
        precondition(contains(x: x, y: y), "pixel (\(x), \(y)) outside \(width)×\(height) image")
        return (y * width + x) * 4
    }

    private static func byteCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (area, overflow1) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = area.multipliedReportingOverflow(by: 4)
        return overflow1 || overflow2 ? nil : bytes
    }
}
