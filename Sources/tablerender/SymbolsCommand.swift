import ArgumentParser
import CairoBackend
import Foundation
import TableRenderKit
import TableSpec

/// `tablerender symbols`: lists every SF Symbols name a spec may write and what draws it, finds names, and
/// draws them all on a review sheet.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List, search or draw the supported SF Symbols names.",
        discussion: """
            One line per name, sorted: NAME, the \(SymbolCatalog.fontFamily) glyph (or the characters drawn in the \
            text font) and its code point, the variant rule when the name is drawn by one (circle, circle.fill, \
            square, square.fill, slash, badge.KIND), and "mirrors" when the symbol is flipped in right-to-left \
            layouts (tab-separated). --sheet draws every name (or those --search finds) in a grid: white in a \
            Settings tile and bare in the tint, light and dark, the name under each.
            """)

    @Flag(name: .long, help: "Print a JSON array of {name, glyph, codePoint, variant, source, mirrors} instead.")
    var json = false

    @Option(name: .long, help: "Only the names containing WORD (case-insensitive).")
    var search: String?

    @Option(name: .long, help: ArgumentHelp("Draw the names on a review sheet (.png or .pdf; a PDF has a page per 14,400 pt).",
                                            valueName: "out.png|out.pdf"))
    var sheet: String?

    @Option(name: .long, help: "Columns of the sheet (1…64).")
    var columns = 10

    @Option(name: .long, help: "Scale of a PNG sheet (0.5…4).")
    var scale = 2.0

    func validate() throws {
        try OptionRange.check("--columns", columns, in: 1...64)
        try OptionRange.check("--scale", scale, in: SpecLimits.scale)
        if let sheet, OutputFormat.infer(fromPath: sheet) == nil {
            throw ValidationError("--sheet writes a .png, .svg or .pdf file; \(sheet) has none of those extensions")
        }
    }

    func run() throws {
        let names = search.map(SymbolCatalog.search)
        guard let sheet else {
            print(json ? SymbolListing.json(names) : SymbolListing.text(names), terminator: "")
            return
        }
        let glyphs = (names ?? SymbolCatalog.names).compactMap(SymbolCatalog.glyph(named:))
        guard !glyphs.isEmpty else {
            printError("symbols: no name contains \(DiagnosticText.quoted(search ?? "")); nothing drawn")
            throw ExitCode(1)
        }
        do {
            let pipeline = try RenderPipeline()
            let list = pipeline.symbolSheet(glyphs, columns: columns, scale: scale)
            let format = OutputFormat.infer(fromPath: sheet) ?? .png
            let written = try pipeline.write(list, format: format, to: sheet, name: sheet)
            printStatus("\(glyphs.count) symbols drawn to \(written.joined(separator: ", "))")
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
    }
}
