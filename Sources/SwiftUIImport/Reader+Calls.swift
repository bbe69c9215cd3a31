import SwiftSyntax
import TableSpec

/// A call's arguments by label, with its trailing closures.
struct CallArguments {
    let call: FunctionCallExprSyntax
    let list: [LabeledExprSyntax]

    init(_ call: FunctionCallExprSyntax) {
        self.call = call
        list = Array(call.arguments)
    }

    /// The argument labelled `label` (nil: the first unlabelled one).
    subscript(_ label: String?) -> ExprSyntax? {
        list.first { $0.label?.text == label }?.expression
    }

    /// The unlabelled arguments in order.
    var unlabelled: [ExprSyntax] { list.filter { $0.label == nil }.map(\.expression) }

    /// The closure for `label`: a trailing one (the first for `content`-like labels), an additional trailing
    /// one by label, or a closure argument.
    func closure(_ label: String?, trailingIsThis: Bool) -> ClosureExprSyntax? {
        if let label, let extra = call.additionalTrailingClosures.first(where: { $0.label.text == label }) { return extra.closure }
        if trailingIsThis, let trailing = call.trailingClosure { return trailing }
        if let label, let argument = self[label]?.as(ClosureExprSyntax.self) { return argument }
        return nil
    }
}

extension Reader {
    /// A call in a builder: a modifier on the view before it, a SwiftUI view, a view of the app's own, or a
    /// function returning views.
    func callViews(_ call: FunctionCallExprSyntax, in scope: Scope) -> [Piece] {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                let baseName = reference.baseName.text
                if baseName == "self", let owner = scope.owner {
                    return ownFunctionViews(name, owner: owner, call: call, in: scope)
                }
                if baseName == "SwiftUI" { return builtinViews(name, call, in: scope) }
                if let first = baseName.first, first.isUppercase, case .type(let typeName) = lookUp(baseName, at: reference, in: scope) {
                    if let info = program.type(typeName + "." + name), info.isView { return inline(info, call: call, at: call, in: scope) }
                    if let info = program.type(typeName), info.functions[name] != nil {
                        return ownFunctionViews(name, owner: info, call: call, in: makeScope(parent: nil, owner: info, source: info.source))
                    }
                }
            }
            return modified(views(base, in: scope), name: name, call: call, in: scope)
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            return [unknownView(call.calledExpression.trimmedDescription, at: call, in: scope)]
        }
        let name = reference.baseName.text
        if Self.builtinNames.contains(name) { return builtinViews(name, call, in: scope) }
        if let owner = scope.owner, owner.functions[name] != nil {
            return ownFunctionViews(name, owner: owner, call: call, in: scope)
        }
        if let local = scope.local(name), case .views(let closure, let written) = local {
            return closureViews(closure, in: written, arguments: call.arguments.map { value($0.expression, in: scope) })
        }
        if let member = scope.ownerScope?.members[name], case .views(let closure, let written) = member {
            return closureViews(closure, in: written, arguments: call.arguments.map { value($0.expression, in: scope) })
        }
        if let info = program.type(name), info.isView { return inline(info, call: call, at: call, in: scope) }
        if let (function, source) = program.globalFunction(name) {
            return functionViews(function, owner: nil, call: call, in: scope, source: source)
        }
        return [unknownView(name, at: call.calledExpression, in: scope)]
    }

    /// A method of the owner returning views (`func row(_ title: String) -> some View`).
    private func ownFunctionViews(_ name: String, owner: TypeInfo, call: FunctionCallExprSyntax, in scope: Scope) -> [Piece] {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let candidates = owner.functions[name] ?? []
        guard let function = candidates.first(where: { function in
            function.signature.parameterClause.parameters.map(\.firstName.text).starts(with: labels)
        }) ?? candidates.first else {
            return [unknownView(name, at: call, in: scope)]
        }
        return functionViews(function, owner: owner, call: call, in: scope, source: owner.source)
    }

    private func functionViews(_ function: FunctionDeclSyntax, owner: TypeInfo?, call: FunctionCallExprSyntax, in scope: Scope,
                               source: SourceText) -> [Piece] {
        guard let statements = function.body?.statements else { return [] }
        let key = (owner?.name ?? "") + "." + function.name.text
        guard enterInlining(key, at: call, in: scope) else { return [placeholderPiece(function.name.text)] }
        defer { inlining.removeLast() }
        let parent = source === scope.source && scope.owner === owner ? (scope.ownerScope ?? scope)
            : makeScope(parent: nil, owner: owner, source: source, isOwnerScope: owner != nil)
        let inner = makeScope(parent: parent, owner: owner, source: source)
        var trailing: [(String?, ClosureExprSyntax)] = []
        if let closure = call.trailingClosure { trailing.append((nil, closure)) }
        bindParameters(function.signature.parameterClause.parameters, arguments: Array(call.arguments), trailing: trailing,
                       callerScope: scope, into: inner, evaluate: { self.value($0, in: scope) })
        return views(statements, in: inner)
    }

    /// Views the reader draws itself.
    static let builtinNames: Set<String> = [
        "Form", "List", "Section", "ForEach", "Group", "Toggle", "Picker", "NavigationLink", "LabeledContent", "HStack",
        "VStack", "ZStack", "LazyVStack", "LazyHStack", "Label", "Text", "Button", "Link", "TextField", "SecureField",
        "Stepper", "Slider", "ProgressView", "DatePicker", "ColorPicker", "Image", "Spacer", "Divider", "NavigationStack",
        "NavigationView", "NavigationSplitView", "ScrollView", "EmptyView", "Color", "Menu", "DisclosureGroup", "ShareLink",
        "EditButton", "Gauge", "ViewThatFits", "GroupBox", "ControlGroup", "AsyncImage", "GeometryReader", "TupleView",
        "AnyView", "MultiDatePicker", "PhotosPicker", "TextEditor", "Circle", "Rectangle", "RoundedRectangle", "Capsule",
        "OutlineGroup", "SignInWithAppleButton", "PasteButton", "RenameButton", "HelpLink",
    ]
}
