/// What a PNG's signature and IHDR chunk say, read from its first 33 bytes before any pixel is decoded, so a
/// small file cannot make us allocate gigabytes for a picture we would refuse anyway.
public struct PNGHeader: Equatable, Sendable {
    /// Width in pixels, 1…2³¹−1.
    public let width: Int
    /// Height in pixels, 1…2³¹−1.
    public let height: Int
    /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    public let colorType: Int

    /// How many bytes `init` needs: the signature, then IHDR's length, type, 13 bytes of data and CRC.
    public static let byteCount = 33

    /// Why bytes are not a PNG we decode.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The bytes do not start with the PNG signature.
        case notPNG
        /// The signature is there but the IHDR chunk is missing, cut short or invalid.
        case badHeader(String)
        /// A valid header with more pixels than the limit.
        case tooLarge(width: Int, height: Int, limit: RasterLimit)

        /// One line, e.g. `the PNG is 20000×20000 px; at most 32767 px a side, 256 Mpx`.
        public var description: String {
            switch self {
            case .notPNG: return "not a PNG file"
            case .badHeader(let reason): return "not a valid PNG: \(reason)"
            case let .tooLarge(width, height, limit): return "the PNG is \(width)×\(height) px; at most \(limit)"
            }
        }
    }

    /// The 8 bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Allowed bit depths per colour type (PNG spec, table 11.1).
    private static let bitDepths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16],
                                                      6: [8, 16]]

    /// Reads the header from the start of a PNG file (at least `byteCount` bytes of it).
    public init(_ bytes: some Collection<UInt8>) throws {
        let head = Array(bytes.prefix(Self.byteCount))
        guard head.starts(with: Self.signature) else { throw Problem.notPNG }
        guard head.count == Self.byteCount else { throw Problem.badHeader("the file ends inside the header") }
        func word(_ offset: Int) -> Int {
            head[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard word(8) == 13, head[12..<16].elementsEqual("IHDR".utf8) else {
            throw Problem.badHeader("the first chunk is not a 13-byte IHDR")
        }
        guard UInt32(word(29)) == CRC32.checksum(head[12..<29]) else {
            throw Problem.badHeader("the IHDR checksum does not match")
        }
        let width = word(16), height = word(20), bitDepth = Int(head[24]), colorType = Int(head[25])
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw Problem.badHeader("the size \(width)×\(height) is out of range")
        }
        guard Self.bitDepths[colorType]?.contains(bitDepth) == true else {
            throw Problem.badHeader("bit depth \(bitDepth) with colour type \(colorType) is not allowed")
        }
        guard head[26] == 0, head[27] == 0, head[28] <= 1 else {
            throw Problem.badHeader("unknown compression, filter or interlace method")
        }
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
    }

    /// Throws `Problem.tooLarge` when the image does not fit `limit`.
    public func check(against limit: RasterLimit) throws {
        guard limit.admits(width: width, height: height) else {
            throw Problem.tooLarge(width: width, height: height, limit: limit)
        }
    }
}
