import Foundation
@testable import TableImport
import TableSpec
import XCTest

/// Binary plists: Python's `plistlib` fixtures read like their XML twins, and hostile files fail cleanly.
final class BinaryPlistTests: XCTestCase {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return [UInt8](try Data(contentsOf: url))
    }

    /// A bplist00 file from object encodings: header, objects, offset table and trailer.
    static func bplist(_ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 1, offsetSize: Int = 1,
                       objectCount: Int? = nil, tableOffset: Int? = nil) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes += bigEndian(UInt64(objectCount ?? objects.count), size: 8)
        bytes += bigEndian(UInt64(top), size: 8)
        bytes += bigEndian(UInt64(tableOffset ?? table), size: 8)
        return bytes
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    func assertFails(_ bytes: [UInt8], _ message: String, path: String = "$",
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PlistReader.read(bytes), file: file, line: line) { error in
            guard let error = error as? PlistError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(error.message, message, file: file, line: line)
            XCTAssertNil(error.location, file: file, line: line)
            XCTAssertEqual(error.path.description, path, file: file, line: line)
        }
    }

    /// Locations dropped, so an XML plist compares with its binary twin.
    func withoutLocations(_ node: PlistNode) -> PlistNode {
        switch node.value {
        case .dictionary(let members):
            return PlistNode(.dictionary(members.map {
                PlistMember(key: $0.key, keyLocation: nil, value: withoutLocations($0.value))
            }))
        case .array(let elements):
            return PlistNode(.array(elements.map(withoutLocations)))
        default:
            return PlistNode(node.value)
        }
    }

    func testPlistlibFixtureReadsLikeItsXMLTwin() throws {
        let binary = try PlistReader.read(Self.fixture("settings.bplist"))
        let xml = try PlistReader.read(Self.fixture("settings-xml.plist"))
        XCTAssertEqual(binary["Real32"]?.value, .real(1.5))
        guard case .dictionary(var members) = binary.value else { return XCTFail("expected a dictionary") }
        members.removeAll { $0.key == "Real32" }
        XCTAssertEqual(PlistNode(.dictionary(members)), withoutLocations(xml))
        XCTAssertEqual(binary["PreferenceSpecifiers"].flatMap { node -> String? in
            guard case .array(let items) = node.value, case .string(let title)? = items.first?["Title"]?.value else {
                return nil
            }
            return title
        }, "Général ✓ 😀")
        XCTAssertEqual(binary["Integers"]?.value, .array([0, 255, 256, 65535, 65536, 1 << 32, -1, .min, .max]
            .map { PlistNode(.integer($0)) }))
        XCTAssertEqual(binary["When"]?.value, .date("2024-02-29T12:34:56Z"))
        XCTAssertEqual(binary["Before2001"]?.value, .date("1970-01-01T00:00:00Z"))
        XCTAssertEqual(binary["Blob"]?.value, .data(Array(0..<20)))
    }

    func testHandBuiltObjects() throws {
        // A 4-byte real, a 16-byte integer that fits, and a UTF-16 string with a surrogate pair.
        let real = try PlistReader.read(Self.bplist([[0x22] + Self.bigEndian(UInt64(Float(2.5).bitPattern), size: 4)]))
        XCTAssertEqual(real.value, .real(2.5))
        let big = try PlistReader.read(Self.bplist([[0x14] + [UInt8](repeating: 0xFF, count: 16)]))
        XCTAssertEqual(big.value, .integer(-1))
        let utf16 = try PlistReader.read(Self.bplist([[0x63, 0x00, 0x41, 0xD8, 0x3D, 0xDE, 0x00]]))
        XCTAssertEqual(utf16.value, .string("A😀"))
        // Two references to one object (as Apple's writer shares equal strings) are read twice.
        let shared = try PlistReader.read(Self.bplist([[0xA2, 1, 1], [0x51, 0x78]]))
        XCTAssertEqual(shared.value, .array([PlistNode(.string("x")), PlistNode(.string("x"))]))
    }

    func testMalformedTrailersAndOffsets() {
        assertFails(Array("bplist00".utf8), "binary plist too short for its trailer")
        assertFails(Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40),
                    "unsupported binary plist version (only bplist00 is read)")
        assertFails(Self.bplist([[0x09]], offsetSize: 0), "binary plist trailer has invalid offset or reference sizes (0, 1)")
        assertFails(Self.bplist([[0x09]], tableOffset: 1 << 40),
                    "binary plist offset table starts outside the file (1099511627776)")
        assertFails(Self.bplist([[0x09]], objectCount: Int(Int64.max)),
                    "binary plist object count 9223372036854775807 does not fit its offset table")
        assertFails(Self.bplist([[0x09]], objectCount: 0), "binary plist object count 0 does not fit its offset table")
        assertFails(Self.bplist([[0x09]], top: 5), "binary plist top object 5 is not one of its 1 objects")
        var badOffset = Self.bplist([[0x09]])
        badOffset[9] = 0xF0
        assertFails(badOffset, "binary plist object 0 has an offset outside the object area (240)")
    }

    func testHostileObjects() {
        assertFails(Self.bplist([[0xA1, 0]]), "binary plist object 0 contains itself", path: "[0]")
        assertFails(Self.bplist([[0xA1, 1], [0xD1, 2, 0], [0x51, 0x6B]]), "binary plist object 0 contains itself",
                    path: "[0].k")
        assertFails(Self.bplist([[0xA1, 7]]), "binary plist refers to object 7 of 1")
        assertFails(Self.bplist([[0xAF, 0x13] + Self.bigEndian(1 << 62, size: 8)]),
                    "binary plist count 4611686018427387904 is larger than the file")
        assertFails(Self.bplist([[0xAF, 0x11, 0xFF, 0xFF]]), "binary plist count 65535 is larger than the file")
        // Counts smaller than the file that still run past the objects (a filler object makes room).
        let filler = [UInt8](repeating: 0x09, count: 40)
        assertFails(Self.bplist([[0xAF, 0x10, 45], filler]), "binary plist container of 45 objects runs past its objects")
        assertFails(Self.bplist([[0x5F, 0x10, 45], filler]), "binary plist object runs past its objects")
        assertFails(Self.bplist([[0x6F, 0x10, 30], filler]), "binary plist string runs past its objects")
        assertFails(Self.bplist([[0x13, 0, 0]]), "binary plist object runs past its objects")
        assertFails(Self.bplist([[0x15]]), "binary plist integer of 2^5 bytes")
        assertFails(Self.bplist([[0x14, 0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8)]),
                    "binary plist integer does not fit in 64 bits")
        assertFails(Self.bplist([[0xD1, 1, 1], [0x10, 1]]), "binary plist dictionary key 0 is not a string")
        assertFails(Self.bplist([[0x80, 1]]), "binary plist UIDs (keyed archives) are not supported")
        assertFails(Self.bplist([[0xC0]]), "binary plist sets are not supported")
        assertFails(Self.bplist([[0x00]]), "binary plist null objects are not supported")
        assertFails(Self.bplist([[0x33] + Self.bigEndian(Double.infinity.bitPattern, size: 8)]),
                    "binary plist date out of range (inf)")
        assertFails(Self.bplist([[0x23] + [0, 0, 0]]), "binary plist object runs past its objects")
    }

    func testAnUnpairedSurrogateIsKeptAsAReplacementCharacterWithAWarning() throws {
        // iOS keeps such a string (NSString holds it; the glyph is a replacement box): the pane must not fail.
        var warnings: [PlistError] = []
        let node = try PlistReader.read(Self.bplist([[0xA1, 1], [0x62, 0x00, 0x41, 0xDC, 0x00]]), warnings: &warnings)
        XCTAssertEqual(node.value, .array([PlistNode(.string("A\u{FFFD}"))]))
        XCTAssertEqual(warnings, [PlistError("a string has an unpaired UTF-16 surrogate; shown as a replacement character",
                                             path: JSONPath(components: [.index(0)]))])
    }

    func testSharedReferencesCannotExpandExponentially() {
        // Object i is an array holding object i+1 twice: 2^40 values from 40 small objects.
        var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x09])
        let bytes = Self.bplist(objects)
        XCTAssertThrowsError(try PlistReader.read(bytes)) { error in
            XCTAssertEqual((error as? PlistError)?.message, "binary plist expands to more than \(bytes.count + 1) values")
        }
        // A chain deeper than the limit.
        let deep: [[UInt8]] = (0..<300).map { [0xA1] + Self.bigEndian(UInt64($0 + 1), size: 2) } + [[0x09]]
        XCTAssertThrowsError(try PlistReader.read(Self.bplist(deep, referenceSize: 2, offsetSize: 2))) { error in
            XCTAssertEqual((error as? PlistError)?.message, "nested deeper than \(ImportLimits.maximumDepth) levels")
        }
    }

    func testEveryTruncationAndByteFlipFailsCleanly() throws {
        let bytes = try Self.fixture("settings.bplist")
        for length in stride(from: 0, to: bytes.count, by: 7) {
            _ = try? PlistReader.read(Array(bytes.prefix(length)))
        }
        for index in stride(from: 8, to: bytes.count, by: 3) {
            var flipped = bytes
            flipped[index] ^= 0xA5
            _ = try? PlistReader.read(flipped)
        }
    }
}
