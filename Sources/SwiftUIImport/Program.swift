import FileIntake
import Foundation
import SwiftSyntax

/// Everything declared in the file being read and, looked up only when a name is missing, in the other Swift
/// files of the source folders: types, top-level constants and functions, and the file's previews.
final class Program {
    /// The file being read.
    let main: SourceText
    /// Its previews, in order.
    let previews: [PreviewDecl]
    /// Types by name (nested ones also by their dotted name).
    private(set) var types: [String: TypeInfo] = [:]
    /// The views declared in the file being read, in order.
    private(set) var mainViews: [TypeInfo] = []
    /// Top-level constants and variables, with their file.
    private(set) var globals: [String: (PropertyDecl, SourceText)] = [:]
    /// Top-level functions, with their file.
    private(set) var globalFunctions: [String: (FunctionDeclSyntax, SourceText)] = [:]
    /// Other Swift files not read yet.
    private var unread: [String]
    /// Bytes of files looked at but not (yet) parsed: a name is searched for as text before a file is parsed.
    private var contents: [String: [UInt8]] = [:]
    /// Names already searched for and not found.
    private var missing: Set<String> = []
    /// Files that could not be read or parsed, for a warning each.
    private(set) var skippedFiles: [(String, String)] = []

    init(main: SourceText, others: [String]) {
        self.main = main
        unread = others
        let declarations = FileDeclarations(main)
        previews = declarations.previews
        add(declarations, source: main)
        mainViews = declarations.types.filter { !$0.4 }.compactMap { types[$0.0] }.filter(\.isView)
    }

    private func add(_ declarations: FileDeclarations, source: SourceText) {
        for (name, info, members, inherits, isExtension) in declarations.types {
            let target: TypeInfo
            if let known = types[name] {
                // A second type of the same name in another file (another target's `SettingsView`) is not
                // merged into the first: the file being read, and then the first file found, win.
                if !isExtension && known.source !== source && !known.declaredByExtensionOnly { continue }
                target = known
            } else {
                target = info
                types[name] = info
            }
            if !isExtension { target.declaredByExtensionOnly = false }
            if info.isEnum { target.isEnum = true }
            target.inherits += inherits
            if let members { target.add(members) }
            // Nested types are also found by their last name, unless another type has it.
            if let last = name.split(separator: ".").last.map(String.init), last != name, types[last] == nil {
                types[last] = target
            }
        }
        for (name, property) in declarations.globals where globals[name] == nil { globals[name] = (property, source) }
        for (name, functions) in declarations.globalFunctions where globalFunctions[name] == nil {
            if let first = functions.first { globalFunctions[name] = (first, source) }
        }
    }

    /// The type named `name` (`Theme`, `L10n.Settings`), reading other files that may declare it.
    func type(_ name: String) -> TypeInfo? {
        if let known = types[name] { return known }
        load(declaring: name.split(separator: ".").last.map(String.init) ?? name)
        return types[name]
    }

    /// The top-level constant `name`, reading other files that may declare it.
    func global(_ name: String) -> (PropertyDecl, SourceText)? {
        if let known = globals[name] { return known }
        load(declaring: name)
        return globals[name]
    }

    /// The top-level function `name`.
    func globalFunction(_ name: String) -> (FunctionDeclSyntax, SourceText)? {
        if let known = globalFunctions[name] { return known }
        load(declaring: name)
        return globalFunctions[name]
    }

    /// Parses every unread file whose text may declare `name` (`struct name`, `enum name`, `let name`…).
    private func load(declaring name: String) {
        guard !name.isEmpty, !missing.contains(name), !unread.isEmpty else { return }
        missing.insert(name)
        let needles = ["struct ", "enum ", "class ", "extension ", "let ", "var ", "func ", "actor "]
            .map { Array(($0 + name).utf8) }
        var remaining: [String] = []
        for path in unread {
            guard let bytes = bytes(of: path) else { continue }
            guard needles.contains(where: { Self.contains(bytes, $0) }) else {
                remaining.append(path)
                continue
            }
            contents[path] = nil
            do {
                let source = try SourceText(name: path, bytes: bytes)
                add(FileDeclarations(source), source: source)
            } catch let refusal as SourceText.Refusal {
                skippedFiles.append((path, refusal.message))
            } catch {
                skippedFiles.append((path, "cannot be read"))
            }
        }
        unread = remaining
    }

    private func bytes(of path: String) -> [UInt8]? {
        if let known = contents[path] { return known }
        do {
            let bytes = try RegularFile.read(path, limit: SwiftUILimits.maximumFileBytes)
            contents[path] = bytes
            return bytes
        } catch {
            skippedFiles.append((path, "cannot be read (\(error))"))
            unread.removeAll { $0 == path }
            return nil
        }
    }

    /// Whether `needle` occurs in `haystack` followed by something that cannot continue a name.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched {
                    let after = index + needle.count
                    if after >= haystack.count { return true }
                    let next = haystack[after]
                    let continues = (next >= 0x30 && next <= 0x39) || (next >= 0x41 && next <= 0x5A)
                        || (next >= 0x61 && next <= 0x7A) || next == 0x5F
                    if !continues { return true }
                }
            }
            index += 1
        }
        return false
    }
}
