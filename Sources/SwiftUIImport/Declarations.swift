import SwiftSyntax

/// A stored or computed property as declared: `@State private var on = true`, `static let title = "A"`,
/// `var body: some View { … }`.
struct PropertyDecl {
    /// The property's name.
    var name: String
    /// The binding (pattern, type, initialiser or accessors).
    var binding: PatternBindingSyntax
    /// The attributes' names (`State`, `AppStorage`, `Binding`, `ViewBuilder`…).
    var attributes: [String]
    /// Whether it is `static` (or `class`).
    var isStatic: Bool
    /// Whether it is stored (no accessors), so a memberwise initialiser sets it.
    var isStored: Bool { binding.accessorBlock == nil }
    /// The declared type's text without spaces (`Bool`, `[Item]`, `Theme`), when written.
    var typeName: String? { binding.typeAnnotation.map { $0.type.trimmedDescription.filter { !$0.isWhitespace } } }
}

/// A struct, class, enum or extension's members, merged by name across the files read.
final class TypeInfo {
    /// The name (nested types by their full name, `L10n.Settings`).
    let name: String
    /// The file it (first) comes from.
    let source: SourceText
    /// Where it is declared.
    let node: Syntax
    /// The inherited types' names (`View`, `String`, `CaseIterable`, `PreviewProvider`).
    var inherits: [String] = []
    /// Whether it is an enum.
    var isEnum = false
    /// Properties by name.
    var properties: [String: PropertyDecl] = [:]
    /// Stored instance properties in declaration order (the memberwise initialiser's order).
    var storedOrder: [String] = []
    /// Methods by base name.
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Enum cases in order, with their raw value expression when written.
    var cases: [(name: String, raw: ExprSyntax?)] = []
    /// Explicit initialisers.
    var initializers: [InitializerDeclSyntax] = []
    /// Whether only extensions of it have been read so far (its own declaration may come from another file).
    var declaredByExtensionOnly = true

    init(name: String, source: SourceText, node: Syntax) {
        self.name = name
        self.source = source
        self.node = node
    }

    /// Whether it is a SwiftUI view (declares `body` or conforms to `View`).
    var isView: Bool { inherits.contains("View") || properties["body"].map { !$0.isStatic } ?? false }

    /// The raw type of an enum (`String`, `Int`), when it has one.
    var rawType: String? { inherits.first { ["String", "Int", "Double", "Character"].contains($0) } }

    /// Adds the members of a declaration group (the type itself or an extension).
    func add(_ members: MemberBlockSyntax) {
        add(members.members)
    }

    private func add(_ members: MemberBlockItemListSyntax) {
        for member in members {
            let decl = member.decl
            if let config = decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = IfConfig.activeClause(config)?.elements { add(inner) }
                continue
            }
            if let variable = decl.as(VariableDeclSyntax.self) {
                let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
                let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let property = PropertyDecl(name: name, binding: binding, attributes: attributes, isStatic: isStatic)
                    if properties[name] == nil, property.isStored, !isStatic { storedOrder.append(name) }
                    properties[name] = property
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(function)
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                isEnum = true
                for element in enumCase.elements {
                    cases.append((element.name.text, element.rawValue?.value))
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            }
        }
    }
}

/// A `#Preview` or a `PreviewProvider`: its name and the views it shows.
struct PreviewDecl {
    /// `#Preview("Dark")`'s title, or the provider's type name; nil for an untitled `#Preview` (the pane is then
    /// named after the file).
    var name: String?
    /// The closure (`#Preview { … }`) or the `previews` property's statements.
    var statements: CodeBlockItemListSyntax
    /// Where it is declared.
    var node: Syntax
    /// The `PreviewProvider` type whose `previews` this is (its static members are in scope), or nil.
    var owner: String?
}

/// Every declaration of one file: its types (nested ones by their dotted names), its top-level constants and its
/// previews.
struct FileDeclarations {
    var types: [(String, TypeInfo, MemberBlockSyntax?, [String], Bool)] = []
    var globals: [String: PropertyDecl] = [:]
    var globalFunctions: [String: [FunctionDeclSyntax]] = [:]
    var previews: [PreviewDecl] = []

    /// Collects the declarations of `source`.
    init(_ source: SourceText) {
        var unnamed = 0
        for item in source.tree.statements {
            collect(item.item, prefix: "", source: source, unnamed: &unnamed)
        }
    }

    private mutating func collect(_ item: CodeBlockItemSyntax.Item, prefix: String, source: SourceText, unnamed: inout Int) {
        switch item {
        case .decl(let decl): collect(decl: decl, prefix: prefix, source: source)
        case .expr(let expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self) { preview(macro.macroName.text, macro.arguments,
                                                                            macro.trailingClosure, node: Syntax(macro)) }
        case .stmt(let stmt):
            if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self) {
                preview(expr.macroName.text, expr.arguments, expr.trailingClosure, node: Syntax(expr))
            }
        }
    }

    private mutating func preview(_ name: String, _ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, node: Syntax) {
        guard name == "Preview", let closure else { return }
        var title: String?
        if let first = arguments.first, first.label == nil,
           let literal = first.expression.as(StringLiteralExprSyntax.self) {
            title = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        previews.append(PreviewDecl(name: title, statements: closure.statements, node: node))
    }

    private mutating func collect(decl: DeclSyntax, prefix: String, source: SourceText) {
        if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            preview(macro.macroName.text, macro.arguments, macro.trailingClosure, node: Syntax(macro))
            return
        }
        if let config = decl.as(IfConfigDeclSyntax.self) {
            // `#if DEBUG … #endif` around previews and views: the clause an iPhone build compiles.
            let clause = IfConfig.activeClause(config)
            if case .decls(let members)? = clause?.elements {
                for member in members { collect(decl: member.decl, prefix: prefix, source: source) }
            } else if case .statements(let items)? = clause?.elements {
                var unnamed = 0
                for item in items { collect(item.item, prefix: prefix, source: source, unnamed: &unnamed) }
            }
            return
        }
        if let variable = decl.as(VariableDeclSyntax.self), prefix.isEmpty {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                globals[name] = PropertyDecl(name: name, binding: binding, attributes: [], isStatic: true)
            }
            return
        }
        if let function = decl.as(FunctionDeclSyntax.self), prefix.isEmpty {
            globalFunctions[function.name.text, default: []].append(function)
            return
        }
        let group: (name: String, members: MemberBlockSyntax, inherits: InheritanceClauseSyntax?, isExtension: Bool)?
        if let type = decl.as(StructDeclSyntax.self) {
            group = (type.name.text, type.memberBlock, type.inheritanceClause, false)
        } else if let type = decl.as(ClassDeclSyntax.self) {
            group = (type.name.text, type.memberBlock, type.inheritanceClause, false)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            group = (type.name.text, type.memberBlock, type.inheritanceClause, false)
        } else if let type = decl.as(ActorDeclSyntax.self) {
            group = (type.name.text, type.memberBlock, type.inheritanceClause, false)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            group = (type.extendedType.trimmedDescription, type.memberBlock, type.inheritanceClause, true)
        } else {
            group = nil
        }
        guard let group else { return }
        let full = prefix.isEmpty ? group.name : prefix + "." + group.name
        let inherits = group.inherits?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let info = TypeInfo(name: full, source: source, node: Syntax(decl))
        if decl.is(EnumDeclSyntax.self) { info.isEnum = true }
        types.append((full, info, group.members, inherits, group.isExtension))
        for member in group.members.members {
            let nested = member.decl
            if nested.is(StructDeclSyntax.self) || nested.is(EnumDeclSyntax.self) || nested.is(ClassDeclSyntax.self)
                || nested.is(ExtensionDeclSyntax.self) {
                collect(decl: nested, prefix: full, source: source)
            }
        }
        // A PreviewProvider's `previews` is a preview named after its type.
        if inherits.contains("PreviewProvider") {
            for member in group.members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" {
                    if case .getter(let items)? = binding.accessorBlock?.accessors {
                        previews.append(PreviewDecl(name: full, statements: items, node: Syntax(decl), owner: full))
                    }
                }
            }
        }
    }
}
