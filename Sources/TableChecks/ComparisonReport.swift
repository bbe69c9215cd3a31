import TableRenderKit
import ImageDiff

/// One image comparison as JSON fields: what `check --report` lists per spec and `diff --json` prints.
public struct ComparisonReport: Codable, Sendable, Equatable {
    /// Whether the images are within the tolerances.
    public var passed: Bool
    /// Whether both images have the same size.
    public var sizesMatch: Bool
    /// Pixels counted as different.
    public var differingPixels: Int
    /// Pixels that differ only by anti-aliasing (not counted).
    public var antiAliasedPixels: Int
    /// Pixels compared (the union of both sizes).
    public var totalPixels: Int
    /// `differingPixels / totalPixels`.
    public var ratio: Double
    /// Largest difference of one channel (0–255) among pixels both images have.
    public var maxChannelDelta: Int
    /// Bounding box of the counted differences, nil when there are none.
    public var changedBounds: Bounds?
    /// The expected (golden, first) image's size.
    public var expectedSize: ImageSize?
    /// The actual (rendered, second) image's size.
    public var actualSize: ImageSize?

    /// A pixel rectangle as JSON.
    public struct Bounds: Codable, Sendable, Equatable {
        /// Left edge.
        public var x: Int
        /// Top edge.
        public var y: Int
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
    }

    /// The fields of `result`, with the two images' sizes.
    public init(_ result: DiffResult, expectedSize: ImageSize?, actualSize: ImageSize?) {
        self.init(passed: result.passed, sizesMatch: result.sizesMatch, differingPixels: result.differingPixels,
                  antiAliasedPixels: result.antiAliasedPixels, totalPixels: result.totalPixels, ratio: result.ratio,
                  maxChannelDelta: result.maxChannelDelta,
                  changedBounds: result.changedBounds.map { Bounds(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
                  expectedSize: expectedSize, actualSize: actualSize)
    }

    /// Creates a comparison from its fields (what `ReportJSONReader` reads back).
    init(passed: Bool, sizesMatch: Bool, differingPixels: Int, antiAliasedPixels: Int, totalPixels: Int,
         ratio: Double, maxChannelDelta: Int, changedBounds: Bounds?, expectedSize: ImageSize?,
         actualSize: ImageSize?) {
        self.passed = passed
        self.sizesMatch = sizesMatch
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.ratio = ratio
        self.maxChannelDelta = maxChannelDelta
        self.changedBounds = changedBounds
        self.expectedSize = expectedSize
        self.actualSize = actualSize
    }

    private enum CodingKeys: String, CodingKey {
        case passed, sizesMatch, differingPixels, antiAliasedPixels, totalPixels, ratio, maxChannelDelta,
             changedBounds, expectedSize, actualSize
    }

    /// Reads what `encode(to:)` writes; only the sizes and bounds may be `null`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passed = try container.decode(Bool.self, forKey: .passed)
        sizesMatch = try container.decode(Bool.self, forKey: .sizesMatch)
        differingPixels = try container.decode(Int.self, forKey: .differingPixels)
        antiAliasedPixels = try container.decode(Int.self, forKey: .antiAliasedPixels)
        totalPixels = try container.decode(Int.self, forKey: .totalPixels)
        ratio = try container.decode(Double.self, forKey: .ratio)
        maxChannelDelta = try container.decode(Int.self, forKey: .maxChannelDelta)
        changedBounds = try container.decodeIfPresent(Bounds.self, forKey: .changedBounds)
        expectedSize = try container.decodeIfPresent(ImageSize.self, forKey: .expectedSize)
        actualSize = try container.decodeIfPresent(ImageSize.self, forKey: .actualSize)
    }

    /// Writes every key, `null` included, so readers see the same fields whatever the outcome.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(passed, forKey: .passed)
        try container.encode(sizesMatch, forKey: .sizesMatch)
        try container.encode(differingPixels, forKey: .differingPixels)
        try container.encode(antiAliasedPixels, forKey: .antiAliasedPixels)
        try container.encode(totalPixels, forKey: .totalPixels)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(maxChannelDelta, forKey: .maxChannelDelta)
        try container.encode(changedBounds, forKey: .changedBounds)
        try container.encode(expectedSize, forKey: .expectedSize)
        try container.encode(actualSize, forKey: .actualSize)
    }
}
