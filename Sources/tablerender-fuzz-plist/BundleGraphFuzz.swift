import Foundation
import TableImport

/// One fuzz input read as a Settings bundle: a graph of up to 24 panes whose rows link to each other (cycles,
/// self-links, chains, missing and escaping `File`s), with cell images, strings tables and locales taken from the
/// bytes, written to a scratch folder and walked by the bundle reader and `validate`'s lint.
/// The process's scratch folder, for the exit handler (a C function pointer cannot capture it).
private var scratchFolder: String?

enum BundleGraphFuzz {
    /// The scratch bundle, one per process (libFuzzer runs inputs one after another).
    static let bundle: URL = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? URL(fileURLWithPath: "/dev/shm")
                                                                      : FileManager.default.temporaryDirectory
        let scratch = base.appendingPathComponent("tablerender-fuzz-bundle-\(getpid())")
        scratchFolder = scratch.path
        // Removed when the process exits, whether libFuzzer stops or a replay ends.
        atexit { if let folder = scratchFolder { try? FileManager.default.removeItem(atPath: folder) } }
        return scratch.appendingPathComponent("App/Settings.bundle")
    }()

    static func run(_ bytes: [UInt8]) {
        guard bytes.count >= 2 else { return }
        var reader = ByteReader(bytes: bytes)
        let manager = FileManager.default
        try? manager.removeItem(at: bundle)
        try? manager.createDirectory(at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        let count = Int(reader.next() % 24) + 1
        let stems = ["Root"] + (1..<max(count, 1)).map { "P\($0)" }
        // A File may name a pane, nothing, a path out of the bundle, or the pane itself.
        let targets = stems + ["Missing", "../Escape", "./Root", "P1/../Root", ""]
        for stem in stems {
            var specifiers: [String] = []
            for _ in 0..<Int(reader.next() % 8) {
                let kind = reader.next() % 6
                let title = "T\(reader.next())"
                switch kind {
                case 0: specifiers.append(entry(["Type": "PSGroupSpecifier", "Title": title]))
                case 1, 2:
                    let file = targets[Int(reader.next()) % targets.count]
                    specifiers.append(entry(["Type": "PSChildPaneSpecifier", "Title": title, "File": file]))
                case 3:
                    specifiers.append(entry(["Type": "PSTitleValueSpecifier", "Title": title, "Key": "k",
                                             "DefaultValue": "V", "IASKCellImage": reader.next() % 2 == 0 ? "icon" : "../icon"]))
                case 4:
                    specifiers.append(entry(["Type": "PSToggleSwitchSpecifier", "Title": title, "Key": "k", "DefaultValue": "YES"]))
                default:
                    specifiers.append(entry(["Type": "PSMultiValueSpecifier", "Title": title, "Key": "k", "DefaultValue": "1"]))
                }
            }
            let table = reader.next() % 3 == 0 ? "<key>StringsTable</key><string>Other</string>" : ""
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\(table)<key>PreferenceSpecifiers</key>
                <array>\(specifiers.joined())</array></dict></plist>
                """
            try? Data(plist.utf8).write(to: bundle.appendingPathComponent("\(stem).plist"))
        }
        // The rest of the input is the English strings table and, when asked, the cell image's bytes.
        let rest = Array(bytes[min(reader.index, bytes.count)...])
        try? Data(rest).write(to: bundle.appendingPathComponent("en.lproj/Root.strings"))
        if reader.next() % 2 == 0 { try? Data(rest).write(to: bundle.appendingPathComponent("icon.png")) }
        let locale = ["en", "fr", "de-CH", "Base", ""][Int(reader.next()) % 5]
        let options = BundleOptions(locale: locale)
        _ = try? SettingsBundleReader.read(bundle.path, options: options)
        _ = try? SettingsBundleReader.lint(bundle.path, options: options)
    }

    /// A specifier dictionary in XML with its string values escaped.
    static func entry(_ values: [String: String]) -> String {
        "<dict>" + values.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\(escaped($0.value))</string>" }
            .joined() + "</dict>"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The input's bytes one at a time, zero once they run out.
    struct ByteReader {
        let bytes: [UInt8]
        var index = 0

        mutating func next() -> UInt8 {
            defer { index += 1 }
            return index < bytes.count ? bytes[index] : 0
        }
    }
}
