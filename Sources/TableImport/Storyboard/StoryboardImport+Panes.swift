import Foundation
import TableSpec

extension StoryboardImport {
    /// Whether `path` names an Interface Builder document (`.storyboard` or `.xib`).
    public static func handles(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib")
    }

    /// The storyboard at `path` as panes, one per static table view controller in document order, so every
    /// command that takes a Settings bundle (render, check, sheet, `--pane`, `--out-dir`, import) takes it too.
    /// A file that is not well-formed XML is an `ImportError` (exit 2); a document without a static table is one
    /// too, since there is nothing to draw. `screen` draws each table as a whole screen with its navigation bar;
    /// `imageCheck` decides which images can be shown (the others are skipped with a warning).
    public static func panes(atPath path: String, screen: Bool = false,
                             imageCheck: ImageCheck = .regularFile) throws -> SettingsImport {
        let shown = path
        let document: StoryboardDocument
        do {
            document = try StoryboardImport.document(atPath: path, imageCheck: imageCheck)
        } catch let error as XMLSyntaxError {
            throw ImportError([ImportProblem(file: shown, location: error.location, path: nil,
                                                       message: error.message, severity: .error)])
        } catch let error as ImportFileError {
            throw ImportError([ImportProblem(file: shown, location: nil, path: nil, message: error.message, severity: .error)])
        } catch {
            throw ImportError([ImportProblem(file: shown, location: nil, path: nil,
                                                       message: "cannot read the file (\(error.localizedDescription))",
                                                       severity: .error)])
        }
        // The tables share the file, so each warning names its table's pane (the document's go with the first),
        // and a batch prints each once.
        func problem(_ warning: StoryboardWarning, pane: String?) -> ImportProblem {
            var problem = ImportProblem(file: shown, location: warning.location, path: nil, message: warning.message)
            problem.pane = pane
            return problem
        }
        var problems = document.warnings.map { problem($0, pane: document.tables.first?.name) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let panes = document.tables.map { table -> SettingsPane in
            problems += table.warnings.map { problem($0, pane: table.name) }
            var spec = table.spec
            spec.screen = screen
            // Image paths are relative to the storyboard's folder; the pipeline reads them as given.
            spec.updateRows { row in
                if case .image(let relative)? = row.icon, !relative.hasPrefix("/") {
                    row.icon = .image(path: folder.appendingPathComponent(relative).standardized.path)
                }
            }
            // Held to a spec file's limits, so a huge storyboard cannot make a pane no spec could describe.
            let clamped = ImportedSpecClamp.clamp(spec)
            spec = clamped.spec
            problems += clamped.warnings.map {
                var problem = ImportProblem(file: shown, location: nil, path: nil, message: $0)
                problem.pane = table.name
                return problem
            }
            let bar = spec.navigationBar
            return SettingsPane(name: table.name, file: shown, title: bar?.title ?? table.name,
                                parentTitle: bar?.back, spec: spec)
        }
        guard !panes.isEmpty else {
            let notes = problems.map(\.message).joined(separator: "; ")
            throw ImportError([ImportProblem(
                file: shown, location: nil, path: nil,
                message: "no static table view controller to draw" + (notes.isEmpty ? "" : " (\(notes))"),
                severity: .error)])
        }
        return SettingsImport(panes: panes, problems: ImportProblem.capped(problems))
    }
}
