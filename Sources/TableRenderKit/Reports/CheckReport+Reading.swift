import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension CheckReport {
    /// A report larger than this is not one `check` wrote (10,000 specs make about 15 MB).
    public static let maximumReportBytes = 256 << 20

    /// Reads and decodes the report at `path`; throws `RenderError.input` with one line naming the file when it
    /// is not a readable regular file, too large, or not a report of this tool.
    public static func read(_ path: String) throws -> CheckReport {
        let name = PathEscaping.escaped(path)
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw RenderError.input("\(name): cannot read the report: \(errno == ENOENT ? "no such file" : Errno.text(errno))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw RenderError.input("\(name): not a regular file") }
        guard info.st_size <= maximumReportBytes else {
            throw RenderError.input("\(name): the report is \(info.st_size) bytes; at most \(maximumReportBytes) are read")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw RenderError.input("\(name): cannot read the report: \(Errno.text(errno))")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            // One more byte than allowed: a file that grew since `stat` is still refused.
            data = try handle.read(upToCount: maximumReportBytes + 1) ?? Data()
        } catch {
            throw RenderError.input("\(name): cannot read the report: \(error.localizedDescription)")
        }
        guard data.count <= maximumReportBytes else {
            throw RenderError.input("\(name): the report is over \(maximumReportBytes) bytes")
        }
        do {
            return try JSONDecoder().decode(CheckReport.self, from: data)
        } catch let error as DecodingError {
            throw RenderError.input("\(name): not a tablerender check report (JSON from check --report): \(Self.describe(error))")
        } catch {
            throw RenderError.input("\(name): not valid JSON: \(error.localizedDescription)")
        }
    }

    /// A decoding error in one line: where, and what was wrong.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        let line: String
        switch error {
        case let .keyNotFound(key, context):
            line = "\(path(context.codingPath + [key])) is missing"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            line = "\(path(context.codingPath)): \(context.debugDescription)"
        case let .dataCorrupted(context):
            // Invalid JSON: Foundation's underlying error says where.
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            line = context.codingPath.isEmpty
                ? "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
                : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            line = "\(error)"
        }
        return line.replacingOccurrences(of: "\n", with: " ")
    }
}
