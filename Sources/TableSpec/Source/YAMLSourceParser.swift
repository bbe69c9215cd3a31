import Yams

/// Parses a YAML document (through Yams) into a `SourceNode` tree that remembers where every value starts.
public enum YAMLSourceParser {
    /// How deeply mappings and sequences may nest, matching the JSON parser.
    public static let maximumDepth = SpecLimits.maximumDepth

    /// The nesting, as estimated before handing the text to Yams, beyond which Yams is not even asked.
    private static let runawayNestingLimit = 1000

    private static let tooDeep = "nested deeper than \(maximumDepth) levels"

    /// Parses `text`, which must hold exactly one non-empty YAML document.
    public static func parse(_ text: String) throws -> SourceNode {
        // Yams hands libyaml the encoding explicitly, which turns off its byte-order-mark detection: the mark
        // would then count as a column and indent the first line.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        try rejectRunawayNesting(text)
        let parser: Yams.Parser
        let root: Yams.Node?
        do {
            // The parser is kept: it owns the anchors that the nodes refer to weakly, which the budget uses
            // to recognise aliases.
            parser = try Yams.Parser(yaml: text)
            root = try parser.singleRoot()
        } catch let error as YamlError {
            throw syntaxError(from: error, in: text)
        } catch {
            throw SourceSyntaxError(oneLine(String(describing: error)), at: SourceLocation(line: 1, column: 1))
        }
        // A bare "---" yields an empty plain scalar rather than no document; both mean nothing was written.
        guard let root, !(root.scalar.map { $0.string.isEmpty && $0.style == .plain } ?? false) else {
            throw SourceSyntaxError("empty file", at: SourceLocation(line: 1, column: 1))
        }
        // Yams shares aliased nodes, but the tree built here copies them; without a cap a few lines of
        // nested aliases ("billion laughs") would expand to billions of nodes or megabytes of text.
        var budget = YAMLExpansionBudget(text: text)
        return try withExtendedLifetime(parser) {
            try convert(root, depth: 0, budget: &budget, path: .root)
        }
    }

    /// Yams stops libyaml at 1000 levels with an error of its own, and composing that deep costs time and
    /// stack for a document we would refuse anyway. This pass bounds the nesting from the text alone and
    /// rejects the document, with our own message and position, before Yams is asked. Brackets in quotes and
    /// comments are ignored; everything else is counted generously, so the bound is never too low unless
    /// quoting is crafted to mislead it.
    private static func rejectRunawayNesting(_ text: String) throws {
        var flowDepth = 0
        var blockIndent = 0
        var inIndent = true
        var inComment = false
        var quote: UInt8?
        var escaping = false
        var previous = UInt8(ascii: "\n")
        var line = 1
        var lineStart = 0
        for (offset, byte) in text.utf8.enumerated() {
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !(byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r")) { line += 1 }
                lineStart = offset + 1
                blockIndent = 0
                inIndent = true
                inComment = false
                continue
            }
            if inComment { continue }
            if let open = quote {
                if escaping {
                    escaping = false
                } else if byte == UInt8(ascii: "\\") && open == UInt8(ascii: "\"") {
                    escaping = true
                } else if byte == open {
                    quote = nil
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
                if inIndent { blockIndent += 1 }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(flowDepth - 1, 0)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // Only a quote where a value can start opens a quoted scalar ("it's" does not); after "'"
                // it is the second half of a doubled quote inside a single-quoted scalar.
                switch previous {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "["),
                     UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "'"):
                    quote = byte
                default:
                    break
                }
            case UInt8(ascii: "#"):
                inComment = previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")
                    || previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "\r")
            default:
                break
            }
            if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":")) {
                inIndent = false
            }
            // Each indentation column or compact "- " opens at most one block level plus an indentless
            // sequence, and each bracket at most one flow level plus an implicit single-pair mapping.
            if 2 * (flowDepth + blockIndent) > runawayNestingLimit {
                let lineBytes = text.utf8.dropFirst(lineStart).prefix(offset - lineStart)
                let column = 1 + lineBytes.filter { $0 & 0xC0 != 0x80 }.count
                throw SourceSyntaxError(tooDeep, at: SourceLocation(line: line, column: column))
            }
        }
    }

    private static func convert(_ node: Yams.Node, depth: Int, budget: inout YAMLExpansionBudget,
                                path: JSONPath) throws -> SourceNode {
        let location = sourceLocation(node.mark)
        let expandsAlias = budget.enter(node, at: location, path: path)
        defer { if expandsAlias { budget.leave() } }
        try budget.spend(values: 1, text: node.scalar?.string.utf8.count ?? 0, at: location, path: path)
        if let scalar = node.scalar {
            try rejectBinary(node.tag, expected: "a string, number, true, false or null", at: location, path: path)
            return SourceNode(try value(of: scalar, tag: node.tag, at: location, path: path), at: location)
        }
        guard depth < maximumDepth else { throw SourceSyntaxError(tooDeep, at: location, path: path) }
        if let mapping = node.mapping {
            // YAML 1.1 merge keys (`<<: *base`, `<<: [*a, *b]`), which editors and most YAML tools apply: the
            // keys this mapping writes itself win over merged ones, wherever the merge key stands.
            let ownKeys = Set(mapping.compactMap { isMergeKey($0.key) ? nil : $0.key.scalar?.string })
            var members: [SourceMember] = []
            var seen = Set<String>()
            for (key, value) in mapping {
                let keyLocation = sourceLocation(key.mark)
                if isMergeKey(key) {
                    budget.enterKey(at: keyLocation)
                    for member in try mergedMembers(of: value, depth: depth, budget: &budget, path: path)
                    where !ownKeys.contains(member.key) && seen.insert(member.key).inserted {
                        members.append(member)
                    }
                    continue
                }
                guard let keyScalar = key.scalar else {
                    throw SourceSyntaxError("mapping keys must be scalars", at: keyLocation)
                }
                try rejectBinary(key.tag, expected: "a string key", at: keyLocation, path: path)
                budget.enterKey(at: keyLocation)
                try budget.spend(values: 0, text: keyScalar.string.utf8.count, at: keyLocation,
                                 path: path.appending(keyScalar.string))
                guard seen.insert(keyScalar.string).inserted else {
                    throw SourceSyntaxError("duplicate key \(DiagnosticText.quoted(keyScalar.string))", at: keyLocation,
                                            path: path.appending(keyScalar.string))
                }
                let member = try convert(value, depth: depth + 1, budget: &budget, path: path.appending(keyScalar.string))
                members.append(SourceMember(key: keyScalar.string, keyLocation: keyLocation, value: member))
            }
            return SourceNode(.object(members), at: location)
        }
        if let sequence = node.sequence {
            let elements = try sequence.enumerated().map {
                try convert($1, depth: depth + 1, budget: &budget, path: path.appending($0))
            }
            return SourceNode(.array(elements), at: location)
        }
        // Yams 6 has alias nodes, but `compose` resolves aliases to the anchored node, so this is unreachable.
        throw SourceSyntaxError("unsupported YAML node", at: location)
    }

    /// Whether `key` is a merge key: `<<` written plain (Yams resolves it to `!!merge`), or tagged `!!merge`.
    /// A quoted `"<<"` is an ordinary key.
    private static func isMergeKey(_ key: Yams.Node) -> Bool {
        key.scalar != nil && Yams.Tag.Name(rawValue: key.tag.description) == .merge
    }

    /// The members a merge key's value brings, each with the location where it is written (the anchored
    /// mapping's), so an error in a merged value points at its source. A list merges its maps in order, an
    /// earlier one winning over a later one. Everything is built through `convert`, so merged values count
    /// against the alias budget like any other expansion, and a merge of merges cannot blow up.
    private static func mergedMembers(of node: Yams.Node, depth: Int, budget: inout YAMLExpansionBudget,
                                      path: JSONPath) throws -> [SourceMember] {
        let location = sourceLocation(node.mark)
        if node.mapping != nil {
            guard case .object(let members) = try convert(node, depth: depth, budget: &budget, path: path).value else { return [] }
            return members
        }
        guard let sequence = node.sequence else {
            throw SourceSyntaxError("expected a mapping or a list of mappings to merge (<<), found "
                                    + (try convert(node, depth: depth, budget: &budget, path: path).value.kindDescription),
                                    at: location, path: path)
        }
        // The list itself may be an alias: it is spent like any other value.
        let expandsAlias = budget.enter(node, at: location, path: path)
        defer { if expandsAlias { budget.leave() } }
        try budget.spend(values: 1, text: 0, at: location, path: path)
        var members: [SourceMember] = []
        var seen = Set<String>()
        for element in sequence {
            guard element.mapping != nil else {
                throw SourceSyntaxError("expected a mapping to merge (<<), found "
                                        + (try convert(element, depth: depth, budget: &budget, path: path).value.kindDescription),
                                        at: sourceLocation(element.mark), path: path)
            }
            for member in try mergedMembers(of: element, depth: depth, budget: &budget, path: path)
            where seen.insert(member.key).inserted {
                members.append(member)
            }
        }
        return members
    }

    /// `!!binary` holds bytes, written as base64: no spec value is bytes, and taking the base64 text as a title
    /// or a name would hide the mistake, so it is a wrong type, reported at the value like any other.
    private static func rejectBinary(_ tag: Yams.Tag, expected: String, at location: SourceLocation,
                                     path: JSONPath) throws {
        guard Yams.Tag.Name(rawValue: tag.description) == .binary else { return }
        throw SourceSyntaxError("expected \(expected); found binary data (!!binary)", at: location, path: path)
    }

    /// The value of a scalar under the YAML 1.2 core schema: only `true`/`false` are booleans and only
    /// decimal, `0o` and `0x` digits are integers, so `detail: On` or `detail: NO` stay the strings a spec
    /// author meant. (Yams's resolver follows YAML 1.1, where `yes`, `on` and `no` are booleans and `0777` octal.)
    private static func value(of scalar: Yams.Node.Scalar, tag: Yams.Tag, at location: SourceLocation,
                              path: JSONPath) throws -> SourceValue {
        guard scalar.style == .plain || scalar.style == .any else { return .string(scalar.string) }
        let text = scalar.string
        switch Yams.Tag.Name(rawValue: tag.description) {
        case .null, .bool, .int, .float:
            break
        default:
            // Explicitly or implicitly a string for Yams: a string for us too.
            return .string(text)
        }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        // YAML 1.1-only forms (yes/no/on/off, base 60, …) are plain text.
        guard let number = coreNumber(text) else { return .string(text) }
        // JSON cannot express infinities or NaN, so neither may YAML; later stages can rely on finite numbers.
        guard number.isFinite else {
            let spelledNonFinite = number.isNaN || text.lowercased().hasSuffix("inf")
            let problem = spelledNonFinite ? "is not finite" : "is out of range"
            throw SourceSyntaxError("number \(DiagnosticText.quoted(text)) \(problem)", at: location, path: path)
        }
        return .number(number)
    }

    /// A number written as the YAML 1.2 core schema allows, or nil.
    private static func coreNumber(_ text: String) -> Double? {
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        let sign: Double = text.hasPrefix("-") ? -1 : 1
        if unsigned.hasPrefix("0o"), let value = UInt64(unsigned.dropFirst(2), radix: 8), text == unsigned {
            return Double(value)
        }
        if unsigned.hasPrefix("0x"), let value = UInt64(unsigned.dropFirst(2), radix: 16), text == unsigned {
            return Double(value)
        }
        switch unsigned {
        case ".inf", ".Inf", ".INF": return sign * .infinity
        case ".nan", ".NaN", ".NAN": return text == unsigned ? .nan : nil
        default: break
        }
        // [0-9]+ | [0-9]+.[0-9]* | .[0-9]+, then an optional exponent: what Double's parser reads, minus
        // forms it also accepts (hex floats, "nan", "infinity").
        let allowed = Set("0123456789.eE+-")
        guard !unsigned.isEmpty, unsigned.allSatisfy(allowed.contains), unsigned.first != "e", unsigned.first != "E",
              unsigned.contains(where: \.isNumber) else { return nil }
        return Double(text)
    }

    private static func syntaxError(from error: YamlError, in text: String) -> SourceSyntaxError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            if problem == "but found another document" {
                return SourceSyntaxError("more than one document in the file", at: sourceLocation(mark))
            }
            let location = sourceLocation(mark)
            if startsWithTab(text, at: location) {
                // libyaml's "found character that cannot start any token" hides the usual cause.
                return SourceSyntaxError("tab in indentation; YAML indents with spaces", at: location)
            }
            // libyaml's context says which construct was open, e.g. "while parsing a block mapping at 1:1".
            let detail = context.map { " \($0.text) at \($0.mark.line):\($0.mark.column)" } ?? ""
            return SourceSyntaxError(oneLine(problem + detail), at: location)
        case let .reader(problem, offset, _, _):
            return SourceSyntaxError(oneLine(problem), at: location(ofCharacterOffset: offset ?? 0, in: text))
        default:
            return duplicateKeyError(error, in: text)
                ?? SourceSyntaxError(oneLine(String(describing: error)), at: SourceLocation(line: 1, column: 1))
        }
    }

    /// Yams rejects duplicate keys itself but only reports where the first of the equal keys is; the error
    /// points at the repeat instead, as the JSON parser does.
    private static func duplicateKeyError(_ error: YamlError, in text: String) -> SourceSyntaxError? {
        guard case let .duplicatedKeysInMapping(keys, context) = error else { return nil }
        let key = keys.first.map { " " + DiagnosticText.quoted($0) } ?? ""
        let first = sourceLocation(context.mark)
        let repeated = keys.first.flatMap { repeatedKey($0, after: first, in: text) } ?? first
        let path = keys.first.map { repeated.column == 1 ? JSONPath.root.appending($0) : .root } ?? .root
        return SourceSyntaxError("duplicate key\(key)", at: repeated, path: path)
    }

    /// The next line after `first` that starts the same key at the same column.
    private static func repeatedKey(_ key: String, after first: SourceLocation, in text: String) -> SourceLocation? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard first.line >= 1, first.line <= lines.count else { return nil }
        let indent = String(repeating: " ", count: first.column - 1)
        for index in first.line..<lines.count {
            let line = lines[index]
            if line.hasPrefix(indent + key + ":") || line.hasPrefix(indent + "\"" + key + "\":") {
                return SourceLocation(line: index + 1, column: first.column)
            }
        }
        return nil
    }

    /// Whether the character at `location` is a tab with only whitespace before it on its line.
    private static func startsWithTab(_ text: String, at location: SourceLocation) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return false }
        let scalars = Array(lines[location.line - 1].unicodeScalars)
        let index = location.column - 1
        guard index >= 0, index < scalars.count, scalars[index] == "\t" else { return false }
        return scalars[..<index].allSatisfy { $0 == " " || $0 == "\t" }
    }

    private static func sourceLocation(_ mark: Yams.Mark?) -> SourceLocation {
        guard let mark, mark.line > 0, mark.column > 0 else { return SourceLocation(line: 1, column: 1) }
        return SourceLocation(line: mark.line, column: mark.column)
    }

    /// Reader errors carry an offset in `Character`s rather than a mark.
    private static func location(ofCharacterOffset offset: Int, in text: String) -> SourceLocation {
        let end = text.index(text.startIndex, offsetBy: max(offset, 0), limitedBy: text.endIndex) ?? text.endIndex
        return LineCounter.location(in: text.unicodeScalars[..<end], at: Int.max)
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

}
