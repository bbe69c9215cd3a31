import SwiftSyntax

extension Reader {
    /// The views a builder's statements produce, in order (`let`s bound on the way, `if`/`switch` decided).
    func views(_ items: CodeBlockItemListSyntax, in outer: Scope) -> [Piece] {
        let scope = outer.child()
        var pieces: [Piece] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    pieces += ifConfig(config, in: scope)
                } else {
                    bindLocals(decl, in: scope)
                }
            case .stmt(let stmt):
                if let returned = stmt.as(ReturnStmtSyntax.self) {
                    if let expression = returned.expression { pieces += views(expression, in: scope) }
                    return pieces
                }
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    pieces += views(expression, in: scope)
                }
            case .expr(let expr):
                pieces += views(expr, in: scope)
            }
        }
        return pieces
    }

    /// `#if`: the clause an iPhone build compiles (`IfConfig`).
    private func ifConfig(_ config: IfConfigDeclSyntax, in scope: Scope) -> [Piece] {
        guard let clause = IfConfig.activeClause(config) else { return [] }
        switch clause.elements {
        case .statements(let items)?: return views(items, in: scope)
        default: return []
        }
    }

    /// The views of one expression.
    func views(_ expr: ExprSyntax, in scope: Scope) -> [Piece] {
        guard spend(at: expr, in: scope.source), enter(at: expr, in: scope.source) else { return [] }
        defer { depth -= 1 }
        if let ifExpr = expr.as(IfExprSyntax.self) { return ifViews(ifExpr, in: scope) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            let inner = scope.child()
            if let items = matchingCase(switchExpr, in: scope, binding: inner) { return views(items, in: inner) }
            warn("the switch on \(quoted(switchExpr.subject)) is not known without running the app; its first case is shown (set it with --assume '\(Self.assumptionKey(switchExpr.subject.trimmedDescription))=.CASE')",
                 at: switchExpr, in: scope.source)
            for element in switchExpr.cases {
                if case .switchCase(let first) = element { return views(first.statements, in: scope) }
            }
            return []
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return callViews(call, in: scope) }
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self) { return postfixIfConfigViews(postfix, in: scope) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return views(only.expression, in: scope)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return namedViews(reference.baseName.text, at: expr, in: scope)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
                return namedViews(member.declName.baseName.text, at: expr, in: scope)
            }
            if member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" {
                return []  // `Color.clear`, `.clear` as a view
            }
            // A modifier without parentheses does not exist; a static view (`Self.header`, `Rows.all`).
            if let base = member.base, case .type(let typeName) = value(base, in: scope),
               let info = program.type(typeName), let property = info.properties[member.declName.baseName.text] {
                return propertyViews(property, owner: info, at: expr, scope: makeScope(parent: nil, owner: info, source: info.source))
            }
            return [unknownView(expr.trimmedDescription, at: expr, in: scope)]
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let holds = value(ternary.condition, in: scope).bool
            if holds == nil {
                warn("the condition \(quoted(ternary.condition)) is not known without running the app; the first branch is shown",
                     at: ternary, in: scope.source)
            }
            return views(holds ?? true ? ternary.thenExpression : ternary.elseExpression, in: scope)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 5,
           let ternary = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
           let condition = sequence.elements.first, let otherwise = sequence.elements.last {
            let holds = value(condition, in: scope).bool
            if holds == nil {
                warn("the condition \(quoted(condition)) is not known without running the app; the first branch is shown",
                     at: condition, in: scope.source)
            }
            return views(holds ?? true ? ternary.thenExpression : otherwise, in: scope)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let joined = concatenatedText(sequence, in: scope) {
            return [Piece(.text(joined))]
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return views(unwrap.expression, in: scope) }
        if expr.is(ClosureExprSyntax.self) { return [] }
        return [unknownView(expr.trimmedDescription, at: expr, in: scope)]
    }

    /// `if` in a builder: a known condition picks its branch; an unknown one shows the first, with a warning.
    private func ifViews(_ ifExpr: IfExprSyntax, in scope: Scope) -> [Piece] {
        let inner = scope.child()
        let holds = condition(ifExpr.conditions, in: inner, warnAt: Syntax(ifExpr.conditions))
        if holds ?? true { return views(ifExpr.body.statements, in: inner) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return ifViews(next, in: scope)
        case .codeBlock(let block)?: return views(block.statements, in: scope)
        case nil: return []
        }
    }

    /// A bare name in a builder: a closure of views handed in (`content`), a computed view property, a
    /// view-valued constant.
    func namedViews(_ name: String, at node: ExprSyntax, in scope: Scope) -> [Piece] {
        let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
        if let local = scope.local(bare) { return viewsOf(local, at: node, in: scope) }
        if let ownerScope = scope.ownerScope, let known = ownerScope.members[bare] {
            if case .unknown = known {} else { return viewsOf(known, at: node, in: scope) }
        }
        if let owner = scope.owner, let property = owner.properties[bare] {
            if case .views? = scope.ownerScope?.members[bare] {} else if property.binding.accessorBlock != nil {
                return propertyViews(property, owner: owner, at: node, scope: scope.ownerScope ?? scope)
            }
        }
        if let owner = scope.owner, owner.functions[bare] != nil {
            return callViews(FunctionCallExprSyntax(calledExpression: node, leftParen: .leftParenToken(), arguments: [],
                                                    rightParen: .rightParenToken()), in: scope)
        }
        if let first = bare.first, first.isUppercase, let info = program.type(bare), info.isView {
            return inline(info, call: nil, at: node, in: scope)
        }
        return [unknownView(name, at: node, in: scope)]
    }

    /// The views a value holds: a closure of views, read in the scope it was written in.
    func viewsOf(_ value: Value, at node: ExprSyntax, in scope: Scope) -> [Piece] {
        if case .views(let closure, let written) = value { return closureViews(closure, in: written, arguments: []) }
        return [unknownView(node.trimmedDescription, at: node, in: scope)]
    }

    /// A closure's views with its parameters bound to `arguments` (a `ForEach` item; `(index, item)` from a
    /// tuple).
    func closureViews(_ closure: ClosureExprSyntax, in scope: Scope, arguments: [Value]) -> [Piece] {
        let inner = scope.child()
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        if names.isEmpty, let first = arguments.first { inner.values["$0"] = first }
        if names.count > 1, arguments.count == 1, case .instance("tuple", let fields) = arguments[0] {
            for (index, name) in names.enumerated() { inner.values[name] = fields[String(index)] ?? .unknown(name) }
        } else {
            for (index, name) in names.enumerated() where name != "_" {
                inner.values[name] = index < arguments.count ? arguments[index] : .unknown(name)
            }
        }
        return views(closure.statements, in: inner)
    }

    /// A computed view property's views (`var accountSection: some View { … }`).
    func propertyViews(_ property: PropertyDecl, owner: TypeInfo, at node: ExprSyntax, scope: Scope) -> [Piece] {
        let key = owner.name + "." + property.name
        guard enterInlining(key, at: node, in: scope) else { return [placeholderPiece(property.name)] }
        defer { inlining.removeLast() }
        if let accessors = property.binding.accessorBlock {
            switch accessors.accessors {
            case .getter(let items): return views(items, in: scope)
            case .accessors(let list):
                if let items = list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements {
                    return views(items, in: scope)
                }
            }
        }
        if let initializer = property.binding.initializer { return views(initializer.value, in: scope) }
        return []
    }

    /// Whether `key` may be inlined now (not already being inlined, not too deep); warns when not.
    func enterInlining(_ key: String, at node: some SyntaxProtocol, in scope: Scope) -> Bool {
        if inlining.contains(key) {
            warn("\(DiagnosticQuote.text(key)) contains itself; it is drawn once and the inner one left out",
                 at: node, in: scope.source)
            return false
        }
        if inlining.count >= SwiftUILimits.maximumInliningDepth {
            warn("views nest more than \(SwiftUILimits.maximumInliningDepth) deep here; \(DiagnosticQuote.text(key)) is not inlined",
                 at: node, in: scope.source)
            return false
        }
        inlining.append(key)
        return true
    }

    /// A view the reader does not know, as a placeholder row with a warning.
    func unknownView(_ name: String, at node: some SyntaxProtocol, in scope: Scope) -> Piece {
        warn("the view \(DiagnosticQuote.text(name)) is not found in the source folders; a placeholder row is drawn",
             at: node, in: scope.source)
        return placeholderPiece(name)
    }

    func placeholderPiece(_ name: String) -> Piece {
        Piece(.placeholder(Self.placeholder(name)))
    }

    /// A view of the app's own (`SettingsRow(title: "Wi-Fi")`), inlined: its stored properties bound from the
    /// call's arguments (memberwise, or through a simple `init` that assigns them), its body read.
    func inline(_ info: TypeInfo, call: FunctionCallExprSyntax?, at node: some SyntaxProtocol, in scope: Scope) -> [Piece] {
        guard enterInlining(info.name, at: node, in: scope) else { return [placeholderPiece(info.name)] }
        defer { inlining.removeLast() }
        let owner = makeScope(parent: nil, owner: info, source: info.source, isOwnerScope: true)
        if let call { bindFields(of: info, from: call, caller: scope, into: owner) }
        guard let body = info.properties["body"], let accessors = body.binding.accessorBlock else {
            return [unknownView(info.name, at: node, in: scope)]
        }
        switch accessors.accessors {
        case .getter(let items): return views(items, in: owner)
        case .accessors(let list):
            return list.first(where: { $0.accessorSpecifier.text == "get" })?.body.map { views($0.statements, in: owner) } ?? []
        }
    }

    /// Binds a view's fields from a call: through an `init` whose parameters match the labels, else memberwise.
    private func bindFields(of info: TypeInfo, from call: FunctionCallExprSyntax, caller: Scope, into owner: Scope) {
        let arguments = Array(call.arguments)
        var trailing: [(String?, ClosureExprSyntax)] = []
        if let closure = call.trailingClosure { trailing.append((nil, closure)) }
        for extra in call.additionalTrailingClosures { trailing.append((extra.label.text, extra.closure)) }
        let labels = arguments.map { $0.label?.text ?? "_" }
        let initializer = info.initializers.first { initializer in
            let parameters = initializer.signature.parameterClause.parameters
            let required = parameters.filter { $0.defaultValue == nil }.map(\.firstName.text)
            let names = parameters.map(\.firstName.text)
            return labels.allSatisfy(names.contains) && required.count <= labels.count + trailing.count
        }
        if let initializer, let statements = initializer.body?.statements {
            let parameters = makeScope(parent: owner, owner: info, source: info.source)
            bindParameters(initializer.signature.parameterClause.parameters, arguments: arguments, trailing: trailing,
                           callerScope: caller, into: parameters, evaluate: { self.value($0, in: caller) })
            for item in statements { assign(item, from: parameters, into: owner) }
            return
        }
        var order = info.storedOrder.filter { name in
            // `let x = 1` is not in the memberwise initialiser; `var x = 1` is.
            guard let property = info.properties[name] else { return false }
            let isLet = property.binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "let"
            return !(isLet && property.binding.initializer != nil)
        }[...]
        for argument in arguments {
            let name = argument.label?.text ?? order.first ?? ""
            if let index = order.firstIndex(of: name) { order.removeSubrange(order.startIndex...index) }
            owner.members[name] = typed(value(argument.expression, in: caller), as: info.properties[name]?.typeName)
        }
        // Trailing closures go to the view's closure-typed properties (`content`, `label`) in order.
        let closureFields = order.filter { name in
            guard let property = info.properties[name] else { return false }
            let type = property.typeName ?? ""
            return type.contains("->") || type == "Content" || type.contains("View") || property.attributes.contains("ViewBuilder")
                || type.count <= 8 && type.first?.isUppercase == true && !["String", "Bool", "Int", "Double"].contains(type)
        }
        for (index, closure) in trailing.enumerated() {
            let name = closure.0.flatMap { label in closureFields.first { $0 == label } }
                ?? (index < closureFields.count ? closureFields[index] : nil)
            if let name { owner.members[name] = .views(closure.1, caller) }
        }
    }

    /// `self.x = x`, `x = x`, `_x = State(initialValue: x)` in an `init`: the field's value.
    private func assign(_ item: CodeBlockItemSyntax, from parameters: Scope, into owner: Scope) {
        let expr: ExprSyntax?
        switch item.item {
        case .expr(let e): expr = e
        case .stmt(let stmt): expr = stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: expr = nil
        }
        guard let sequence = expr?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return }
        let parts = Array(sequence.elements)
        guard parts[1].is(AssignmentExprSyntax.self) else { return }
        var target = parts[0].trimmedDescription
        if target.hasPrefix("self.") { target.removeFirst(5) }
        if target.hasPrefix("_") { target.removeFirst() }
        var source = parts[2]
        if let call = source.as(FunctionCallExprSyntax.self),
           ["State", "AppStorage", "StateObject", "Binding"].contains(call.calledExpression.trimmedDescription),
           let first = call.arguments.first?.expression {
            source = first
        }
        owner.members[target] = typed(value(source, in: parameters), as: owner.owner?.properties[target]?.typeName)
    }

    /// `Text("a") + Text("b").bold()`: one text, or nil when the sequence is anything else.
    private func concatenatedText(_ sequence: SequenceExprSyntax, in scope: Scope) -> String? {
        var texts: [String] = []
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            let pieces = views(element, in: scope)
            guard pieces.count == 1, case .text(let text) = pieces[0].kind else { return nil }
            texts.append(text)
        }
        return texts.isEmpty ? nil : texts.joined()
    }
}
