import ArgumentParser
import Foundation
import TableSpec

/// `tablerender symbols`: lists every SF Symbols name a spec may write and the glyph that draws it.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the supported SF Symbols names and what draws each.",
        discussion: """
            One line per name, sorted: NAME, the \(SymbolCatalog.fontFamily) glyph and its code point, and \
            "mirrors" when the symbol is flipped in right-to-left layouts (tab-separated).
            """)

    @Flag(name: .long, help: "Print a JSON array of {name, glyph, codePoint, mirrors} instead.")
    var json = false

    func run() throws {
        print(json ? SymbolListing.json() : SymbolListing.text(), terminator: "")
    }
}
