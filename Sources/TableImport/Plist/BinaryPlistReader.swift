import TableSpec

/// Reads binary (`bplist00`) property lists, checking every offset, count and reference first: hostile input
/// fails with a `PlistError`, never a crash, a loop or an exponential expansion.
///
/// UIDs (keyed archives), sets, ordered sets and null are refused: property lists Settings and Xcode write hold
/// none, and the model has no place for them.
enum BinaryPlistReader {
    static func read(_ bytes: [UInt8], warnings: inout [PlistError]) throws -> PlistNode {
        var reader = try Reader(bytes)
        let root = try reader.value(reference: reader.topObject, depth: 1)
        warnings += reader.warnings
        return root
    }

    struct Reader {
        let bytes: [UInt8]
        let referenceSize: Int
        let offsets: [Int]
        let topObject: Int
        /// Where objects may lie: after the header, before the offset table.
        let objectsEnd: Int
        /// References being read, from the root down: one met again is a cycle.
        var inProgress = Set<Int>()
        /// What was repaired rather than refused (an unpaired surrogate), each with its value's path.
        var warnings: [PlistError] = []
        var path: [JSONPath.Component] = []
        var values = 0
        var textBytes = 0
        let maximumTextBytes: Int
        /// Every value but the root is reached through a reference of at least one byte, and Apple's writer shares
        /// only scalars (equal strings, numbers), never containers; so a file of n bytes holds at most n + 1 values
        /// unless containers are shared to multiply them, which is refused here.
        let maximumValues: Int

        init(_ bytes: [UInt8]) throws {
            self.bytes = bytes
            guard bytes.starts(with: Array("bplist00".utf8)) else {
                throw PlistError("unsupported binary plist version (only bplist00 is read)")
            }
            guard bytes.count >= 8 + 1 + 32 else { throw PlistError("binary plist too short for its trailer") }
            let trailer = bytes.count - 32
            let offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw PlistError("binary plist trailer has invalid offset or reference sizes (\(offsetSize), \(referenceSize))")
            }
            let objectCount = Self.bigEndian(bytes, at: trailer + 8, size: 8)
            let top = Self.bigEndian(bytes, at: trailer + 16, size: 8)
            let tableOffset = Self.bigEndian(bytes, at: trailer + 24, size: 8)
            // The offset table lies between the objects and the trailer; the object count must fit in it, which
            // also bounds every allocation below by the file's size.
            guard tableOffset >= 9, tableOffset <= UInt64(trailer) else {
                throw PlistError("binary plist offset table starts outside the file (\(tableOffset))")
            }
            guard objectCount >= 1, objectCount <= (UInt64(trailer) - tableOffset) / UInt64(offsetSize) else {
                throw PlistError("binary plist object count \(objectCount) does not fit its offset table")
            }
            guard top < objectCount else {
                throw PlistError("binary plist top object \(top) is not one of its \(objectCount) objects")
            }
            objectsEnd = Int(tableOffset)
            var offsets: [Int] = []
            offsets.reserveCapacity(Int(objectCount))
            for index in 0..<Int(objectCount) {
                let offset = Self.bigEndian(bytes, at: objectsEnd + index * offsetSize, size: offsetSize)
                guard offset >= 8, offset < tableOffset else {
                    throw PlistError("binary plist object \(index) has an offset outside the object area (\(offset))")
                }
                offsets.append(Int(offset))
            }
            self.offsets = offsets
            topObject = Int(top)
            maximumTextBytes = ImportLimits.maximumExpandedBytes(fileBytes: bytes.count)
            maximumValues = min(ImportLimits.maximumPlistValues, bytes.count + 1)
        }

        static func bigEndian(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        func fail(_ message: String) -> PlistError {
            PlistError(message, path: JSONPath(components: path))
        }

        /// The object `reference` refers to, read with a cycle guard, a depth limit and an expansion budget.
        mutating func value(reference: Int, depth: Int) throws -> PlistNode {
            guard reference < offsets.count else {
                throw fail("binary plist refers to object \(reference) of \(offsets.count)")
            }
            guard depth <= ImportLimits.maximumDepth else {
                throw fail("nested deeper than \(ImportLimits.maximumDepth) levels")
            }
            values += 1
            guard values <= maximumValues else {
                throw fail("binary plist expands to more than \(maximumValues) values")
            }
            guard inProgress.insert(reference).inserted else {
                throw fail("binary plist object \(reference) contains itself")
            }
            defer { inProgress.remove(reference) }
            let offset = offsets[reference]
            let marker = bytes[offset]
            let low = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return PlistNode(.bool(false))
                case 0x09: return PlistNode(.bool(true))
                case 0x00: throw fail("binary plist null objects are not supported")
                default: throw fail("unknown binary plist object marker 0x\(String(marker, radix: 16))")
                }
            case 0x1:
                return PlistNode(.integer(try integer(at: offset + 1, sizeExponent: low)))
            case 0x2:
                let size = 1 << low
                guard size == 4 || size == 8 else { throw fail("binary plist real of \(size) bytes") }
                try need(offset + 1, size)
                let raw = Self.bigEndian(bytes, at: offset + 1, size: size)
                return PlistNode(.real(size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)))
            case 0x3:
                guard marker == 0x33 else { throw fail("unknown binary plist object marker 0x33") }
                try need(offset + 1, 8)
                let seconds = Double(bitPattern: Self.bigEndian(bytes, at: offset + 1, size: 8))
                guard let date = Self.iso8601(secondsSince2001: seconds) else {
                    throw fail("binary plist date out of range (\(seconds))")
                }
                return PlistNode(.date(date))
            case 0x4:
                let (count, start) = try length(low, at: offset)
                try need(start, count)
                try spend(text: count)
                return PlistNode(.data(Array(bytes[start..<start + count])))
            case 0x5:
                let (count, start) = try length(low, at: offset)
                try need(start, count)
                try spend(text: count)
                let ascii = bytes[start..<start + count]
                // Apple writes only ASCII in these; other bytes are read as Latin-1 rather than refused.
                return PlistNode(.string(String(ascii.map { Character(Unicode.Scalar($0)) })))
            case 0x6:
                let (count, start) = try length(low, at: offset)
                guard count <= (objectsEnd - start) / 2 else { throw fail("binary plist string runs past its objects") }
                try spend(text: 2 * count)
                var units: [UInt16] = []
                units.reserveCapacity(count)
                for index in 0..<count {
                    units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1]))
                }
                var string = ""
                var repaired = false
                for result in transcodeUTF16(units) {
                    // NSString holds an unpaired surrogate and iOS draws a replacement glyph for it: the string
                    // (and the pane) stay, as our .strings reader keeps such a text too.
                    repaired = repaired || result == nil
                    string.unicodeScalars.append(result ?? "\u{FFFD}")
                }
                if repaired {
                    warnings.append(PlistError("a string has an unpaired UTF-16 surrogate; shown as a replacement character",
                                               path: JSONPath(components: path)))
                }
                return PlistNode(.string(string))
            case 0x8:
                throw fail("binary plist UIDs (keyed archives) are not supported")
            case 0xA:
                let (count, start) = try length(low, at: offset)
                let references = try references(count: count, at: start)
                var elements: [PlistNode] = []
                elements.reserveCapacity(count)
                for (index, element) in references.enumerated() {
                    path.append(.index(index))
                    elements.append(try value(reference: element, depth: depth + 1))
                    path.removeLast()
                }
                return PlistNode(.array(elements))
            case 0xB, 0xC:
                throw fail("binary plist sets are not supported")
            case 0xD:
                let (count, start) = try length(low, at: offset)
                guard count <= Int.max / 2 else { throw fail("binary plist dictionary too large") }
                let references = try references(count: 2 * count, at: start)
                var members: [PlistMember] = []
                members.reserveCapacity(count)
                for index in 0..<count {
                    let keyNode = try value(reference: references[index], depth: depth + 1)
                    guard case .string(let key) = keyNode.value else {
                        throw fail("binary plist dictionary key \(index) is not a string")
                    }
                    path.append(.key(key))
                    members.append(PlistMember(key: key, keyLocation: nil,
                                               value: try value(reference: references[count + index], depth: depth + 1)))
                    path.removeLast()
                }
                return PlistNode(.dictionary(members))
            default:
                throw fail("unknown binary plist object marker 0x\(String(marker, radix: 16))")
            }
        }

        /// Checks that `count` bytes from `start` lie in the object area.
        func need(_ start: Int, _ count: Int) throws {
            guard count >= 0, start <= objectsEnd, count <= objectsEnd - start else {
                throw fail("binary plist object runs past its objects")
            }
        }

        mutating func spend(text count: Int) throws {
            textBytes += count
            guard textBytes <= maximumTextBytes else {
                throw fail("binary plist expands to more than \(maximumTextBytes) bytes of strings and data")
            }
        }

        /// An integer of 2^`sizeExponent` bytes: 1, 2 and 4 bytes are unsigned, 8 signed, 16 must fit in 64 bits.
        func integer(at start: Int, sizeExponent: Int) throws -> Int64 {
            guard sizeExponent <= 4 else { throw fail("binary plist integer of 2^\(sizeExponent) bytes") }
            let size = 1 << sizeExponent
            try need(start, size)
            if size == 16 {
                let high = Self.bigEndian(bytes, at: start, size: 8)
                let low = Self.bigEndian(bytes, at: start + 8, size: 8)
                // Apple writes unsigned values above Int64.max this way; those do not fit the model.
                guard high == 0 && low <= UInt64(Int64.max) || high == UInt64.max && low > UInt64(Int64.max) else {
                    throw fail("binary plist integer does not fit in 64 bits")
                }
                return Int64(bitPattern: low)
            }
            return Int64(bitPattern: Self.bigEndian(bytes, at: start, size: size))
        }

        /// A count in the marker's low nibble, or after it as an integer object when the nibble is 0xF; and where
        /// the contents start.
        func length(_ low: Int, at offset: Int) throws -> (Int, Int) {
            guard low == 0xF else { return (low, offset + 1) }
            try need(offset + 1, 1)
            let marker = bytes[offset + 1]
            guard marker >> 4 == 0x1 else { throw fail("binary plist length is not an integer") }
            let exponent = Int(marker & 0x0F)
            guard exponent <= 3 else { throw fail("binary plist length of 2^\(exponent) bytes") }
            let count = try integer(at: offset + 2, sizeExponent: exponent)
            guard count >= 0, count <= objectsEnd else { throw fail("binary plist count \(count) is larger than the file") }
            return (Int(count), offset + 2 + (1 << exponent))
        }

        func references(count: Int, at start: Int) throws -> [Int] {
            guard count <= (objectsEnd - min(start, objectsEnd)) / referenceSize else {
                throw fail("binary plist container of \(count) objects runs past its objects")
            }
            var references: [Int] = []
            references.reserveCapacity(count)
            for index in 0..<count {
                let reference = Self.bigEndian(bytes, at: start + index * referenceSize, size: referenceSize)
                guard reference < UInt64(offsets.count) else {
                    throw fail("binary plist refers to object \(reference) of \(offsets.count)")
                }
                references.append(Int(reference))
            }
            return references
        }

        /// UTF-16 code units as scalars, nil for each unpaired surrogate.
        func transcodeUTF16(_ units: [UInt16]) -> [Unicode.Scalar?] {
            var output: [Unicode.Scalar?] = []
            var iterator = units.makeIterator()
            var decoder = UTF16()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): output.append(scalar)
                case .emptyInput: break loop
                case .error: output.append(nil)
                }
            }
            return output
        }

        /// `YYYY-MM-DDTHH:MM:SSZ` for seconds since 2001-01-01 (the binary form), as the XML form writes it.
        static func iso8601(secondsSince2001 seconds: Double) -> String? {
            // Years 1 to 9999: what the XML form can write.
            guard seconds.isFinite, seconds > -63_113_904_000, seconds < 252_423_993_600 else { return nil }
            let total = Int64(seconds.rounded(.down)) + 978_307_200  // seconds since 1970
            var days = total / 86_400
            var rest = total % 86_400
            if rest < 0 {
                rest += 86_400
                days -= 1
            }
            // Howard Hinnant's days-to-civil algorithm.
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let monthIndex = (5 * dayOfYear + 2) / 153
            let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
            let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
            let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
            func pad(_ value: Int64, _ width: Int) -> String {
                let text = String(value)
                return String(repeating: "0", count: max(0, width - text.count)) + text
            }
            return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(rest / 3600, 2)):\(pad(rest / 60 % 60, 2)):"
                + "\(pad(rest % 60, 2))Z"
        }
    }
}
