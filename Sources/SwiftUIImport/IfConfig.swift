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

extension Reader {
    /// `view #if … .modifier() #endif`: the view with the modifiers of the clause an iPhone build compiles.
    func postfixIfConfigViews(_ postfix: PostfixIfConfigExprSyntax, in scope: Scope) -> [Piece] {
        var pieces = postfix.base.map { views($0, in: scope) } ?? []
        guard let clause = IfConfig.activeClause(postfix.config), case .postfixExpression(let chain)? = clause.elements else {
            return pieces
        }
        pieces = applyChain(chain, to: pieces, in: scope)
        return pieces
    }

    /// Applies `.a().b()` (a chain whose innermost base is implicit) to `pieces`.
    private func applyChain(_ expr: ExprSyntax, to pieces: [Piece], in scope: Scope) -> [Piece] {
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let inner = member.base.map { applyChain($0, to: pieces, in: scope) } ?? pieces
            return modified(inner, name: member.declName.baseName.text, call: call, in: scope)
        }
        if let nested = expr.as(PostfixIfConfigExprSyntax.self) {
            var result = nested.base.map { applyChain($0, to: pieces, in: scope) } ?? pieces
            if let clause = IfConfig.activeClause(nested.config), case .postfixExpression(let chain)? = clause.elements {
                result = applyChain(chain, to: result, in: scope)
            }
            return result
        }
        return pieces
    }
}
