import Foundation
import TableSpec

/// One pane of a Settings bundle as a spec.
public struct SettingsPane: Sendable {
    /// The pane's name: its file without `.plist` (`Root`, or a child's `File`); `--pane` and `--out-dir` use it.
    public var name: String
    /// The plist read for it.
    public var file: String
    /// The navigation bar's title: the app's name for the root pane, the leading row's title for a child.
    public var title: String
    /// The title of the pane that leads here (the back button's label), or nil for the root.
    public var parentTitle: String?
    /// The pane drawn as Settings draws it.
    public var spec: Spec

    /// Creates a pane.
    public init(name: String, file: String, title: String, parentTitle: String?, spec: Spec) {
        self.name = name
        self.file = file
        self.title = title
        self.parentTitle = parentTitle
        self.spec = spec
    }
}

/// Every pane reachable from a bundle's root, depth-first, and what looked odd on the way.
public struct SettingsImport: Sendable {
    /// The panes, root first, children depth-first in the order their rows appear, each once.
    public var panes: [SettingsPane]
    /// Warnings (and, from `validate`, lint findings), in the order found.
    public var problems: [ImportProblem]

    /// Creates an import.
    public init(panes: [SettingsPane], problems: [ImportProblem]) {
        self.panes = panes
        self.problems = problems
    }

    /// The problems to show with `pane`: those in its own plist, and for the root pane those of no pane (the
    /// `.strings` files), so a batch prints each once.
    public func problems(for pane: SettingsPane) -> [ImportProblem] {
        let paneFiles = Set(panes.map(\.file))
        let isRoot = pane.name == panes.first?.name
        return problems.filter { problem in
            if let owner = problem.pane { return owner == pane.name }
            return problem.file == pane.file || (isRoot && !paneFiles.contains(problem.file))
        }
    }

    /// The pane named `name` (its file name without `.plist`), else the first whose title is `name`.
    public func pane(named name: String) -> SettingsPane? {
        panes.first { $0.name == name } ?? panes.first { $0.title == name }
    }
}

/// Reads a `.bundle` folder (or one `.plist` pane file) into specs, one per pane.
public enum SettingsBundleReader {
    /// Whether `path` is something this reader takes: a folder named `*.bundle` or a `.plist` file.
    public static func handles(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let lowered = trimmed.lowercased()
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder)
        if lowered.hasSuffix(".bundle") { return !exists || isFolder.boolValue }
        return lowered.hasSuffix(".plist")
    }

    /// Reads every reachable pane. Throws `ImportError` only where iOS would fail: the root plist is missing,
    /// unreadable or not a pane. `imageCheck` decides which cell images can be shown (the others are left out
    /// with a warning).
    public static func read(_ path: String, options: BundleOptions = BundleOptions(),
                            imageCheck: ImageCheck = .regularFile) throws -> SettingsImport {
        var reading = BundleReading(path: path, options: options, imageCheck: imageCheck)
        return try reading.run()
    }
}

/// The state of one read: the folder, the strings tables loaded so far, the panes and problems.
struct BundleReading {
    var folder: URL
    var display: String
    var rootStem: String
    var isBundle: Bool
    var inApp: Bool
    var options: BundleOptions
    var appName: String
    var panes: [SettingsPane] = []
    var problems: [ImportProblem] = []
    var imageCheck: ImageCheck
    var tables: [String: Localizer] = [:]
    var visited: Set<String> = []
    /// The localisations looked up, in order, once worked out (`localizations()`).
    var lookupOrder: [String]?

    init(path: String, options: BundleOptions, imageCheck: ImageCheck = .regularFile) {
        self.imageCheck = imageCheck
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let url = URL(fileURLWithPath: trimmed)
        self.options = options
        isBundle = url.pathExtension.lowercased() == "bundle"
        if isBundle {
            folder = url
            display = trimmed
            rootStem = "Root"
        } else {
            // The file the user named may be a link: its target's folder is the one whose files it may use.
            folder = url.resolvingSymlinksInPath().deletingLastPathComponent()
            display = (trimmed as NSString).deletingLastPathComponent
            rootStem = url.resolvingSymlinksInPath().deletingPathExtension().lastPathComponent
        }
        inApp = isBundle && url.lastPathComponent == "InAppSettings.bundle"
        // The folder holding the bundle is usually the app's project folder, named after the app.
        let holder = url.standardizedFileURL.deletingLastPathComponent().lastPathComponent
        appName = options.appName ?? (isBundle ? holder : url.deletingPathExtension().lastPathComponent)
    }

    /// A file inside the bundle as the user would name it.
    func shown(_ name: String) -> String {
        display.isEmpty ? name : (display.hasSuffix("/") ? display + name : display + "/" + name)
    }

    /// `relative` inside the bundle folder, or nil when it (or a symbolic link on the way) leads outside it: a
    /// bundle's `File`, `StringsTable` and `IASKCellImage` values are data, and must not read the user's files.
    func bundleFile(_ relative: String) -> URL? {
        ImportFile.contained(relative, in: folder)
    }

    /// The file a pane is read from: device- and InAppSettingsKit-specific variants first, as iOS and IASK pick.
    func paneFile(_ stem: String) -> String? {
        let device = options.idiom.fileSuffix
        let names = inApp
            ? ["\(stem).inApp\(device).plist", "\(stem)\(device).plist", "\(stem).inApp.plist", "\(stem).plist"]
            : ["\(stem)\(device).plist", "\(stem).plist"]
        return names.first { name in bundleFile(name).map { FileManager.default.fileExists(atPath: $0.path) } ?? false }
    }

    mutating func run() throws -> SettingsImport {
        guard let rootFile = paneFile(rootStem) else {
            throw ImportError([ImportProblem(file: shown("\(rootStem).plist"), location: nil, path: .root,
                                             message: isBundle ? "no Root.plist in the bundle" : "no such file", severity: .error)])
        }
        let root = try readPane(rootFile)
        // A single pane file may carry its own title (acknowledgements plists do).
        let title = options.appName ?? (isBundle ? appName : root.node["Title"]?.string ?? appName)
        walk(from: PendingPane(stem: rootStem, file: rootFile, node: root.node, title: title, parentTitle: nil,
                               ancestors: []),
             warnings: root.warnings)
        return SettingsImport(panes: panes, problems: ImportProblem.capped(problems))
    }

    /// Reads and checks one pane plist, with what was repaired in it; throws for the root's problems (child panes
    /// turn them into warnings).
    func readPane(_ name: String) throws -> (node: PlistNode, warnings: [ImportProblem]) {
        let file = shown(name)
        let bytes: [UInt8]
        do {
            guard let url = bundleFile(name) else { throw ImportFileError("the file is outside the bundle") }
            bytes = try ImportFile.read(url)
        } catch {
            let message = (error as? ImportFileError)?.message ?? "cannot read the file"
            throw ImportError([ImportProblem(file: file, location: nil, path: .root, message: message, severity: .error)])
        }
        let node: PlistNode
        var repaired: [PlistError] = []
        do {
            node = try PlistReader.read(bytes, warnings: &repaired)
        } catch let error as PlistError {
            throw ImportError([ImportProblem(file: file, location: error.location, path: error.path, message: error.message, severity: .error)])
        }
        guard case .dictionary = node.value else {
            throw ImportError([ImportProblem(file: file, location: node.location, path: .root,
                                             message: "a pane must be a dictionary with PreferenceSpecifiers", severity: .error)])
        }
        if let specifiers = node["PreferenceSpecifiers"], specifiers.array == nil {
            throw ImportError([ImportProblem(file: file, location: specifiers.location, path: .root.appending("PreferenceSpecifiers"),
                                             message: "expected an array of specifiers", severity: .error)])
        }
        guard node["PreferenceSpecifiers"]?.array != nil else {
            throw ImportError([ImportProblem(file: file, location: node.location, path: .root.appending("PreferenceSpecifiers"),
                                             message: "a pane needs a PreferenceSpecifiers array", severity: .error)])
        }
        return (node, repaired.map { ImportProblem(file: file, location: $0.location, path: $0.path, message: $0.message) })
    }

    /// A pane waiting to be mapped: its plist, titles, and the stems of the panes that lead to it.
    struct PendingPane {
        var stem: String
        var file: String
        var node: PlistNode
        var title: String
        var parentTitle: String?
        var ancestors: [String]
    }

    /// A child link waiting to be followed, with the pane whose row names it.
    struct PendingLink {
        var link: ChildPaneLink
        var parent: PendingPane
    }

    /// Maps `root`, then the panes its rows open, depth-first in row order; a pane already shown is not shown
    /// again (a cycle warns), and a pane more than `ImportLimits.maximumPaneDepth` links below the root is left
    /// out with a warning. A worklist, not recursion: a bundle's chain of panes is input, and its depth must not
    /// decide the stack's.
    mutating func walk(from root: PendingPane, warnings: [ImportProblem]) {
        problems += warnings
        var links: [PendingLink] = []
        func push(_ children: [ChildPaneLink], of parent: PendingPane) {
            links += children.reversed().map { PendingLink(link: $0, parent: parent) }
        }
        push(map(root), of: root)
        while let next = links.popLast() {
            let child = next.link
            let parent = next.parent
            // A link not followed is reported where the parent's row names it.
            func notFollowed(_ message: String) {
                problems.append(ImportProblem(file: shown(parent.file), location: child.location, path: child.path,
                                              message: message))
            }
            if parent.ancestors.contains(child.file) || child.file == parent.stem {
                notFollowed("\(ImportText.quoted(child.file)) leads back to a pane that opens it (a cycle); each pane is drawn once")
                continue
            }
            guard !visited.contains(child.file), let childFile = paneFile(child.file) else { continue }
            guard parent.ancestors.count + 1 <= ImportLimits.maximumPaneDepth else {
                visited.insert(child.file)
                notFollowed("\(ImportText.quoted(child.file)) is more than \(ImportLimits.maximumPaneDepth) panes below the root; it and the panes it opens are not drawn")
                continue
            }
            guard panes.count < ImportLimits.maximumPanes else {
                visited.insert(child.file)
                notFollowed("the bundle opens more than \(ImportLimits.maximumPanes) panes; \(ImportText.quoted(child.file)) is not drawn")
                continue
            }
            do {
                let read = try readPane(childFile)
                problems += read.warnings
                let pane = PendingPane(stem: child.file, file: childFile, node: read.node,
                                       title: child.title.isEmpty ? child.file : child.title, parentTitle: parent.title,
                                       ancestors: parent.ancestors + [parent.stem])
                push(map(pane), of: pane)
            } catch let error as ImportError {
                visited.insert(child.file)
                // The row opens an empty pane on a device: an error for validate, a warning for a render.
                problems += error.problems.map { var problem = $0; problem.message += "; the pane is not drawn"; return problem }
            } catch {}
        }
    }

    /// Maps one pane into `panes` and returns the child panes its rows open, in row order.
    mutating func map(_ pane: PendingPane) -> [ChildPaneLink] {
        visited.insert(pane.stem)
        let node = pane.node
        var tableName = node["StringsTable"]?.string ?? "Root"
        if bundleFile("Base.lproj/\(tableName).strings") == nil {
            problems.append(ImportProblem(file: shown(pane.file), location: node["StringsTable"]?.location,
                                          path: .root.appending("StringsTable"),
                                          message: "StringsTable \(ImportText.quoted(tableName)) leads outside the bundle; not read"))
            tableName = "Root"
        }
        var mapper = PaneMapper(file: shown(pane.file), localizer: localizer(tableName), options: options, inApp: inApp,
                                image: { [folder] in Self.image(named: $0, in: folder) }, imageCheck: imageCheck,
                                paneExists: { [self] in paneFile($0) != nil },
                                isInBundle: { [self] in bundleFile($0) != nil })
        mapper.map(node)
        problems += mapper.problems
        var spec = Spec(sections: mapper.sections)
        spec.navigationBar = NavigationBarSpec(title: pane.title, largeTitle: pane.parentTitle == nil, back: pane.parentTitle)
        spec.screen = options.screen
        let clamped = ImportedSpecClamp.clamp(spec)
        problems += clamped.warnings.map { ImportProblem(file: shown(pane.file), location: nil, path: .root, message: $0) }
        panes.append(SettingsPane(name: pane.stem, file: shown(pane.file), title: pane.title, parentTitle: pane.parentTitle,
                                  spec: clamped.spec))
        return mapper.children
    }

    /// The localisations texts are looked up in, in order: `--locale`, its language (`de` for `de-CH`); when the
    /// bundle has neither, the development language (`en`) as iOS falls back to it, with a warning; then `Base`.
    mutating func localizations() -> [String] {
        if let lookupOrder { return lookupOrder }
        var order = [options.locale]
        let language = options.locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
        if let language, language != options.locale { order.append(language) }
        func exists(_ locale: String) -> Bool {
            guard let url = bundleFile("\(locale).lproj") else { return false }
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
        }
        if !order.contains(where: exists) {
            let others = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted()
            // The development language when the bundle has it; else, as CFBundle picks among what there is,
            // its first localisation.
            let fallback = exists(Self.developmentLanguage)
                ? Self.developmentLanguage : others.first.map { String($0.dropLast(".lproj".count)) }
            if let fallback {
                problems.append(ImportProblem(file: display.isEmpty ? "." : display, location: nil, path: nil,
                                              message: "no \(ImportText.quoted(options.locale + ".lproj")) in the bundle; texts come from \(fallback).lproj, as Settings falls back to the development language"))
                order = [fallback]
            } else {
                order = []
            }
        }
        order.append("Base")
        lookupOrder = order
        return order
    }

    /// The language Settings falls back to when the bundle has none of the user's: a Settings bundle has no
    /// Info.plist of its own, and Xcode's `CFBundleDevelopmentRegion` is `en` unless the team changed it.
    static let developmentLanguage = "en"

    /// The strings tables of `name`: locale, language, (development language,) Base; each file's problems
    /// reported once, and a table iOS rejects (a syntax error) not used at all, as iOS ignores it.
    mutating func localizer(_ name: String) -> Localizer {
        if let known = tables[name] { return known }
        var localizer = Localizer()
        for locale in localizations() {
            let relative = "\(locale).lproj/\(name).strings"
            guard let url = bundleFile(relative), FileManager.default.fileExists(atPath: url.path) else { continue }
            let data: [UInt8]
            do {
                data = try ImportFile.read(url)
            } catch {
                let message = (error as? ImportFileError)?.message ?? "cannot read the file"
                problems.append(ImportProblem(file: shown(relative), location: nil, path: nil, message: message, severity: .error))
                continue
            }
            let table = StringsFile.parse(data)
            problems += Self.problems(of: table, file: shown(relative))
            if !table.isRejected { localizer.tables.append(table) }
        }
        tables[name] = localizer
        return localizer
    }

    /// A strings table's problems as `validate` and a render both report them: those that make iOS reject the
    /// table are errors (the first says the whole table is ignored), the rest warnings.
    static func problems(of table: StringsFile, file: String) -> [ImportProblem] {
        var toldRejected = false
        return ImportProblem.capped(table.problems.map { problem in
            var message = problem.message
            if problem.rejectsTable && !toldRejected {
                message += "; iOS ignores this whole strings table"
                toldRejected = true
            }
            return ImportProblem(file: file, location: problem.location, path: nil, message: message,
                                 severity: problem.rejectsTable ? .error : .warning)
        })
    }

    /// A cell image's file in the bundle (`name`, `name.png`, `name@2x.png`, `name@3x.png`), absolute, or nil.
    static func image(named name: String, in folder: URL) -> String? {
        let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        for candidate in [name, "\(stem).png", "\(stem)@3x.png", "\(stem)@2x.png"] {
            guard let url = ImportFile.contained(candidate, in: folder) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                return url.standardizedFileURL.path
            }
        }
        return nil
    }
}

extension SettingsBundleReader {
    /// What `validate` reports: the read's problems plus every `.strings` file of every localisation that Apple's
    /// parser would reject (not only the locale read). Throws `ImportError` as `read` does.
    public static func lint(_ path: String, options: BundleOptions = BundleOptions(),
                            imageCheck: ImageCheck = .regularFile) throws -> [ImportProblem] {
        let bundle = try read(path, options: options, imageCheck: imageCheck)
        var problems = bundle.problems
        let reading = BundleReading(path: path, options: options)
        let seen = Set(problems.map(\.file))
        let manager = FileManager.default
        let folders = ((try? manager.contentsOfDirectory(atPath: reading.folder.path)) ?? [])
            .filter { $0.hasSuffix(".lproj") }.sorted()
        for folder in folders {
            let files = ((try? manager.contentsOfDirectory(atPath: reading.folder.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".strings") }.sorted()
            for file in files {
                let relative = "\(folder)/\(file)"
                guard !seen.contains(reading.shown(relative)), let url = reading.bundleFile(relative),
                      let data = try? ImportFile.read(url) else { continue }
                problems += BundleReading.problems(of: StringsFile.parse(data), file: reading.shown(relative))
            }
        }
        return problems
    }
}
