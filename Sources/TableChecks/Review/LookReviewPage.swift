import CairoBackend
import Foundation
import TableRenderKit

/// The page of `tablerender review`: one self-contained HTML file (images embedded, no script, a content
/// security policy that allows no request), a card per screen with both looks side by side and the layout
/// differences listed. The same screens give the same bytes.
public struct LookReviewPage {
    /// Most bytes of images one page embeds; past them a note stands in for a screen's images.
    public static let maximumEmbeddedImageBytes = 128 << 20

    /// The screens, in the order given.
    public var screens: [LookReview.Screen]
    /// The two looks' labels (`iOS 18`, `iOS 26`).
    public var labels: (String, String)

    /// Creates the page.
    public init(screens: [LookReview.Screen], labels: (String, String)) {
        self.screens = screens
        self.labels = labels
    }

    /// The page as UTF-8 bytes.
    public func render() -> [UInt8] {
        let changed = screens.filter { !$0.changes.isEmpty }.count
        let failed = screens.filter { $0.error != nil }.count
        let title = "tablerender review: \(labels.0) → \(labels.1)"
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
            <title>\(HTMLEscaping.escaped(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header><h1>\(HTMLEscaping.escaped(title))</h1>
            <p>\(screens.count) \(screens.count == 1 ? "screen" : "screens"), \(changed) with layout differences\(failed > 0 ? ", \(failed) not drawn" : "").</p></header>
            <main>

            """
        var embedded = 0
        for screen in screens {
            html += "<section class=\"screen\"><h2>\(HTMLEscaping.escaped(screen.name))</h2>\n"
            if let error = screen.error {
                html += "<pre class=\"error\">\(HTMLEscaping.escaped(multiline: error))</pre></section>\n"
                continue
            }
            if screen.changes.isEmpty {
                html += "<p class=\"same\">The same layout in both looks (only the drawing differs).</p>\n"
            } else {
                html += "<details open><summary>\(screen.changes.count) layout \(screen.changes.count == 1 ? "difference" : "differences")</summary><ul>"
                for change in screen.changes { html += "<li>\(HTMLEscaping.escaped(change))</li>" }
                html += "</ul></details>\n"
            }
            let images = [(labels.0, screen.before), (labels.1, screen.after)].map { label, png in
                (label, png.flatMap(EmbeddablePNG.stripped))
            }
            let bytes = images.reduce(0) { $0 + ($1.1?.count ?? 0) }
            if embedded + bytes > Self.maximumEmbeddedImageBytes {
                html += "<p class=\"note\">Images left out: the page already embeds \(Self.maximumEmbeddedImageBytes >> 20) MiB of images.</p>\n"
            } else {
                embedded += bytes
                html += "<div class=\"pair\">"
                for (label, png) in images {
                    html += "<figure><figcaption>\(HTMLEscaping.escaped(label))</figcaption>"
                    if let png {
                        html += "<img alt=\"\(HTMLEscaping.escaped(screen.name)) in \(HTMLEscaping.escaped(label))\" src=\"data:image/png;base64,"
                            + Data(png).base64EncodedString() + "\">"
                    }
                    html += "</figure>"
                }
                html += "</div>\n"
            }
            html += "</section>\n"
        }
        html += "</main>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    private static let style = """
        :root{color-scheme:light dark;--bg:#f2f2f7;--card:#fff;--text:#1c1c1e;--dim:#6c6c70;--line:#d1d1d6}\
        @media (prefers-color-scheme:dark){:root{--bg:#000;--card:#1c1c1e;--text:#f2f2f7;--dim:#98989f;--line:#38383a}}\
        body{margin:0;background:var(--bg);color:var(--text);font:15px/1.4 system-ui,-apple-system,sans-serif}\
        header,main{max-width:1200px;margin:0 auto;padding:12px 16px}h1{font-size:20px;margin:0 0 4px}\
        .screen{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px 14px;margin:0 0 16px}\
        .screen h2{font-size:16px;margin:0 0 6px}.same,.note{color:var(--dim)}ul{margin:4px 0;padding-left:20px}\
        .pair{display:grid;grid-template-columns:1fr 1fr;gap:12px;align-items:start}\
        figure{margin:0}figcaption{font-weight:600;margin:0 0 4px}img{max-width:100%;height:auto;border:1px solid var(--line);border-radius:6px}\
        .error{white-space:pre-wrap;color:#d70015}
        """
}
