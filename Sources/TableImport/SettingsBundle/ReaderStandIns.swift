import Foundation
import TableSpec

// TEMPORARY: stand-ins for the readers still being written in Plist/ (binary plists) and Strings/ (issue 17), so
// the bundle mapping can be exercised end to end before they land. They go through Foundation and carry no
// positions; this file is deleted when main's "TableImport: readers" commits for them are merged.

/// Reads a binary plist through Foundation until `BinaryPlistReader` reads them.
enum TemporaryBinaryPlist {
    /// The plist's root value.
    static func read(_ bytes: [UInt8]) throws -> PlistNode {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw PlistError("not a property list")
        }
        return node(object)
    }

    private static func node(_ object: Any) -> PlistNode {
        switch object {
        case let dictionary as [String: Any]:
            return PlistNode(.dictionary(dictionary.keys.sorted().map {
                PlistMember(key: $0, keyLocation: nil, value: node(dictionary[$0] as Any))
            }))
        case let array as [Any]: return PlistNode(.array(array.map(node)))
        case let string as String: return PlistNode(.string(string))
        case let bool as Bool: return PlistNode(.bool(bool))
        case let number as NSNumber:
            let double = number.doubleValue
            return double == double.rounded() ? PlistNode(.integer(number.int64Value)) : PlistNode(.real(double))
        case let data as Data: return PlistNode(.data([UInt8](data)))
        default: return PlistNode(.string(String(describing: object)))
        }
    }
}

extension StringsFile {
    /// Parses a `.strings` file (stand-in through Foundation: a file it rejects gives no entries and one problem).
    public static func parse(_ bytes: [UInt8]) -> StringsFile {
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let table = object as? [String: String] else {
            return StringsFile(problems: [Problem("not a valid strings file", at: SourceLocation(line: 1, column: 1))])
        }
        return StringsFile(entries: table)
    }
}
