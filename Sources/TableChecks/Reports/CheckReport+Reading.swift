import TableRenderKit
import FileIntake
import Foundation

extension CheckReport {
    /// A report larger than this is not one `check` wrote (10,000 specs make about 15 MB).
    public static let maximumReportBytes = ReportLimits.maximumReportBytes

    /// Reads and decodes the report at `path`; throws `RenderError.input` with one line naming the file when it
    /// is not a readable regular file, too large, or not a report of this tool.
    public static func read(_ path: String) throws -> CheckReport {
        var entriesRead = 0
        return try read(path, entriesRead: &entriesRead)
    }

    /// Reads and decodes the report at `path`, counting its entries and orphans into `entriesRead` (those of the
    /// reports read before it): past `limit` in all it is refused, while decoding. Throws `RenderError.input`
    /// with one line naming the file.
    public static func read(_ path: String, entriesRead: inout Int,
                            limit: Int = ReportLimits.maximumEntries) throws -> CheckReport {
        let name = PathEscaping.escaped(path)
        let bytes = try readBytes(path, name: name)
        do {
            return try decode(bytes, entriesRead: &entriesRead, limit: limit)
        } catch let error as ReportDecodingError {
            if case .tooManyEntries(let limit) = error.kind {
                throw RenderError.input("\(name): more than \(limit) entries (specs and orphans) in the reports merged; report merge reads at most \(limit)")
            }
            throw RenderError.input("\(name): not a tablerender check report (JSON from check --report): \(error)")
        }
    }

    /// Decodes the JSON of `check --report` from `bytes` (`ReportJSONReader`), counting its entries and
    /// orphans into `entriesRead`; throws `ReportDecodingError`.
    public static func decode(_ bytes: [UInt8], entriesRead: inout Int,
                              limit: Int = ReportLimits.maximumEntries) throws -> CheckReport {
        try ReportJSONReader.decode(bytes, entriesRead: &entriesRead, limit: limit)
    }

    /// The file's bytes, read through `RegularFile` (the one bounded reader): a regular file within
    /// `maximumReportBytes`, so a FIFO named as a report is refused instead of waiting for a writer.
    private static func readBytes(_ path: String, name: String) throws -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: maximumReportBytes)
        } catch let refusal as RegularFile.Refusal {
            switch refusal {
            case .missing: throw RenderError.input("\(name): cannot read the report: no such file")
            case .notRegular: throw RenderError.input("\(name): not a regular file")
            case let .tooLarge(size, limit):
                throw RenderError.input("\(name): the report is \(size) bytes; at most \(limit) are read")
            case .unreadable(let reason): throw RenderError.input("\(name): cannot read the report: \(reason)")
            }
        }
    }
}
