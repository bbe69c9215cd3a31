import SwiftSyntax

extension Reader {
    /// The value of `expr` as far as the source tells; `.unknown` where the program would have to run. Never
    /// warns: the place that shows or branches on a value warns when it is unknown.
    func value(_ expr: ExprSyntax, in scope: Scope) -> Value {
        guard spend(at: expr, in: scope.source), enter(at: expr, in: scope.source) else { return .unknown("value") }
        defer { depth -= 1 }
        if !assumptions.isEmpty, let assumed = assumptions[Self.assumptionKey(expr.trimmedDescription)] {
            return assumed
        }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            return .string(interpolated(literal, in: scope, localized: false, table: nil))
        }
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.filter { $0 != "_" }
            if let value = Int(digits) { return .int(value) }
            if digits.hasPrefix("0x"), let value = Int(digits.dropFirst(2), radix: 16) { return .int(value) }
            return .unknown(literal.trimmedDescription)
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.filter { $0 != "_" }).map(Value.double) ?? .unknown(literal.trimmedDescription)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .none }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { value($0.expression, in: scope) })
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return lookUp(reference.baseName.text, at: reference, in: scope) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return memberValue(member, in: scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return callValue(call, in: scope) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return sequenceValue(sequence, in: scope) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = value(prefix.expression, in: scope)
            switch prefix.operator.text {
            case "!": return operand.bool.map { .bool(!$0) } ?? .unknown(expr.trimmedDescription)
            case "-":
                if case .int(let number) = operand { return .int(0 &- number) }
                if case .double(let number) = operand { return .double(-number) }
                return .unknown(expr.trimmedDescription)
            default: return operand
            }
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return value(only.expression, in: scope) }
            var fields: [String: Value] = [:]
            for (index, element) in tuple.elements.enumerated() {
                let item = value(element.expression, in: scope)
                fields[String(index)] = item
                if let label = element.label?.text { fields[label] = item }
            }
            return .instance(type: "tuple", fields: fields)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return choose(value(ternary.condition, in: scope), ternary.thenExpression, ternary.elseExpression, in: scope,
                          source: expr)
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return .views(closure, scope) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return value(unwrap.expression, in: scope) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return value(chain.expression, in: scope) }
        if let cast = expr.as(AsExprSyntax.self) { return value(cast.expression, in: scope) }
        if let awaited = expr.as(AwaitExprSyntax.self) { return value(awaited.expression, in: scope) }
        if let tried = expr.as(TryExprSyntax.self) { return value(tried.expression, in: scope) }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            return branchValue(ifExpr, in: scope) ?? .unknown(expr.trimmedDescription)
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return switchValue(switchExpr, in: scope) ?? .unknown(expr.trimmedDescription)
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            let base = value(subscriptCall.calledExpression, in: scope)
            if case .array(let items) = base, let index = subscriptCall.arguments.first.map({ value($0.expression, in: scope) })?.int,
               items.indices.contains(index) {
                return items[index]
            }
            return .unknown(expr.trimmedDescription)
        }
        return .unknown(expr.trimmedDescription)
    }

    /// `condition ? a : b`: a known condition picks; an unknown one is `.unknown` (the caller warns).
    func choose(_ condition: Value, _ then: ExprSyntax, _ otherwise: ExprSyntax, in scope: Scope, source: ExprSyntax) -> Value {
        guard let known = condition.bool else { return .unknown(source.trimmedDescription) }
        return value(known ? then : otherwise, in: scope)
    }

    /// A bare name: a local, a member of the owner, `self`, a top-level constant, or a type.
    func lookUp(_ rawName: String, at node: some SyntaxProtocol, in scope: Scope) -> Value {
        if let local = scope.local(rawName) { return local }
        var name = rawName
        // `$isOn` (a binding) and `_isOn` (the property wrapper) stand for the value.
        if name.hasPrefix("$") || (name.hasPrefix("_") && name.count > 1) { name.removeFirst() }
        if name == "self" { return scope.selfValue ?? .unknown("self") }
        if name == "Self", let owner = scope.owner { return .type(owner.name) }
        if let local = scope.local(name) { return local }
        if let member = memberOfOwner(name, in: scope) { return member }
        // Inside an enum's own members a bare `rawValue` is `self.rawValue`.
        if let selfValue = scope.selfValue {
            let member = member(name, of: selfValue, at: nil, in: scope)
            if member.isKnown { return member }
        }
        if let (property, source) = program.global(name) {
            return propertyValue(property, owner: nil, in: makeScope(parent: nil, owner: nil, source: source))
        }
        if let first = name.first, first.isUppercase { return .type(name) }
        return .unknown(rawName)
    }

    /// A member of the scope's owner: a bound field, a stored property's initial value, a computed property.
    func memberOfOwner(_ name: String, in scope: Scope) -> Value? {
        guard let ownerScope = scope.ownerScope, let owner = ownerScope.owner else {
            if let owner = scope.owner, let property = owner.properties[name], property.isStatic {
                return propertyValue(property, owner: owner, in: makeScope(parent: nil, owner: owner, source: owner.source))
            }
            if let selfValue = scope.selfValue, let owner = scope.owner, owner.properties[name] != nil {
                return member(name, of: selfValue, at: nil, in: scope)
            }
            return nil
        }
        if let known = ownerScope.members[name] { return known }
        guard let property = owner.properties[name] else { return nil }
        // Marked first, so a property whose initial value names itself reads as unknown, not forever.
        ownerScope.members[name] = .unknown(name)
        let result = propertyValue(property, owner: owner, in: ownerScope)
        ownerScope.members[name] = result
        return result
    }

    /// A property's value: its initial value (typed by its annotation), a computed getter's result, or unknown
    /// for what only the running app has (`@Environment`, `@ObservedObject`, `@Binding` not handed in…).
    func propertyValue(_ property: PropertyDecl, owner: TypeInfo?, in scope: Scope) -> Value {
        let runtime: Set<String> = ["Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Binding",
                                    "FocusState", "FetchRequest", "Query", "Bindable", "GestureState", "Namespace"]
        if property.attributes.contains(where: runtime.contains) { return .unknown(property.name) }
        if let initializer = property.binding.initializer {
            return typed(value(initializer.value, in: scope), as: property.typeName)
        }
        if let accessors = property.binding.accessorBlock {
            switch accessors.accessors {
            case .getter(let items):
                return typed(body(items, in: scope.child()) ?? .unknown(property.name), as: property.typeName)
            case .accessors(let list):
                if let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let items = getter.body?.statements {
                    return typed(body(items, in: scope.child()) ?? .unknown(property.name), as: property.typeName)
                }
            }
        }
        // `@AppStorage("key") var x: Bool` with no default, an optional without one: nil.
        if let type = property.typeName, type.hasSuffix("?") { return .none }
        return .unknown(property.name)
    }

    /// `value` as the declared type makes it: an implicit member (`.dark`) of a known enum gets its type and
    /// raw value.
    func typed(_ value: Value, as typeName: String?) -> Value {
        guard let typeName else { return value }
        let bare = typeName.hasSuffix("?") ? String(typeName.dropLast()) : typeName
        if case .enumCase(nil, let name, nil) = value, program.type(bare)?.isEnum == true {
            return enumCase(name, of: bare)
        }
        if case .array(let items) = value, bare.hasPrefix("["), bare.hasSuffix("]") {
            let element = String(bare.dropFirst().dropLast())
            return .array(items.map { typed($0, as: element) })
        }
        if case .int(let number) = value, bare == "Double" || bare == "CGFloat" || bare == "Float" { return .double(Double(number)) }
        return value
    }

    /// The case `name` of enum `type`, with its raw value (written, or implied: the name for `String`, counting
    /// up for `Int`).
    func enumCase(_ name: String, of type: String) -> Value {
        guard let info = program.type(type), info.isEnum else { return .enumCase(type: type, name: name, raw: nil) }
        var implicit = 0
        for item in info.cases {
            var raw: Value?
            if let written = item.raw {
                raw = value(written, in: makeScope(parent: nil, owner: info, source: info.source))
                if let number = raw?.int { implicit = number }
            } else if info.rawType == "String" {
                raw = .string(item.name)
            } else if info.rawType == "Int" {
                raw = .int(implicit)
            }
            if item.name == name { return .enumCase(type: info.name, name: name, raw: raw) }
            implicit += 1
        }
        return .enumCase(type: info.name, name: name, raw: nil)
    }

    /// A function or computed property's result: `return x`, a single expression, `switch`/`if` returning
    /// in each branch, with `let`s along the way.
    func body(_ items: CodeBlockItemListSyntax, in scope: Scope) -> Value? {
        for item in items {
            switch item.item {
            case .decl(let decl):
                bindLocals(decl, in: scope)
            case .stmt(let stmt):
                if let returned = stmt.as(ReturnStmtSyntax.self) {
                    return returned.expression.map { value($0, in: scope) } ?? .none
                }
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    if let result = statementValue(expression, in: scope) { return result }
                }
            case .expr(let expr):
                if let result = statementValue(expr, in: scope) { return result }
                if items.count == 1 { return value(expr, in: scope) }
            }
        }
        return nil
    }

    private func statementValue(_ expr: ExprSyntax, in scope: Scope) -> Value? {
        if let ifExpr = expr.as(IfExprSyntax.self) { return branchValue(ifExpr, in: scope) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchValue(switchExpr, in: scope) }
        return nil
    }

    /// Binds `let`/`var` constants of a body in `scope`.
    func bindLocals(_ decl: DeclSyntax, in scope: Scope) {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription
            scope.values[name] = binding.initializer.map { typed(value($0.value, in: scope), as: type) } ?? .unknown(name)
        }
    }

    /// The value of an `if` whose branches produce or return values; nil when the condition is unknown.
    func branchValue(_ ifExpr: IfExprSyntax, in scope: Scope) -> Value? {
        let inner = scope.child()
        guard let holds = condition(ifExpr.conditions, in: inner, warnAt: nil) else { return nil }
        if holds { return body(ifExpr.body.statements, in: inner) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return branchValue(next, in: scope)
        case .codeBlock(let block)?: return body(block.statements, in: scope.child())
        case nil: return nil
        }
    }

    /// The value of a `switch` on a known subject; nil when the subject is unknown or no case matches.
    func switchValue(_ switchExpr: SwitchExprSyntax, in scope: Scope) -> Value? {
        let inner = scope.child()
        guard let items = matchingCase(switchExpr, in: scope, binding: inner) else { return nil }
        return body(items, in: inner)
    }

    /// The statements of the case a `switch` on a known subject takes (`default` when no pattern matches); a
    /// case's `let` patterns (`case .toggle(let binding)`) are bound in `binding`.
    func matchingCase(_ switchExpr: SwitchExprSyntax, in scope: Scope, binding: Scope) -> CodeBlockItemListSyntax? {
        let subject = value(switchExpr.subject, in: scope)
        guard subject.isKnown else { return nil }
        var fallback: CodeBlockItemListSyntax?
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default: fallback = switchCase.statements
            case .case(let label):
                for item in label.caseItems where patternMatches(item.pattern, subject, in: scope, binding: binding) {
                    return switchCase.statements
                }
            }
        }
        return fallback
    }

    private func patternMatches(_ pattern: PatternSyntax, _ subject: Value, in scope: Scope, binding: Scope) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        // `case let .toggle(binding)`: the `let` outside the case.
        if let outer = pattern.as(ValueBindingPatternSyntax.self) {
            return patternMatches(outer.pattern, subject, in: scope, binding: binding)
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression {
            // `.dark`, `Theme.dark`, `"a"`, `1`; `.case(let x)` by its name, binding its values.
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                switch subject {
                case .enumCase(_, let name, _):
                    return member.declName.baseName.text == name
                case .associated(let name, let values):
                    guard member.declName.baseName.text == name else { return false }
                    for (index, argument) in call.arguments.enumerated() {
                        var element = argument.expression
                        if let inner = element.as(PatternExprSyntax.self) {
                            var bound = inner.pattern
                            if let valueBinding = bound.as(ValueBindingPatternSyntax.self) { bound = valueBinding.pattern }
                            if let identifier = bound.as(IdentifierPatternSyntax.self) {
                                binding.values[identifier.identifier.text] = index < values.count ? values[index] : .unknown("value")
                            }
                            continue
                        }
                        if let reference = element.as(DeclReferenceExprSyntax.self) {
                            // `case let .toggle(binding)`: a bare name binds.
                            binding.values[reference.baseName.text] = index < values.count ? values[index] : .unknown("value")
                            continue
                        }
                        element = argument.expression
                        if index < values.count, !value(element, in: scope).matches(values[index]) { return false }
                    }
                    return true
                default:
                    return false
                }
            }
            if let member = expression.as(MemberAccessExprSyntax.self), case .enumCase(_, let name, _) = subject {
                return member.declName.baseName.text == name
            }
            return value(expression, in: scope).matches(subject)
        }
        return false
    }

    /// Whether an `if`'s conditions hold: nil when one is unknown (then `warnAt` gets a warning naming it).
    /// `if let x = y` binds `x` in `scope` (to `y`'s value, which may be unknown).
    func condition(_ conditions: ConditionElementListSyntax, in scope: Scope, warnAt node: Syntax?) -> Bool? {
        for element in conditions {
            switch element.condition {
            case .expression(let expr):
                let result = value(expr, in: scope)
                guard let holds = result.bool else {
                    if let node {
                        warn("the condition \(quoted(expr)) is not known without running the app; the first branch is shown (set it with --assume '\(Self.assumptionKey(expr.trimmedDescription))=false')",
                             at: node, in: scope.source)
                    }
                    return nil
                }
                if !holds { return false }
            case .availability:
                continue
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
                let source = binding.initializer?.value
                let bound = source.map { value($0, in: scope) } ?? lookUp(name, at: binding, in: scope)
                if case .none = bound { return false }
                scope.values[name] = bound
                if !bound.isKnown {
                    if let node {
                        let text = source?.trimmedDescription ?? name
                        warn("whether \(DiagnosticQuote.text(text)) is nil is not known without running the app; the first branch is shown (set it with --assume '\(Self.assumptionKey(text))=nil')",
                             at: node, in: scope.source)
                    }
                    return nil
                }
            case .matchingPattern:
                if let node { warn("a pattern condition is not evaluated; the first branch is shown", at: node, in: scope.source) }
                return nil
            }
        }
        return true
    }

    /// `expr`'s text quoted for a message.
    func quoted(_ expr: some SyntaxProtocol) -> String { DiagnosticQuote.text(expr.trimmedDescription) }
}
