import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An output and the pages a paged render writes instead of it (`out.png`, or `out-001.png`, `out-002.png`, …):
/// one render replaces the whole set, so no page of an earlier, longer render survives beside the new ones.
public struct OutputSet: Sendable {
    /// The output as named (`out.png`).
    public var path: String

    /// Creates the set of `path`.
    public init(path: String) {
        self.path = path
    }

    /// `out.png` → `out-001.png`, `out-002.png`, … (at least three digits, more past 999 pages).
    public static func pageNames(for path: String, count: Int) -> [String] {
        let digits = max(3, String(count).count)
        return (1...max(count, 1)).map { page(path, number: $0, digits: digits) }
    }

    /// The members of the set on disk now: the file itself and every run of pages numbered from 1, for each
    /// digit count a render may have used. Other files (`out-2024.png` without `out-0001.png`) are not members.
    public func existingFiles() -> [String] {
        var found: [String] = []
        if Self.exists(path) { found.append(path) }
        for digits in 3...7 {
            var number = 1
            while true {
                let name = Self.page(path, number: number, digits: digits)
                guard Self.exists(name) else { break }
                found.append(name)
                number += 1
            }
        }
        return found
    }

    private static func page(_ path: String, number: Int, digits: Int) -> String {
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let dot = path[nameStart...].lastIndex(of: ".") ?? path.endIndex
        let text = String(number)
        return path[..<dot] + "-" + String(repeating: "0", count: max(0, digits - text.count)) + text + path[dot...]
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
