import ArgumentParser
import TableGraphics
import TableSpec

/// `tablerender schema`: prints the spec's JSON Schema (draft 2020-12) for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the spec (draft 2020-12).",
        discussion: "Point an editor at it with \"$schema\" in a spec, or yaml-language-server's schema comment.")

    func run() throws {
        print(SpecSchema.json(), terminator: "")
    }
}
