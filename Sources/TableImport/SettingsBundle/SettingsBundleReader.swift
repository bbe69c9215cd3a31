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
    /// unreadable or not a pane.
    public static func read(_ path: String, options: BundleOptions = BundleOptions()) throws -> SettingsImport {
        var reading = BundleReading(path: path, options: options)
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
    var tables: [String: Localizer] = [:]
    var visited: Set<String> = []

    init(path: String, options: BundleOptions) {
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
        let root: PlistNode
        do {
            root = try readPane(rootFile)
        } catch let error as ImportError {
            throw error
        }
        // A single pane file may carry its own title (acknowledgements plists do).
        let title = options.appName ?? (isBundle ? appName : root["Title"]?.string ?? appName)
        visit(rootStem, file: rootFile, node: root, title: title, parentTitle: nil, ancestors: [])
        return SettingsImport(panes: panes, problems: ImportProblem.capped(problems))
    }

    /// Reads and checks one pane plist; throws for the root's problems (child panes turn them into warnings).
    func readPane(_ name: String) throws -> PlistNode {
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
        do {
            node = try PlistReader.read(bytes)
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
        return node
    }

    /// Maps a pane, then its children depth-first; a pane already shown is not shown again (a cycle warns).
    mutating func visit(_ stem: String, file: String, node: PlistNode, title: String, parentTitle: String?, ancestors: [String]) {
        visited.insert(stem)
        var tableName = node["StringsTable"]?.string ?? "Root"
        if bundleFile("Base.lproj/\(tableName).strings") == nil {
            problems.append(ImportProblem(file: shown(file), location: node["StringsTable"]?.location,
                                          path: .root.appending("StringsTable"),
                                          message: "StringsTable \(ImportText.quoted(tableName)) leads outside the bundle; not read"))
            tableName = "Root"
        }
        var mapper = PaneMapper(file: shown(file), localizer: localizer(tableName), options: options, inApp: inApp,
                                image: { [folder] in Self.image(named: $0, in: folder) },
                                paneExists: { [self] in paneFile($0) != nil },
                                isInBundle: { [self] in bundleFile($0) != nil })
        mapper.map(node)
        problems += mapper.problems
        var spec = Spec(sections: mapper.sections)
        spec.navigationBar = NavigationBarSpec(title: title, largeTitle: parentTitle == nil, back: parentTitle)
        spec.screen = options.screen
        let clamped = ImportedSpecClamp.clamp(spec)
        problems += clamped.warnings.map { ImportProblem(file: shown(file), location: nil, path: .root, message: $0) }
        panes.append(SettingsPane(name: stem, file: shown(file), title: title, parentTitle: parentTitle, spec: clamped.spec))
        for child in mapper.children {
            if ancestors.contains(child.file) || child.file == stem {
                problems.append(ImportProblem(file: shown(file), location: child.location, path: child.path,
                                              message: "\(ImportText.quoted(child.file)) leads back to a pane that opens it (a cycle); each pane is drawn once"))
                continue
            }
            guard !visited.contains(child.file), let childFile = paneFile(child.file) else { continue }
            do {
                let childNode = try readPane(childFile)
                visit(child.file, file: childFile, node: childNode, title: child.title.isEmpty ? child.file : child.title,
                      parentTitle: title, ancestors: ancestors + [stem])
            } catch let error as ImportError {
                visited.insert(child.file)
                // The row opens an empty pane on a device: an error for validate, a warning for a render.
                problems += error.problems.map { var problem = $0; problem.message += "; the pane is not drawn"; return problem }
            } catch {}
        }
    }

    /// The strings tables of `name`: locale, language, Base; each file's problems reported once.
    mutating func localizer(_ name: String) -> Localizer {
        if let known = tables[name] { return known }
        var candidates = [options.locale]
        let language = options.locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
        if let language, language != options.locale { candidates.append(language) }
        candidates.append("Base")
        var localizer = Localizer()
        for locale in candidates {
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
            problems += table.problems.map {
                ImportProblem(file: shown(relative), location: $0.location, path: nil, message: $0.message, severity: .error)
            }
            localizer.tables.append(table)
        }
        tables[name] = localizer
        return localizer
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
    public static func lint(_ path: String, options: BundleOptions = BundleOptions()) throws -> [ImportProblem] {
        let bundle = try read(path, options: options)
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
                problems += ImportProblem.capped(StringsFile.parse(data).problems.map {
                    ImportProblem(file: reading.shown(relative), location: $0.location, path: nil, message: $0.message,
                                  severity: .error)
                })
            }
        }
        return problems
    }
}
