import CCairo
import Foundation

extension FontLibrary {
    /// One loaded font face as fontconfig lists it.
    struct FontFace {
        var family: String
        /// The font's `head.fontRevision`, 16.16 fixed point (fontconfig's `fontversion`).
        var revision: Int
        var file: String
    }

    /// Every face in the loaded folders, sorted by family, then file.
    func faces() -> [FontFace] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_FONTVERSION, FC_FILE] { FcObjectSetAdd(objects, object) }
        guard let fonts = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(fonts) }
        var result: [FontFace] = []
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[index] else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            var file: UnsafeMutablePointer<FcChar8>?
            var revision: Int32 = 0
            guard FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let family,
                  FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            _ = FcPatternGetInteger(font, FC_FONTVERSION, 0, &revision)
            result.append(FontFace(family: String(cString: family), revision: Int(revision),
                                   file: String(cString: file)))
        }
        return result.sorted { ($0.family, $0.file) < ($1.family, $1.file) }
    }

    /// The fonts in one line, for the versions recorded in PNGs: each family with its version, then the number
    /// of files and a checksum of their names, sizes and versions, so a changed or added file shows even when
    /// its family's version did not move. E.g. `Inter 3.019, DejaVu Sans 2.037 (60 files, crc 1a2b3c4d)`.
    public var versionSummary: String {
        let faces = faces()
        var versions: [String: Set<Int>] = [:]
        for face in faces { versions[face.family, default: []].insert(face.revision) }
        let families = versions.keys.sorted().map { family in
            "\(family) " + (versions[family] ?? []).sorted().map(Self.formatRevision).joined(separator: "/")
        }
        // Files rather than faces: a collection (.ttc) holds several faces of one file.
        var files: [String: String] = [:]
        for face in faces {
            // lstat, as FileManager's attributes do, without their owner lookups (which read /etc/passwd and
            // /etc/group for every file, on the path to the first layout).
            var info = stat()
            let size = lstat(face.file, &info) == 0 ? Int(info.st_size) : -1
            let name = URL(fileURLWithPath: face.file).lastPathComponent
            files[face.file] = "\(name) \(size) \(face.revision)"
        }
        let fingerprint = files.values.sorted().joined(separator: "\n")
        let crc = String(CRC32.checksum(Array(fingerprint.utf8)), radix: 16)
        let paddedCRC = String(repeating: "0", count: 8 - crc.count) + crc
        return families.joined(separator: ", ") + " (\(files.count) files, crc \(paddedCRC))"
    }

    /// A 16.16 font revision as its usual three decimals: 197853 → `3.019`.
    static func formatRevision(_ revision: Int) -> String {
        let thousandths = (revision * 1000 + 32768) >> 16
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
