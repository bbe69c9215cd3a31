/// Removes the repeated entries cairo writes into a PDF page's resource dictionaries.
///
/// Cairo (1.16 here, and still 1.18) appends a resource entry each time a page paints the same source
/// surface, without looking for one already there: a colour emoji glyph that is a bitmap (a ZWJ sequence such
/// as 👩‍👩‍👧‍👦 or 🏳️‍🌈 from Noto Color Emoji) shown twice on a page gives `/XObject << /x6 6 0 R /x6 6 0 R >>`.
/// A dictionary with a duplicated key is invalid PDF: `qpdf --check` rejects it and some printing filters
/// drop the page. The repeats are identical (same name, same object), so blanking them with spaces keeps the
/// meaning and every byte offset, and the cross-reference table stays valid without being rewritten.
enum PDFResourceDictionaries {
    /// The resource dictionaries cairo fills with `/name N G R` entries.
    static let kinds = ["/XObject", "/Pattern", "/Shading", "/Font"].map { Array($0.utf8) }

    /// `pdf` with every repeated entry of a resource dictionary replaced by spaces of the same length.
    static func deduplicate(_ pdf: [UInt8]) -> [UInt8] {
        var output = pdf
        var index = 0
        let stream = Array("stream".utf8), endstream = Array("endstream".utf8)
        while index < pdf.count {
            // Stream data is binary and may hold anything: jump over it.
            if pdf[index] == UInt8(ascii: "s"), starts(pdf, with: stream, at: index), isStreamKeyword(pdf, at: index) {
                index = find(endstream, in: pdf, from: index + stream.count) ?? pdf.count
                continue
            }
            if pdf[index] == UInt8(ascii: "/"), let kind = kinds.first(where: { starts(pdf, with: $0, at: index) }) {
                index = blankRepeats(inDictionaryAfter: index + kind.count, of: pdf, into: &output)
                continue
            }
            index += 1
        }
        return output
    }

    /// Reads `<< /name N G R … >>` from `start`, blanking repeated entries in `output`; returns where
    /// reading stopped. Anything else (an inline dictionary, a name that is a value) is left as it is.
    private static func blankRepeats(inDictionaryAfter start: Int, of pdf: [UInt8], into output: inout [UInt8]) -> Int {
        var index = skipSpace(pdf, from: start)
        guard index + 1 < pdf.count, pdf[index] == UInt8(ascii: "<"), pdf[index + 1] == UInt8(ascii: "<") else {
            return start
        }
        index += 2
        var seen: [ArraySlice<UInt8>: ArraySlice<UInt8>] = [:]
        while true {
            index = skipSpace(pdf, from: index)
            guard index < pdf.count else { return index }
            if pdf[index] == UInt8(ascii: ">") { return index + 1 }
            guard pdf[index] == UInt8(ascii: "/") else { return index }
            let entryStart = index
            let nameEnd = endOfToken(pdf, from: index + 1)
            let name = pdf[entryStart..<nameEnd]
            // The value: object number, generation, "R".
            var valueEnd = nameEnd
            for _ in 0..<3 {
                valueEnd = endOfToken(pdf, from: skipSpace(pdf, from: valueEnd))
            }
            let value = pdf[nameEnd..<valueEnd]
            guard value.last == UInt8(ascii: "R"),
                  value.split(whereSeparator: isSpace).count == 3 else { return entryStart }
            let normalized = ArraySlice(value.split(whereSeparator: isSpace).joined(separator: [UInt8(ascii: " ")]))
            if let earlier = seen[name] {
                // Only an exact repeat is dropped; a name bound to two objects would be a different defect.
                if earlier == normalized {
                    for position in entryStart..<valueEnd { output[position] = UInt8(ascii: " ") }
                }
            } else {
                seen[name] = normalized
            }
            index = valueEnd
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        "()<>[]{}/%".utf8.contains(byte)
    }

    private static func skipSpace(_ pdf: [UInt8], from start: Int) -> Int {
        var index = start
        while index < pdf.count, isSpace(pdf[index]) { index += 1 }
        return index
    }

    private static func endOfToken(_ pdf: [UInt8], from start: Int) -> Int {
        var index = start
        while index < pdf.count, !isSpace(pdf[index]), !isDelimiter(pdf[index]) { index += 1 }
        return index
    }

    private static func starts(_ pdf: [UInt8], with word: [UInt8], at index: Int) -> Bool {
        index + word.count <= pdf.count && pdf[index..<index + word.count].elementsEqual(word)
    }

    /// "stream" as the keyword opening stream data: after a dictionary's ">>", before an end of line.
    private static func isStreamKeyword(_ pdf: [UInt8], at index: Int) -> Bool {
        let after = index + 6
        guard after < pdf.count, pdf[after] == 0x0A || pdf[after] == 0x0D else { return false }
        var before = index - 1
        while before >= 0, isSpace(pdf[before]) { before -= 1 }
        return before >= 0 && pdf[before] == UInt8(ascii: ">")
    }

    private static func find(_ word: [UInt8], in pdf: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + word.count <= pdf.count {
            if pdf[index] == word[0], starts(pdf, with: word, at: index) { return index + word.count }
            index += 1
        }
        return nil
    }
}
