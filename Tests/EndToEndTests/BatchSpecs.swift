import Foundation
import XCTest

/// Small spec folders for the batch, check and determinism tests: scale 1 and a few rows, so each renders in
/// milliseconds.
extension TableRenderTestCase {
    /// A one-section spec at scale 1 with the given rows.
    static func tinySpec(rows: [String] = ["About", "Wi-Fi"], width: Int = 200) -> String {
        let items = rows.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{ "width": \#(width), "scale": 1, "sections": [ { "header": "H", "rows": [ \#(items) ] } ] }"#
    }

    /// Writes `text` to `relative`, creating its folders.
    @discardableResult
    func writeCreatingFolders(_ text: String, to relative: String) throws -> URL {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// `specs/` with a JSON at the top, a YAML one level down and a `.yml` two levels down.
    func writeSpecFolder() throws {
        try writeCreatingFolders(Self.tinySpec(rows: ["Top"]), to: "specs/top.json")
        try writeCreatingFolders("width: 180\nscale: 1\nsections:\n  - rows: [Middle, Row]\n", to: "specs/a/middle.yaml")
        try writeCreatingFolders("width: 160\nscale: 1\nsections:\n  - rows: [Deep]\n", to: "specs/a/b/deep.yml")
    }

    /// Every regular file under `relative`, as sorted paths relative to it.
    func files(under relative: String) -> [String] {
        let root = folder.appendingPathComponent(relative).path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// The lines of standard output.
    func stdoutLines(_ result: CommandResult) -> [String] {
        result.stdoutText.split(separator: "\n").map(String.init)
    }
}
