import Foundation
#if canImport(Glibc)
import Glibc
#endif

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

    /// The file's bytes, after checking it is a regular file within `maximumReportBytes`. Opened without
    /// blocking, so a FIFO named as a report is refused instead of waiting for a writer.
    private static func readBytes(_ path: String, name: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw RenderError.input("\(name): cannot read the report: \(errno == ENOENT ? "no such file" : Errno.text(errno))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw RenderError.input("\(name): cannot read the report: \(Errno.text(errno))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw RenderError.input("\(name): not a regular file") }
        guard info.st_size <= maximumReportBytes else {
            throw RenderError.input("\(name): the report is \(info.st_size) bytes; at most \(maximumReportBytes) are read")
        }
        // One more byte than allowed: a file that grew since `fstat` is still refused.
        let capacity = Int(info.st_size) + 1
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { return }
                count += got
            }
        }
        if let failure { throw RenderError.input("\(name): cannot read the report: \(Errno.text(failure))") }
        guard bytes.count <= Int(info.st_size) else {
            throw RenderError.input("\(name): the report grew while it was read; read it again when check is done")
        }
        return bytes
    }
}
