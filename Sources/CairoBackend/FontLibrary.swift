import CCairo
import Foundation

/// The fonts tablerender may use: a fontconfig configuration built from known folders only, so the same spec
/// finds the same fonts (and gives the same bytes) on every machine with the same packages.
public final class FontLibrary {
    /// Folders scanned when `TABLERENDER_FONT_DIRS` is not set: Inter first, then fallbacks for symbols,
    /// emoji and scripts Inter lacks. Missing folders are skipped.
    public static let defaultFolders = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/wqy",
        "/opt/homebrew/share/fonts",
        "/usr/local/share/fonts",
        "/Library/Fonts",
        NSHomeDirectory() + "/Library/Fonts",
    ]

    /// The folders that were found and loaded.
    public let folders: [String]
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// Loads the fonts of `folders` (default: `TABLERENDER_FONT_DIRS`, colon-separated, else `defaultFolders`).
    public init(folders requested: [String]? = nil) throws {
        let environment = ProcessInfo.processInfo.environment["TABLERENDER_FONT_DIRS"]
        let candidates = requested ?? environment.map { $0.split(separator: ":").map(String.init) }
            ?? FontLibrary.defaultFolders
        var loaded: [String] = []
        for folder in candidates {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
                loaded.append(folder)
            }
        }
        guard !loaded.isEmpty else {
            throw CairoError("no fonts found in \(candidates.joined(separator: ", ")); install fonts-inter "
                + "(make demo does) or set TABLERENDER_FONT_DIRS")
        }
        guard let config = FcConfigCreate() else { throw CairoError("fontconfig: cannot create a configuration") }
        // Only these folders, no system rules; the caches make start-up fast and keep fontconfig from
        // complaining that it has nowhere to write one. They hold font metadata, never rendering choices.
        let xml = "<?xml version=\"1.0\"?><fontconfig>"
            + loaded.map { "<dir>\(FontLibrary.escapeXML($0))</dir>" }.joined()
            + FontLibrary.bitmapScalingRules
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

    private static func escapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
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
