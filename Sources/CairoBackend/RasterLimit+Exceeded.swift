extension RasterLimit {
    /// An image that would not fit the limit, refused before any pixel memory is allocated.
    public struct Exceeded: Error, Equatable, Sendable, CustomStringConvertible {
        /// Width of the image asked for, in pixels.
        public var width: Int
        /// Height of the image asked for, in pixels.
        public var height: Int
        /// The limit it broke.
        public var limit: RasterLimit

        /// One line naming the size, the limit and the ways out.
        public var description: String {
            "the PNG would be \(width)×\(height) px, more than one raster image holds (\(limit)); lower the scale, "
                + "set a fixed height, or write SVG or PDF, which have no such limit"
        }
    }

    /// Throws `Exceeded` when a `width` × `height` image does not fit.
    public func check(width: Int, height: Int) throws {
        guard admits(width: width, height: height) else {
            throw Exceeded(width: width, height: height, limit: self)
        }
    }
}
