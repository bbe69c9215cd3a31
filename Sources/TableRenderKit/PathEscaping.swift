import Foundation
import TableSpec

/// Paths as they appear in messages: one line, printable, and faithful to names that are not UTF-8.
public enum PathEscaping {
    /// `path` with control, format and separator characters escaped as diagnostics escape them (`\n`,
    /// `\u{1B}`, `\u{202E}`: `DiagnosticText.escaped`), so a message about a file stays one honest line.
    public static func escaped(_ path: String) -> String {
        // A command-line name that was not UTF-8 arrives with U+FFFD for its bad bytes; show the bytes given.
        if path.contains("\u{FFFD}"), let raw = commandLineBytes(of: path) { return escaped(bytes: raw) }
        var result = ""
        for scalar in path.unicodeScalars { result += DiagnosticText.escaped(scalar) }
        return result
    }

    /// Raw name bytes as text: valid UTF-8 as it is (control characters escaped), every other byte as `\xNN`.
    public static func escaped(bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0 {
                result += escaped(String(decoding: bytes[index..<index + length], as: UTF8.self))
                index += length
            } else {
                result += escape(byte: bytes[index])
                index += 1
            }
        }
        return result
    }

    /// The raw bytes of the command-line argument that Swift decoded to `text` (invalid UTF-8 repaired), or of
    /// the argument `text` ends with or is a path below (a folder given as `caf\xE9/` then joined with a file
    /// name), or nil when no argument decodes to a part of it.
    static func commandLineBytes(of text: String) -> [UInt8]? {
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                  count: strlen(pointer)))
            guard !isValidUTF8(bytes) else { continue }
            let decoded = String(decoding: bytes, as: UTF8.self)
            if decoded == text { return bytes }
            if text.hasPrefix(decoded) {
                return bytes + Array(text.utf8.dropFirst(decoded.utf8.count))
            }
        }
        return nil
    }

    /// Whether `bytes` are valid UTF-8.
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            guard length > 0 else { return false }
            index += length
        }
        return true
    }

    /// A byte that is not part of valid UTF-8, as `\xNN`.
    private static func escape(byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "\\x" + (hex.count == 1 ? "0" + hex : hex)
    }

    /// The length of the UTF-8 sequence starting at `index`, or 0 when it is not a valid one.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        let second = bytes[index + 1]
        // Overlong forms, surrogates and code points past U+10FFFF.
        if lead == 0xE0 && second < 0xA0 { return 0 }
        if lead == 0xED && second > 0x9F { return 0 }
        if lead == 0xF0 && second < 0x90 { return 0 }
        if lead == 0xF4 && second > 0x8F { return 0 }
        return length
    }
}
