import FileIntake
import Foundation
import TableImport
import TableSpec

/// The app's string tables (`Localizable.xcstrings` String Catalogs and `LANG.lproj/TABLE.strings` files) as
/// iOS looks a key up in `--locale`: the locale, its language, then (when the app has neither) the development
/// language, then `Base`; a key found nowhere shows as written.
final class StringTables {
    /// One table's translations for one localisation.
    private struct Table {
        var entries: [String: String]
    }

    private let files: [String]
    private let locale: String
    /// Tables read so far, by table name, in lookup order.
    private var loaded: [String: [Table]] = [:]
    private var tablesRead = 0
    /// Problems met while reading tables (positioned where the file allows).
    private(set) var problems: [ImportProblem] = []

    init(files: [String], locale: String) {
        self.files = files
        self.locale = locale
    }

    /// Whether any table exists (so a lookup is worth a warning when it misses).
    var isEmpty: Bool { files.isEmpty }

    /// A `.stringsdict` entry: its format (`%#@files@`) and each variable's forms by plural category.
    private struct Plural {
        var format: String
        var variables: [String: [String: String]]
    }

    /// Plural entries read so far, by table name, in lookup order.
    private var plurals: [String: [[String: Plural]]] = [:]

    /// The text of a `.stringsdict` entry for `key` with `count` choosing each variable's form (English rules:
    /// `zero` for 0 when given, `one` for 1, `two` for 2 when given, else `other`), its `%d`-style
    /// placeholders left for the caller; nil when no table has the key.
    func plural(_ key: String, table: String?, count: Int) -> String? {
        let name = table ?? "Localizable"
        if plurals[name] == nil { plurals[name] = loadPlurals(name) }
        guard let entry = plurals[name]?.lazy.compactMap({ $0[key] }).first else { return nil }
        var text = entry.format
        for (variable, forms) in entry.variables {
            let category: String
            switch count {
            case 0 where forms["zero"] != nil: category = "zero"
            case 1: category = "one"
            case 2 where forms["two"] != nil: category = "two"
            default: category = "other"
            }
            text = text.replacingOccurrences(of: "%#@\(variable)@", with: forms[category] ?? forms["other"] ?? "")
        }
        return text
    }

    private func loadPlurals(_ name: String) -> [[String: Plural]] {
        var byLanguage: [String: String] = [:]
        for path in files where path.lowercased().hasSuffix(".stringsdict") {
            let url = URL(fileURLWithPath: path)
            guard url.deletingPathExtension().lastPathComponent == name else { continue }
            let language = String(url.deletingLastPathComponent().lastPathComponent.dropLast(".lproj".count))
            if byLanguage[language] == nil { byLanguage[language] = path }
        }
        guard !byLanguage.isEmpty else { return [] }
        return order(available: Set(byLanguage.keys), development: "en").compactMap { language in
            guard let path = byLanguage[language], let bytes = read(path) else { return nil }
            guard let root = try? PlistReader.read(bytes), case .dictionary(let keys) = root.value else {
                problems.append(ImportProblem(file: path, location: nil, path: nil, message: "not a plist; the plural table is not read"))
                return nil
            }
            var entries: [String: Plural] = [:]
            for key in keys {
                guard case .dictionary(let fields) = key.value.value else { continue }
                var format = ""
                var variables: [String: [String: String]] = [:]
                for field in fields {
                    if field.key == "NSStringLocalizedFormatKey", case .string(let text) = field.value.value { format = text }
                    if case .dictionary(let forms) = field.value.value {
                        var byCategory: [String: String] = [:]
                        for form in forms {
                            if case .string(let text) = form.value.value, form.key != "NSStringFormatSpecTypeKey",
                               form.key != "NSStringFormatValueTypeKey" {
                                byCategory[form.key] = text
                            }
                        }
                        variables[field.key] = byCategory
                    }
                }
                if !format.isEmpty { entries[key.key] = Plural(format: format, variables: variables) }
            }
            return entries
        }
    }

    /// The translation of `key` in table `table` (default `Localizable`), or nil.
    func lookUp(_ key: String, table: String?) -> String? {
        let name = table ?? "Localizable"
        if loaded[name] == nil { loaded[name] = load(name) }
        for table in loaded[name] ?? [] {
            if let value = table.entries[key] { return value }
        }
        return nil
    }

    /// The lookup order of localisations: `--locale`, its language, else the development language, then Base.
    private func order(available: Set<String>, development: String) -> [String] {
        var order = [locale]
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
        if let language, language != locale { order.append(language) }
        if !order.contains(where: available.contains) {
            // The development language when the app has it; else, as CFBundle picks, its first localisation.
            order = [available.contains(development) ? development : available.filter { $0 != "Base" }.sorted().first ?? development]
        }
        order.append("Base")
        return order
    }

    private func load(_ name: String) -> [Table] {
        var catalogs: [(String, SourceNode)] = []
        var lproj: [String: String] = [:]
        for path in files {
            let url = URL(fileURLWithPath: path)
            let stem = url.deletingPathExtension().lastPathComponent
            guard stem == name else { continue }
            if url.pathExtension.lowercased() == "stringsdict" { continue }
            if url.pathExtension.lowercased() == "xcstrings" {
                if let node = read(path).flatMap({ parseCatalog($0, path: path) }) { catalogs.append((path, node)) }
            } else {
                let folder = url.deletingLastPathComponent().lastPathComponent
                let language = String(folder.dropLast(".lproj".count))
                if lproj[language] == nil { lproj[language] = path }
            }
        }
        var tables: [Table] = []
        for (path, catalog) in catalogs { tables += catalogTables(catalog, path: path) }
        if !lproj.isEmpty {
            for language in order(available: Set(lproj.keys), development: "en") {
                guard let path = lproj[language], let bytes = read(path) else { continue }
                let file = StringsFile.parse(bytes)
                if file.isRejected {
                    let first = file.problems.first { $0.rejectsTable }
                    problems.append(ImportProblem(file: path, location: first?.location, path: nil,
                                                  message: (first?.message ?? "invalid") + "; iOS ignores this whole strings table"))
                    continue
                }
                tables.append(Table(entries: file.entries))
            }
        }
        return tables
    }

    private func read(_ path: String) -> [UInt8]? {
        guard tablesRead < SwiftUILimits.maximumStringTables else {
            problems.append(ImportProblem(file: path, location: nil, path: nil,
                                          message: "more than \(SwiftUILimits.maximumStringTables) string tables; this one is not read"))
            return nil
        }
        tablesRead += 1
        do {
            return try RegularFile.read(path, limit: SwiftUILimits.maximumStringTableBytes)
        } catch {
            problems.append(ImportProblem(file: path, location: nil, path: nil, message: "string table not read: \(error)"))
            return nil
        }
    }

    private func parseCatalog(_ bytes: [UInt8], path: String) -> SourceNode? {
        do {
            return try SpecLoader.parse(bytes, format: .json)
        } catch let error as SpecError {
            let first = error.diagnostics.first
            problems.append(ImportProblem(file: path, location: first?.location, path: nil,
                                          message: "String Catalog not read: \(first?.message ?? "invalid JSON")"))
        } catch {
            problems.append(ImportProblem(file: path, location: nil, path: nil, message: "String Catalog not read"))
        }
        return nil
    }

    /// A String Catalog's translations in lookup order (`strings.KEY.localizations.LANG.stringUnit.value`; a
    /// plural's `other` form); a key with no translation in any of them is its own source text.
    private func catalogTables(_ root: SourceNode, path: String) -> [Table] {
        guard case .object(let members) = root.value else { return [] }
        let development = members.first { $0.key == "sourceLanguage" }.flatMap { member -> String? in
            if case .string(let text) = member.value.value { return text }
            return nil
        } ?? "en"
        guard let strings = members.first(where: { $0.key == "strings" }), case .object(let keys) = strings.value.value else {
            return []
        }
        var byLanguage: [String: [String: String]] = [:]
        for key in keys {
            guard case .object(let entry) = key.value.value,
                  let localizations = entry.first(where: { $0.key == "localizations" }),
                  case .object(let languages) = localizations.value.value else { continue }
            for language in languages {
                if let value = Self.unitValue(language.value) { byLanguage[language.key, default: [:]][key.key] = value }
            }
        }
        return order(available: Set(byLanguage.keys), development: development).compactMap { language in
            byLanguage[language].map { Table(entries: $0) }
        }
    }

    /// `stringUnit.value`, or a plural variation's `other` (else first) form.
    private static func unitValue(_ node: SourceNode) -> String? {
        guard case .object(let members) = node.value else { return nil }
        for member in members {
            if member.key == "stringUnit", case .object(let unit) = member.value.value,
               let value = unit.first(where: { $0.key == "value" }), case .string(let text) = value.value.value {
                return text
            }
            if member.key == "variations", case .object(let kinds) = member.value.value {
                for kind in kinds {
                    guard case .object(let forms) = kind.value.value else { continue }
                    let other = forms.first { $0.key == "other" } ?? forms.first
                    if let other, let text = unitValue(other.value) { return text }
                }
            }
        }
        return nil
    }
}
