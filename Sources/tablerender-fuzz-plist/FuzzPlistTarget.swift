import Foundation
import FuzzDriver
import TableImport

/// One fuzz input through the import readers: the XML reader, the plist reader (XML or binary), the `.strings`
/// reader, and the bundle walker over a graph of child panes made from the bytes (`BundleGraphFuzz`). Errors
/// and problems are expected answers; only crashes, hangs and leaks are findings.
///
/// `make fuzz-plist` builds this with `-sanitize=fuzzer -DFUZZING` and it runs libFuzzer; otherwise it replays the
/// given input files once each (`FuzzDriver`).
@main
enum FuzzPlistTarget: FuzzEntry {
    static func run(_ bytes: [UInt8]) {
        _ = try? XMLReader.parse(bytes)
        _ = try? PlistReader.read(bytes)
        _ = StringsFile.parse(bytes)
        BundleGraphFuzz.run(bytes)
    }
}
