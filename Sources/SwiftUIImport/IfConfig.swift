import SwiftSyntax

/// `#if` as an iPhone build of the app sees it: `os(iOS)`, `canImport(UIKit)`, `DEBUG` hold; other platforms,
/// `targetEnvironment(…)` and unknown flags do not. The first clause whose condition holds is read (else
/// `#else`, else nothing).
enum IfConfig {
    /// The clause an iPhone build compiles.
    static func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in
            guard let condition = clause.condition else { return true }  // `#else`
            return holds(condition)
        }
    }

    /// Whether a compilation condition holds for an iPhone debug build.
    static func holds(_ condition: ExprSyntax) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first, tuple.elements.count == 1 {
            return holds(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `a || b && c`: && binds tighter; evaluate the disjunction of conjunctions.
            var any = false
            var all = true
            var expectOperand = true
            for element in sequence.elements {
                if expectOperand {
                    all = all && holds(element)
                } else if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "||" {
                    any = any || all
                    all = true
                }
                expectOperand.toggle()
            }
            return any || all
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return ["DEBUG", "true"].contains(reference.baseName.text)
        }
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
        if let call = condition.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.trimmedDescription
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return !["AppKit", "WatchKit", "Cocoa"].contains(argument)
            case "targetEnvironment": return argument == "simulator"
            case "compiler", "swift": return true
            case "arch": return argument == "arm64"
            default: return false
            }
        }
        return false
    }
}
