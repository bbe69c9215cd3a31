import ArgumentParser
import Foundation
import TableImport
import TableRenderKit
import TableSpec

/// `tablerender import PATH.bundle|PANE.plist|FILE.storyboard|VIEW.swift [--pane NAME] [-o spec.json|yaml]`:
/// writes a pane as an editable spec.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a pane of a Settings bundle, a .plist pane file, a storyboard or a SwiftUI file as a spec.",
        discussion: """
            The spec renders the same pixels as the pane (tablerender PATH.bundle --pane NAME). A storyboard's \
            panes are its static table views (tablerender import Main.storyboard --pane Settings); a SwiftUI \
            file's are its previews, else its views whose body is a Form or List (tablerender import \
            SettingsView.swift --view SettingsView; docs/swiftui.md). Without -o \
            the spec is printed as JSON; -o NAME.yaml or .yml writes YAML. Cell images become paths relative \
            to the output's folder. Warnings as for render; exit 2 when the bundle's root or the storyboard \
            cannot be read.
            """)

    @Argument(help: ArgumentHelp("A Settings bundle (PATH.bundle), a .plist pane file, a storyboard (FILE.storyboard) or a SwiftUI source file (VIEW.swift).",
                                 valueName: "bundle-or-storyboard"))
    var bundle: String

    @Option(help: "The pane to write (a bundle pane's file name without .plist, or its title; a storyboard scene's name; a Swift file's preview or view); default: the root pane, a storyboard's or Swift file's first.")
    var pane: String?

    @Option(name: .shortAndLong, help: "The spec file to write (.json, .yaml or .yml); - or nothing prints JSON.")
    var output: String?

    @Option(help: "Output syntax: json or yaml (default: from the output's extension, else json).")
    var format: SpecFormat?

    @OptionGroup var bundleArguments: BundleArguments

    @Flag(name: .shortAndLong, help: "Do not print warnings.")
    var quiet = false

    @OptionGroup var strictOption: StrictOption
    /// `--strict`.
    var strict: Bool { strictOption.strict }

    func validate() throws {
        if !BundleSource.handles(bundle) {
            throw ValidationError("import reads a Settings bundle (PATH.bundle), a .plist pane file, a storyboard (FILE.storyboard) or a SwiftUI file (VIEW.swift)")
        }
    }

    func run() throws {
        do {
            var source = BundleSource(path: bundle, options: bundleArguments.options)
            source.strict = strict
            let found = try source.pane(pane)
            if !quiet { for warning in found.warnings { printError(warning) } }
            let target = output ?? "-"
            let syntax = format ?? (target == "-" ? .json : SpecFormat.infer(fromPath: target))
            let folder = target == "-"
                ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                : URL(fileURLWithPath: target).deletingLastPathComponent()
            let spec = Self.relativeImages(found.pane.spec, to: folder.standardizedFileURL.path)
            if !quiet, Self.hasImagesOutside(spec) {
                printError(DiagnosticText.line("\(PathEscaping.escaped(bundle)): warning: the spec's cell images are outside its folder; render it with --allow-outside-paths, or write the spec beside the bundle"))
            }
            let text = SpecWriter.write(spec, format: syntax)
            if target == "-" {
                FileHandle.standardOutput.write(Data(text.utf8))
            } else {
                try AtomicFile.write(Array(text.utf8), to: target)
            }
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
    }

    /// Image paths (absolute after reading) relative to the spec's folder, as a spec writes them.
    static func relativeImages(_ spec: Spec, to folder: String) -> Spec {
        var spec = spec
        spec.updateRows { row in
            if case .image(let path)? = row.icon { row.icon = .image(path: relativePath(path, from: folder)) }
        }
        return spec
    }

    /// Whether a cell image path climbs out of the spec's folder.
    static func hasImagesOutside(_ spec: Spec) -> Bool {
        spec.sections.flatMap(\.rows).contains {
            if case .image(let path)? = $0.icon { return path.hasPrefix("../") }
            return false
        }
    }

    /// `path` written from `folder` (`../Settings.bundle/bell.png`).
    static func relativePath(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
