import SwiftSyntax

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
