import Foundation
import SwiftSyntax
import TableImport
import TableSpec

/// One read of a view: the program's declarations, the string tables and assumptions, and what is gathered on
/// the way (warnings, the screen's traits). Evaluation and view reading are its extensions.
final class Reader {
    let program: Program
    let strings: StringTables
    /// `--assume` values by the expression's text without spaces.
    let assumptions: [String: Value]
    /// Warnings, in the order found, each once.
    private(set) var problems: [ImportProblem] = []
    private var warned: Set<String> = []
    /// Views being inlined, outermost first (for cycles and depth).
    var inlining: [String] = []
    /// Evaluations so far (bounded by `SwiftUILimits.maximumEvaluations`).
    var evaluations = 0
    /// Whether the evaluation budget ran out (then everything left reads as unknown).
    var exhausted = false
    /// Rows made so far.
    var rowCount = 0
    /// `ForEach` items expanded so far in this read.
    var expandedItems = 0
    /// The screen's traits.
    var traits = ScreenTraits()
    /// Set while reading a `NavigationLink`'s destination, which is not drawn: its modifiers must not reach
    /// the screen.
    var insideDestination = 0

    /// Every scope of this read, emptied by `release()` when the read ends.
    let registry = ScopeRegistry()

    /// A new scope of this read.
    func makeScope(parent: Scope?, owner: TypeInfo?, source: SourceText, isOwnerScope: Bool = false) -> Scope {
        Scope(parent: parent, owner: owner, source: source, isOwnerScope: isOwnerScope, registry: registry)
    }

    init(program: Program, strings: StringTables, assumptions: [String: Value]) {
        self.program = program
        self.strings = strings
        self.assumptions = assumptions
    }

    /// Records a warning at `node` in `source`, once per place and message.
    func warn(_ message: String, at node: some SyntaxProtocol, in source: SourceText) {
        let location = source.location(of: node)
        let key = "\(source.name):\(location):\(message)"
        guard warned.insert(key).inserted else { return }
        problems.append(ImportProblem(file: source.name, location: location, path: nil, message: message))
    }

    /// Records a warning about a whole file.
    func warn(_ message: String, file: String) {
        guard warned.insert("\(file)::\(message)").inserted else { return }
        problems.append(ImportProblem(file: file, location: nil, path: nil, message: message))
    }

    /// How deep the expression being read is.
    var depth = 0
    /// Whether the depth limit was met (warned once).
    var tooDeep = false

    /// Enters one level of an expression; false (warned once) past `SwiftUILimits.maximumExpressionDepth`.
    func enter(at node: some SyntaxProtocol, in source: SourceText) -> Bool {
        guard depth < SwiftUILimits.maximumExpressionDepth else {
            if !tooDeep {
                tooDeep = true
                warn("expressions nest more than \(SwiftUILimits.maximumExpressionDepth) deep here; the rest is left out",
                     at: node, in: source)
            }
            return false
        }
        depth += 1
        return true
    }

    /// Counts one evaluation; false once the budget is spent (warned once).
    func spend(at node: some SyntaxProtocol, in source: SourceText) -> Bool {
        evaluations += 1
        if evaluations > SwiftUILimits.maximumEvaluations {
            if !exhausted {
                exhausted = true
                warn("more than \(SwiftUILimits.maximumEvaluations) evaluations; the rest of the view is left out", at: node, in: source)
            }
            return false
        }
        return true
    }

    /// The text of `expr` as `--assume` names it: no spaces, no leading `self.`.
    static func assumptionKey(_ text: String) -> String {
        var key = text.filter { !$0.isWhitespace }
        // `$on` (a binding) and `on` name one value; so do `self.on` and `on`.
        if key.hasPrefix("$"), key.dropFirst().first?.isNumber == false { key.removeFirst() }
        while key.hasPrefix("self.") { key.removeFirst(5) }
        return key
    }

    /// Parses `EXPR=VALUE` arguments: `true`/`false`, numbers, `"text"`, `.case`, `nil`, else the text itself.
    static func assumptions(_ arguments: [String]) -> (values: [String: Value], problems: [String]) {
        var values: [String: Value] = [:]
        var problems: [String] = []
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                problems.append("--assume \(DiagnosticText.quoted(argument)): expected EXPR=VALUE")
                continue
            }
            let key = assumptionKey(String(argument[..<equals]))
            let raw = String(argument[argument.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else {
                problems.append("--assume \(DiagnosticText.quoted(argument)): the expression is empty")
                continue
            }
            values[key] = parseAssumed(raw)
        }
        return (values, problems)
    }

    static func parseAssumed(_ raw: String) -> Value {
        switch raw {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil": return .none
        default: break
        }
        if let int = Int(raw) { return .int(int) }
        if let double = Double(raw), raw.contains(".") || raw.contains("e") { return .double(double) }
        if raw.count >= 2, raw.hasPrefix("\""), raw.hasSuffix("\"") { return .string(String(raw.dropFirst().dropLast())) }
        if raw.hasPrefix("."), raw.count > 1 { return .enumCase(type: nil, name: String(raw.dropFirst()), raw: nil) }
        return .string(raw)
    }
}
