import Foundation
import SwiftSyntax

extension Reader {
    /// `base.name`: an implicit member (`.dark`), an enum case or static member of a type, a field of a struct
    /// value, an enum case's raw value or computed property, or a string's and array's common members.
    func memberValue(_ member: MemberAccessExprSyntax, in scope: Scope) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else { return .enumCase(type: nil, name: name, raw: nil) }
        if let reference = baseExpr.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self" {
            return memberOfOwner(name, in: scope) ?? scope.selfValue.map { self.member(name, of: $0, at: member, in: scope) }
                ?? .unknown(member.trimmedDescription)
        }
        let base = value(baseExpr, in: scope)
        return self.member(name, of: base, at: member, in: scope)
    }

    /// The member `name` of a worked-out value.
    func member(_ name: String, of base: Value, at node: MemberAccessExprSyntax?, in scope: Scope) -> Value {
        let text = node?.trimmedDescription ?? name
        switch base {
        case .type(let typeName):
            return staticMember(name, of: typeName, text: text)
        case .instance(let type, let fields):
            if let field = fields[name] { return field }
            if let info = program.type(type), let property = info.properties[name], !property.isStatic {
                let owner = makeScope(parent: nil, owner: info, source: info.source, isOwnerScope: true)
                owner.members = fields
                return propertyValue(property, owner: info, in: owner)
            }
            return .unknown(text)
        case .enumCase(let type, let caseName, let raw):
            if name == "rawValue" { return raw ?? .string(caseName) }
            if name == "id" { return base }
            if let type, let info = program.type(type), let property = info.properties[name] {
                let scope = makeScope(parent: nil, owner: info, source: info.source)
                scope.selfValue = base
                return propertyValue(property, owner: info, in: scope)
            }
            return .unknown(text)
        case .string(let string):
            switch name {
            case "capitalized": return .string(string.capitalized)
            case "localizedCapitalized": return .string(string.capitalized)
            case "uppercased", "localizedUppercase": return .string(string.uppercased())
            case "lowercased", "localizedLowercase": return .string(string.lowercased())
            case "count": return .int(string.count)
            case "isEmpty": return .bool(string.isEmpty)
            case "description": return base
            default: return .unknown(text)
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            case "indices": return .range(0, items.count)
            default: return .unknown(text)
            }
        case .range(let lower, let upper):
            switch name {
            case "count": return .int(max(0, upper &- lower))
            case "lowerBound": return .int(lower)
            case "upperBound": return .int(upper)
            default: return .unknown(text)
            }
        case .int, .double:
            if name == "description" { return base.text.map(Value.string) ?? .unknown(text) }
            return .unknown(text)
        case .views, .none, .bool, .unknown, .associated:
            return .unknown(text)
        }
    }

    /// `Type.name`: `allCases`, an enum case, a static property, a nested type.
    func staticMember(_ name: String, of typeName: String, text: String) -> Value {
        if let info = program.type(typeName) {
            if name == "allCases", info.isEnum { return .array(info.cases.map { enumCase($0.name, of: info.name) }) }
            if info.cases.contains(where: { $0.name == name }) { return enumCase(name, of: info.name) }
            if let property = info.properties[name] {
                return propertyValue(property, owner: info, in: makeScope(parent: nil, owner: info, source: info.source))
            }
            if program.type(info.name + "." + name) != nil { return .type(info.name + "." + name) }
            return .unknown(text)
        }
        if let first = name.first, first.isUppercase { return .type(typeName + "." + name) }
        // `Color.red`, `Font.body`, a type from a framework: an enum-like member.
        return .enumCase(type: typeName, name: name, raw: nil)
    }

    /// A call in a value: `.constant(x)`, localisation functions, conversions, memberwise initialisers, the
    /// app's own functions with a body the reader can follow, and a few methods of strings and arrays.
    func callValue(_ call: FunctionCallExprSyntax, in scope: Scope) -> Value {
        let arguments = Array(call.arguments)
        let text = call.trimmedDescription
        func argument(_ label: String?) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpr = member.base else {
                // `.constant(x)`: a binding that always holds x.
                if name == "constant", let first = arguments.first { return value(first.expression, in: scope) }
                // `.toggle($on)`: a case with associated values (or a static factory, which reads the same).
                return .associated(name: name, values: arguments.map { value($0.expression, in: scope) })
            }
            if name == "tr", arguments.count >= 2 { return localizedCall(arguments, in: scope) }
            let base = value(baseExpr, in: scope)
            if case .type(let typeName) = base {
                if name == "constant", let first = arguments.first { return value(first.expression, in: scope) }
                if let info = program.type(typeName), let function = info.functions[name]?.first {
                    return functionValue(function, arguments: arguments, owner: info, selfValue: nil, source: info.source, caller: scope)
                }
                if let info = program.type(typeName + "." + name) { return construct(info.name, arguments, in: scope) }
                return .unknown(text)
            }
            return method(name, of: base, arguments: arguments, call: call, in: scope)
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return .unknown(text) }
        let name = reference.baseName.text
        switch name {
        case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
            guard let key = arguments.first?.expression else { return .unknown(text) }
            let table = argument("tableName").flatMap { value($0, in: scope).text }
            return .string(localizedText(key, table: table, in: scope, fallback: argument("value")))
        case "String":
            if let key = argument("localized") {
                let table = argument("table").flatMap { value($0, in: scope).text }
                return .string(localizedText(key, table: table, in: scope, fallback: argument("defaultValue")))
            }
            if let first = arguments.first {
                let inner = value(first.expression, in: scope)
                return inner.text.map(Value.string) ?? .unknown(text)
            }
            return .string("")
        case "Int":
            if let first = arguments.first, let number = value(first.expression, in: scope).int { return .int(number) }
            return .unknown(text)
        case "Double", "CGFloat", "Float":
            if let first = arguments.first, let number = value(first.expression, in: scope).double { return .double(number) }
            return .unknown(text)
        case "Array":
            if let first = arguments.first { return value(first.expression, in: scope) }
            return .array([])
        case "min", "max":
            let numbers = arguments.compactMap { value($0.expression, in: scope).double }
            guard numbers.count == arguments.count, !numbers.isEmpty else { return .unknown(text) }
            let result = name == "min" ? numbers.min() ?? 0 : numbers.max() ?? 0
            if arguments.allSatisfy({ value($0.expression, in: scope).int != nil }), let whole = Value.double(result).int {
                return .int(whole)
            }
            return .double(result)
        case "tr" where arguments.count >= 2:
            return localizedCall(arguments, in: scope)
        default:
            break
        }
        if let owner = scope.owner, let function = owner.functions[name]?.first {
            return functionValue(function, arguments: arguments, owner: owner, selfValue: scope.selfValue,
                                 source: owner.source, ownerScope: scope.ownerScope, caller: scope)
        }
        if let (function, source) = program.globalFunction(name) {
            return functionValue(function, arguments: arguments, owner: nil, selfValue: nil, source: source, caller: scope)
        }
        if let first = name.first, first.isUppercase { return construct(name, arguments, in: scope) }
        return .unknown(text)
    }

    /// SwiftGen's `tr("Table", "key", fallback: "…")`.
    private func localizedCall(_ arguments: [LabeledExprSyntax], in scope: Scope) -> Value {
        let table = value(arguments[0].expression, in: scope).text
        let key = value(arguments[1].expression, in: scope).text ?? ""
        let fallback = arguments.first { $0.label?.text == "fallback" }.flatMap { value($0.expression, in: scope).text }
        // The format's arguments sit between the key and `fallback:`.
        let values = arguments.dropFirst(2).filter { $0.label == nil }.map { argument in
            value(argument.expression, in: scope).text ?? Self.placeholder(argument.expression.trimmedDescription)
        }
        let format = strings.lookUp(key, table: table) ?? fallback ?? key
        return .string(values.isEmpty ? format : Self.substitute(format, values))
    }

    /// `Type(a: 1, b: "x")`: a struct value with its fields from the labels (unlabelled ones in the order the
    /// stored properties are declared), the rest from their declared initial values.
    func construct(_ typeName: String, _ arguments: [LabeledExprSyntax], in scope: Scope) -> Value {
        var fields: [String: Value] = [:]
        let info = program.type(typeName)
        if let info, info.isEnum { return .unknown(typeName) }
        let order = info?.storedOrder ?? []
        var position = 0
        for argument in arguments {
            let item = value(argument.expression, in: scope)
            if let label = argument.label?.text {
                fields[label] = item
            } else if position < order.count {
                fields[order[position]] = item
            }
            position += 1
        }
        if let info {
            let owner = makeScope(parent: nil, owner: info, source: info.source, isOwnerScope: true)
            for name in order where fields[name] == nil {
                if let property = info.properties[name], property.binding.initializer != nil {
                    fields[name] = propertyValue(property, owner: info, in: owner)
                }
            }
        }
        return .instance(type: info?.name ?? typeName, fields: fields)
    }

    /// A function's result with its parameters bound to the arguments (by label, then position, then their
    /// defaults).
    func functionValue(_ function: FunctionDeclSyntax, arguments: [LabeledExprSyntax], owner: TypeInfo?, selfValue: Value?,
                       source: SourceText, ownerScope: Scope? = nil, caller: Scope) -> Value {
        guard let statements = function.body?.statements else { return .unknown(function.name.text) }
        guard inlining.count < SwiftUILimits.maximumInliningDepth else { return .unknown(function.name.text) }
        let parent = ownerScope ?? makeScope(parent: nil, owner: owner, source: source, isOwnerScope: owner != nil)
        let scope = makeScope(parent: parent, owner: owner, source: source)
        scope.selfValue = selfValue
        bindParameters(function.signature.parameterClause.parameters, arguments: arguments, trailing: [],
                       callerScope: nil, into: scope, evaluate: { self.value($0, in: caller) })
        inlining.append("func " + function.name.text)
        defer { inlining.removeLast() }
        return body(statements, in: scope) ?? .unknown(function.name.text)
    }

    /// Binds a function's parameters in `scope`: arguments by label (a parameter's first name, `_` for none)
    /// in order, trailing closures to the last parameters, defaults for the rest.
    func bindParameters(_ parameters: FunctionParameterListSyntax, arguments: [LabeledExprSyntax],
                        trailing: [(String?, ClosureExprSyntax)], callerScope: Scope?, into scope: Scope,
                        evaluate: (ExprSyntax) -> Value) {
        var remaining = arguments[...]
        var closures = trailing[...]
        for parameter in parameters {
            let label = parameter.firstName.text
            let name = parameter.secondName?.text ?? label
            let type = parameter.type.trimmedDescription
            if let next = remaining.first, (next.label?.text ?? "_") == label {
                remaining.removeFirst()
                scope.values[name] = typed(evaluate(next.expression), as: type)
            } else if type.contains("->") || type.contains("View") || type == "Content", let closure = closures.first,
                      let caller = callerScope {
                closures.removeFirst()
                scope.values[name] = .views(closure.1, caller)
            } else if let defaultValue = parameter.defaultValue {
                scope.values[name] = typed(value(defaultValue.value, in: scope), as: type)
            } else {
                scope.values[name] = .unknown(name)
            }
        }
    }

    /// Methods of values: `uppercased()`, `formatted()`, `joined(separator:)`, `enumerated()`, `prefix(n)`,
    /// `sorted()`, `replacingOccurrences(of:with:)`, and a struct's or enum's own methods.
    func method(_ name: String, of base: Value, arguments: [LabeledExprSyntax], call: FunctionCallExprSyntax,
                in scope: Scope) -> Value {
        let text = call.trimmedDescription
        switch (name, base) {
        case ("uppercased", .string(let string)): return .string(string.uppercased())
        case ("lowercased", .string(let string)): return .string(string.lowercased())
        case ("replacingOccurrences", .string(let string)):
            guard arguments.count >= 2, let of = value(arguments[0].expression, in: scope).text,
                  let with = value(arguments[1].expression, in: scope).text, !of.isEmpty else { return .unknown(text) }
            return .string(string.replacingOccurrences(of: of, with: with))
        case ("formatted", .int(let number)): return .string(Self.grouped(number))
        case ("formatted", .double(let number)): return .string(Value.format(number))
        case ("joined", .array(let items)):
            let separator = arguments.first.flatMap { value($0.expression, in: scope).text } ?? ""
            let texts = items.compactMap(\.text)
            return texts.count == items.count ? .string(texts.joined(separator: separator)) : .unknown(text)
        case ("enumerated", .array(let items)):
            return .array(items.enumerated().map { .instance(type: "tuple", fields: ["offset": .int($0), "element": $1,
                                                                                     "0": .int($0), "1": $1]) })
        case ("prefix", .array(let items)):
            guard let count = arguments.first.flatMap({ value($0.expression, in: scope).int }) else { return .unknown(text) }
            return .array(Array(items.prefix(max(0, count))))
        case ("sorted", .array(let items)) where arguments.isEmpty:
            let texts = items.compactMap(\.text)
            guard texts.count == items.count else { return base }
            return .array(zip(texts, items).sorted { $0.0 < $1.0 }.map(\.1))
        case ("reversed", .array(let items)): return .array(items.reversed())
        case ("contains", .array(let items)):
            guard let needle = arguments.first.map({ value($0.expression, in: scope) }), needle.isKnown else { return .unknown(text) }
            return .bool(items.contains { $0.matches(needle) })
        case ("contains", .string(let string)):
            guard let needle = arguments.first.flatMap({ value($0.expression, in: scope).text }) else { return .unknown(text) }
            return .bool(string.contains(needle))
        default:
            break
        }
        switch base {
        case .enumCase(let type?, _, _), .instance(let type, _):
            if let info = program.type(type), let function = info.functions[name]?.first {
                let owner = makeScope(parent: nil, owner: info, source: info.source, isOwnerScope: true)
                if case .instance(_, let fields) = base { owner.members = fields }
                owner.selfValue = base
                return functionValue(function, arguments: arguments, owner: info, selfValue: base, source: info.source,
                                     ownerScope: owner, caller: scope)
            }
        default:
            break
        }
        return .unknown(text)
    }

    /// `1234.formatted()`: digits grouped by thousands as the English locale does.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
