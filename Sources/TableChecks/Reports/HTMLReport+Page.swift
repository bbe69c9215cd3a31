import TableRenderKit
/// The page around the entries, from three files embedded in the binary at build time (SwiftPM's
/// `.embedInCode`, so the tool stays one relocatable file): `Resources/report.html`, the skeleton (head,
/// Content Security Policy, the shortcuts dialog and the 100 % viewer); `report.css`, its style sheet (system
/// fonts only, light and dark, three panes on wide screens and one on narrow); `report.js`, its script (filters
/// kept in the URL hash, keyboard navigation, the wipe and onion views, the 100 % viewer; it reads only the page
/// itself, never the report's strings as markup, and marks each embedded image with `data-loaded`, its natural
/// width, once decoded, which the browser test reads back).
///
/// The skeleton holds four markers, each once and in this order: `{{title}}` (the escaped title), `{{style}}`
/// (the style sheet), `{{body}}` on a line of its own (that whole line is the header and the entries) and
/// `{{script}}` (the script). Nothing else is put into the files: their bytes are the page's. The one final line
/// feed of `report.css` and `report.js`, which editors add, is not part of the page.
extension HTMLReport {
    /// The page's bytes before and after the parts made from the report, put together once.
    struct Page {
        /// Up to the title.
        var beforeTitle: [UInt8]
        /// From the title to the header: the rest of the head, with the style sheet.
        var beforeBody: [UInt8]
        /// From the end of the entries: the dialogs, the script and the page's end.
        var afterBody: [UInt8]
    }

    /// The page made from the embedded files.
    static let page = Page(skeleton: PackageResources.report_html, style: PackageResources.report_css,
                           script: PackageResources.report_js)
}

extension HTMLReport.Page {
    /// The markers of the skeleton, in order.
    static let markers = ["{{title}}", "{{style}}", "{{body}}\n", "{{script}}"]

    /// `skeleton` cut at its markers, with `style` and `script` (each without its final line feed) in place.
    init(skeleton: [UInt8], style: [UInt8], script: [UInt8]) {
        var parts: [ArraySlice<UInt8>] = []
        var rest = skeleton[...]
        for marker in Self.markers {
            let (before, after) = Self.cut(rest, at: Array(marker.utf8))
            parts.append(before)
            rest = after
        }
        parts.append(rest)
        beforeTitle = Array(parts[0])
        beforeBody = Array(parts[1]) + Self.withoutFinalLineFeed(style) + parts[2]
        afterBody = Array(parts[3]) + Self.withoutFinalLineFeed(script) + parts[4]
    }

    /// What comes before and after the first `marker` in `bytes` (all of them and nothing when it is missing,
    /// which the tests rule out).
    static func cut(_ bytes: ArraySlice<UInt8>, at marker: [UInt8]) -> (ArraySlice<UInt8>, ArraySlice<UInt8>) {
        guard let range = bytes.firstRange(of: marker) else { return (bytes, []) }
        return (bytes[..<range.lowerBound], bytes[range.upperBound...])
    }

    /// `bytes` without one final line feed.
    static func withoutFinalLineFeed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...]
    }
}
