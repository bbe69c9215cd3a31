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

    /// Whether `bytes` are valid UTF-8 (`UTF8Validation`, the rule the spec and import readers apply).
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        UTF8Validation.isValid(bytes)
    }

    /// A byte that is not part of valid UTF-8, as `\xNN`.
    private static func escape(byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "\\x" + (hex.count == 1 ? "0" + hex : hex)
    }

    /// The length of the UTF-8 sequence starting at `index`, or 0 when it is not a valid one.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        UTF8Validation.sequenceEnd(bytes, at: index).map { $0 - index } ?? 0
    }
}
