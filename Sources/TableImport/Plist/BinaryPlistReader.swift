import TableSpec

/// Reads binary (`bplist00`) property lists.
enum BinaryPlistReader {
    static func read(_ bytes: [UInt8]) throws -> PlistNode {
        throw PlistError("binary plists are not read yet")
    }
}
