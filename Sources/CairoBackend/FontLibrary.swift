import CCairo
import Foundation

/// The fonts tablerender may use: a fontconfig configuration built from known folders only, so the same spec
/// finds the same fonts (and gives the same bytes) on every machine with the same packages.
public final class FontLibrary {
    /// The folder `make deps` fills with the pinned fonts of `Fonts/fonts.lock`, in the checkout this library was
    /// built from: found without installing anything system-wide.
    public static let checkoutFolder = parent(parent(parent(#filePath))) + "/Fonts"

    /// Where the pinned fonts are looked for, first found wins: `tablerender-fonts` beside the executable and
    /// `../share/tablerender/fonts` (an installed copy: `make install`, a release archive), then the checkout's
    /// `Fonts/` unless `TABLERENDER_NO_CHECKOUT_FONTS` is set (to prove an installed copy uses its own fonts
    /// while the checkout it was built from is still there). Never the system's font folders: a golden must not
    /// change because a distribution ships another Inter.
    public static var pinnedFolderCandidates: [String] {
        pinnedFolderCandidates(executable: executablePath,
                               includingCheckout: getenv("TABLERENDER_NO_CHECKOUT_FONTS") == nil)
    }

    /// The candidates for an executable at `executable`, with or without the checkout's `Fonts/` last.
    static func pinnedFolderCandidates(executable: String?, includingCheckout: Bool) -> [String] {
        var candidates: [String] = []
        if let executable {
            let folder = parent(executable)
            candidates.append(folder + "/tablerender-fonts")
            candidates.append(parent(folder) + "/share/tablerender/fonts")
        }
        if includingCheckout { candidates.append(checkoutFolder) }
        return candidates
    }

    /// The running executable, symbolic links resolved. On Linux the kernel's `/proc/self/exe`: `Bundle.main`
    /// gives the same path but builds a bundle for it first, listing the executable's folder (≈0.5 ms before
    /// the first font loads, on every run).
    static var executablePath: String? {
        #if os(Linux)
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let length = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                readlink("/proc/self/exe", $0, bytes.count)
            } } ?? -1
        }
        if length > 0 && length < buffer.count { return String(decoding: buffer[..<length], as: UTF8.self) }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path
    }

    /// `path` without its last component (`/a/b/c` → `/a/b`, `/a` → `/`).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Dots per inch of every Pango context and of the font map: 72 makes one Pango point one user-space unit,
    /// so text is sized in points whatever the surface.
    static let resolution = 72.0

    /// The folders that were found and loaded.
    public let folders: [String]
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// Loads the fonts of `folders`; by default `TABLERENDER_FONT_DIRS` (colon-separated, replacing the pinned
    /// fonts: the user's own choice), else the first complete pinned folder (`pinnedFolderCandidates`).
    public init(folders requested: [String]? = nil) throws {
        let environment = ProcessInfo.processInfo.environment["TABLERENDER_FONT_DIRS"]
        let loaded: [String]
        if let chosen = requested ?? environment.map({ $0.split(separator: ":").map(String.init) }) {
            loaded = chosen.filter(FontLibrary.isFolder)
            guard !loaded.isEmpty else {
                throw CairoError("no font folder among \(chosen.joined(separator: ", "))")
            }
        } else {
            loaded = [try FontLibrary.pinnedFolder()]
        }
        guard let config = FcConfigCreate() else { throw CairoError("fontconfig: cannot create a configuration") }
        // Also the process's current configuration: otherwise fontconfig loads the system's /etc/fonts (every
        // conf.d rule) the first time anything asks for the current one, which costs start-up time and lets a
        // machine's rules reach the pixels. fontconfig takes its own reference.
        FcConfigSetCurrent(config)
        // Only these folders, no system rules; the caches make start-up fast and keep fontconfig from
        // complaining that it has nowhere to write one. They hold font metadata, never rendering choices.
        // Appended in a loop: `joined()` over strings is generic code whose first use scans every protocol
        // conformance of the binary, on the prefetch's path.
        var xml = "<?xml version=\"1.0\"?><fontconfig>"
        for folder in loaded { xml += "<dir>" + FontLibrary.escapeXML(folder) + "</dir>" }
        xml += FontLibrary.bitmapScalingRules
            + "<cachedir prefix=\"xdg\">fontconfig</cachedir><cachedir>/var/cache/fontconfig</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw CairoError("fontconfig: cannot load the fonts in \(loaded.joined(separator: ", "))")
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw CairoError("pango: cannot create a FreeType font map")
        }
        // The font map takes its own reference to the configuration.
        tr_font_map_set_config(map, config)
        // The contexts' resolution for the map too: Pango measures each new font's metrics in a context of its
        // own at the map's resolution (96 dpi by default), and a resolution other than the contexts' makes that
        // a second font set per size, matched by two more threads, shaped and measured again (≈0.15 ms a size).
        pango_cairo_font_map_set_resolution(OpaquePointer(map), FontLibrary.resolution)
        self.config = config
        self.fontMap = map
        self.folders = loaded
    }

    /// Fontconfig's own 10-scale-bitmap-fonts rules: colour emoji fonts (Noto Color Emoji) are bitmaps at one
    /// strike size, and without these rules they are drawn at that size (109 px) instead of the text size.
    private static let bitmapScalingRules = """
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>
        <name target="font">pixelsize</name></divide></edit></match>
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>
        <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
        </match>
        """

    /// The first of `candidates` holding every file its `fonts.lock` names.
    static func pinnedFolder(among candidates: [String] = pinnedFolderCandidates) throws -> String {
        var problems: [String] = []
        for folder in candidates where isFolder(folder) {
            guard let text = try? String(contentsOfFile: folder + "/fonts.lock", encoding: .utf8) else { continue }
            let missing = PinnedFonts.fileNames(inLock: text).filter { access(folder + "/" + $0, F_OK) != 0 }
            if missing.isEmpty { return folder }
            problems.append("\(folder) lacks \(missing.joined(separator: ", "))")
        }
        let detail = problems.isEmpty ? "no pinned font folder (\(candidates.joined(separator: ", ")))"
            : problems.joined(separator: "; ")
        throw CairoError("the pinned fonts are not installed: \(detail); run `make deps` (scripts/install-fonts.py) "
            + "or set TABLERENDER_FONT_DIRS")
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `text` with `&`, `<` and `>` as XML entities. Written out rather than with Foundation's
    /// `replacingOccurrences`, whose first use (bridging through `NSString`) scans every protocol conformance of
    /// the binary, ≈0.3 ms on the font prefetch's path before anything else could.
    static func escapeXML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    deinit {
        tr_g_object_unref(fontMap)
        FcConfigDestroy(config)
    }

    /// Whether a font family of that name is among the loaded fonts (fontconfig otherwise substitutes one).
    public func hasFamily(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let fonts = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(fonts) }
        let wanted = family.lowercased()
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[index] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            var n: Int32 = 0
            while FcPatternGetString(font, FC_FAMILY, n, &value) == FcResultMatch {
                if let value, String(cString: value).lowercased() == wanted { return true }
                n += 1
            }
        }
        return false
    }
}
