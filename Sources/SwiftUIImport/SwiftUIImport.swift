import Foundation
import SwiftSyntax
import TableImport
import TableSpec

/// Reads a SwiftUI source file (never compiling or running it) into specs: one pane per `#Preview` (or
/// `PreviewProvider`), else per view whose body is a `Form` or `List`, so every command that takes a Settings
/// bundle takes a Swift file too. What cannot be known from the source is a positioned warning and a documented
/// default (docs/swiftui.md).
public enum SwiftUIImport {
    /// Whether `path` names a Swift source file.
    public static func handles(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".swift")
    }

    /// The file at `path` as panes. An unreadable file, a file past a limit, bytes that are not UTF-8, bad
    /// `--assume` arguments, a `--view`/`--preview` that is not there, and (with `--strict`) any warning are an
    /// `ImportError` (exit 2).
    public static func panes(atPath path: String, options: BundleOptions = BundleOptions()) throws -> SettingsImport {
        let bytes: [UInt8]
        do {
            bytes = try ImportFile.read(URL(fileURLWithPath: path), limit: SwiftUILimits.maximumFileBytes)
        } catch let error as ImportFileError {
            throw ImportError([ImportProblem(file: path, location: nil, path: nil, message: error.message, severity: .error)])
        }
        let roots = options.swiftUI.sources.isEmpty ? [SourceFolders.defaultRoot(for: path)] : options.swiftUI.sources
        let folders = SourceFolders(roots: roots, excluding: path)
        return try panes(source: bytes, name: path, options: options, folders: folders)
    }

    /// `bytes` (the file `name`) as panes, with other views and string tables from `folders` (none when nil):
    /// the reader without the file system, for tests and fuzzing.
    public static func panes(source bytes: [UInt8], name: String, options: BundleOptions = BundleOptions(),
                             folders: SourceFoldersList? = nil) throws -> SettingsImport {
        try panes(source: bytes, name: name, options: options,
                  folders: SourceFolders(swiftFiles: folders?.swiftFiles ?? [], stringFiles: folders?.stringFiles ?? []))
    }

    static func panes(source bytes: [UInt8], name: String, options: BundleOptions, folders: SourceFolders) throws -> SettingsImport {
        func fail(_ message: String, at location: TableSpec.SourceLocation? = nil) -> ImportError {
            ImportError([ImportProblem(file: name, location: location, path: nil, message: message, severity: .error)])
        }
        let source: SourceText
        do {
            source = try SourceText(name: name, bytes: bytes)
        } catch let refusal as SourceText.Refusal {
            throw fail(refusal.message, at: refusal.location)
        }
        let assumed = Reader.assumptions(options.swiftUI.assumptions)
        if let problem = assumed.problems.first { throw fail(problem) }
        let program = Program(main: source, others: folders.swiftFiles)
        let strings = StringTables(files: folders.stringFiles, locale: options.locale)
        let targets = try self.targets(program, options: options.swiftUI, fail: { fail($0) })

        var panes: [SettingsPane] = []
        var problems: [ImportProblem] = []
        if let truncated = folders.truncated { problems.append(ImportProblem(file: name, location: nil, path: nil, message: truncated)) }
        var usedNames: Set<String> = []
        for target in targets.list {
            let reader = Reader(program: program, strings: strings, assumptions: assumed.values)
            let root = reader.makeScope(parent: nil, owner: nil, source: source)
            let pieces: [Piece]
            switch target.kind {
            case .preview(let preview):
                // A PreviewProvider's own members (`@State static var on = true`) are in scope.
                let owner = preview.owner.flatMap(program.type)
                let scope = owner.map { reader.makeScope(parent: nil, owner: $0, source: $0.source, isOwnerScope: true) } ?? root
                pieces = reader.views(preview.statements, in: scope)
            case .view(let info): pieces = reader.inline(info, call: nil, at: info.node, in: root)
            }
            var listContent = Self.firstList(in: pieces)
            if listContent == nil {
                reader.warn("no Form or List in \(DiagnosticQuote.text(target.name)); its views are drawn as the rows of one list",
                            at: target.node, in: source)
                listContent = Self.rowsOfStacks(pieces)
            }
            var sections = reader.sections(from: listContent ?? [])
            // Pieces are values; the scopes (and the closures they hold) are no longer needed.
            reader.registry.release()
            if Self.trimOutlines(&sections) {
                reader.warn("disclosure groups nest more than \(SpecLimits.maximumOutlineDepth) levels in \(DiagnosticQuote.text(target.name)); the deeper ones are drawn closed, without their content",
                            at: target.node, in: source)
            }
            var spec = Spec(sections: sections)
            let traits = reader.traits
            spec.style = traits.style ?? .insetGrouped
            spec.tint = traits.tint
            spec.searchBar = traits.search
            spec.appearance = traits.appearance ?? .light
            spec.screen = options.screen
            if let title = traits.title {
                spec.navigationBar = NavigationBarSpec(title: title, largeTitle: traits.largeTitle ?? true,
                                                       trailing: traits.trailingButton, leading: traits.leadingButton)
            }
            let clamped = ImportedSpecClamp.clamp(spec)
            var paneName = target.name
            var number = 2
            while usedNames.contains(paneName) {
                paneName = "\(target.name) \(number)"
                number += 1
            }
            usedNames.insert(paneName)
            var paneProblems = reader.problems
            paneProblems += clamped.warnings.map { ImportProblem(file: name, location: nil, path: nil, message: $0) }
            let normalized = try Self.normalized(clamped.spec, name: name)
            problems += paneProblems.map { problem in
                var problem = problem
                problem.pane = paneName
                return problem
            }
            panes.append(SettingsPane(name: paneName, file: name, title: traits.title ?? target.name, parentTitle: nil,
                                      spec: normalized))
        }
        problems += strings.problems
        problems += program.skippedFiles.map { ImportProblem(file: $0.0, location: nil, path: nil, message: "not read: \($0.1)") }
        problems += targets.notes.map { ImportProblem(file: name, location: nil, path: nil, message: $0) }
        if options.swiftUI.strict, !problems.isEmpty {
            throw ImportError(ImportProblem.capped(problems.map { problem in
                var problem = problem
                problem.severity = .error
                return problem
            }))
        }
        return SettingsImport(panes: panes, problems: ImportProblem.capped(problems))
    }

    /// The spec as `import` writes it and a render of that file reads it back, so both draw the same pixels.
    private static func normalized(_ spec: Spec, name: String) throws -> Spec {
        let text = SpecWriter.write(spec, format: .json)
        do {
            return try SpecLoader.decode(SpecLoader.parse(Array(text.utf8), format: .json))
        } catch let error as SpecError {
            throw ImportError(error.diagnostics.map {
                ImportProblem(file: name, location: nil, path: $0.path,
                              message: "the spec made from this file is not valid (\($0.message)); please report it", severity: .error)
            })
        }
    }

    /// A screen built without a list (a `ScrollView` of `VStack`s) as rows: vertical stacks are opened, so each
    /// view stacked in them becomes a row, as the list it imitates would show it.
    static func rowsOfStacks(_ pieces: [Piece]) -> [Piece] {
        pieces.flatMap { piece -> [Piece] in
            switch piece.kind {
            case .stack(false, let inner), .group(let inner):
                // A card of rows under a secondary-coloured title (a hand-made section) becomes a section.
                let opened = Reader.flattened(inner)
                if opened.count > 1, case .text = opened[0].kind, opened[0].style.secondary {
                    return [Piece(.section(header: [opened[0]], footer: [], content: rowsOfStacks(Array(opened.dropFirst()))))]
                }
                return rowsOfStacks(inner)
            default: return [piece]
            }
        }
    }

    /// Drops the children of outline rows nested deeper than the spec allows; true when any were dropped.
    static func trimOutlines(_ sections: inout [Section]) -> Bool {
        var trimmed = false
        func trim(_ rows: inout [Row], depth: Int) {
            for index in rows.indices where rows[index].children != nil {
                if depth >= SpecLimits.maximumOutlineDepth {
                    rows[index].children = nil
                    rows[index].expanded = false
                    trimmed = true
                } else if var children = rows[index].children {
                    trim(&children, depth: depth + 1)
                    rows[index].children = children
                }
            }
        }
        for index in sections.indices { trim(&sections[index].rows, depth: 0) }
        return trimmed
    }

    /// The first `Form`'s or `List`'s content, searching through wrappers (`NavigationStack`, `VStack`).
    static func firstList(in pieces: [Piece]) -> [Piece]? {
        for piece in pieces {
            switch piece.kind {
            case .list(let inner): return inner
            case .group(let inner), .stack(_, let inner):
                if let found = firstList(in: inner) { return found }
            default: continue
            }
        }
        return nil
    }

    /// What one pane draws: a preview or a view.
    struct Target {
        enum Kind {
            case preview(PreviewDecl)
            case view(TypeInfo)
        }
        var name: String
        var kind: Kind
        var node: Syntax
    }

    /// The panes to read: `--preview`/`--view`, else every preview, else every view whose body holds a
    /// `Form` or `List`, else the file's first view. An untitled `#Preview` is named after the file (`Settings`
    /// for `Settings.swift`, then `Settings 2`…), so two files' previews do not share output names.
    static func targets(_ program: Program, options: SwiftUIOptions,
                        fail: (String) -> ImportError) throws -> (list: [Target], notes: [String]) {
        let views = program.mainViews
        let stem = URL(fileURLWithPath: program.main.name).deletingPathExtension().lastPathComponent
        var untitled = 0
        let previews = program.previews.map { preview -> (String, PreviewDecl) in
            if let name = preview.name { return (name, preview) }
            untitled += 1
            return (untitled == 1 ? stem : "\(stem) \(untitled)", preview)
        }
        if let wanted = options.preview {
            // `Preview` also names the first untitled one, as Xcode's canvas labels it.
            guard let preview = previews.first(where: { $0.0 == wanted })
                ?? (wanted == "Preview" ? previews.first(where: { $0.1.name == nil }) : nil) else {
                let names = previews.map { DiagnosticText.quoted($0.0) }.joined(separator: ", ")
                throw fail("no preview \(DiagnosticText.quoted(wanted)); " + (names.isEmpty ? "the file has none" : "the previews are \(names)"))
            }
            return ([Target(name: preview.0, kind: .preview(preview.1), node: preview.1.node)], [])
        }
        if let wanted = options.view {
            guard let info = program.type(wanted), info.isView else {
                let names = views.map { DiagnosticText.quoted($0.name) }.joined(separator: ", ")
                throw fail("no view \(DiagnosticText.quoted(wanted)); " + (names.isEmpty ? "the file declares none" : "the file's views are \(names)"))
            }
            return ([Target(name: info.name, kind: .view(info), node: info.node)], [])
        }
        if !previews.isEmpty {
            return (previews.map { Target(name: $0.0, kind: .preview($0.1), node: $0.1.node) }, [])
        }
        let lists = views.filter(Self.bodyHoldsList)
        if !lists.isEmpty { return (lists.map { Target(name: $0.name, kind: .view($0), node: $0.node) }, []) }
        guard let first = views.first else { throw fail("no SwiftUI view (a type with a body) in the file") }
        return ([Target(name: first.name, kind: .view(first), node: first.node)],
                ["no preview and no view whose body is a Form or List; \(DiagnosticText.quoted(first.name)) is drawn (pick another with --view)"])
    }

    /// Whether a view's body calls `Form` or `List` anywhere.
    static func bodyHoldsList(_ info: TypeInfo) -> Bool {
        guard let body = info.properties["body"]?.binding.accessorBlock else { return false }
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "Form" || name == "List" {
                    found = true
                    return .skipChildren
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }
}
