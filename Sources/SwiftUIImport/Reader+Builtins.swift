import SwiftSyntax
import TableSpec

extension Reader {
    /// SwiftUI's own views as pieces.
    func builtinViews(_ name: String, _ call: FunctionCallExprSyntax, in scope: Scope) -> [Piece] {
        let arguments = CallArguments(call)
        func content(_ label: String? = "content") -> [Piece] {
            guard let closure = arguments.closure(label, trailingIsThis: true) else { return [] }
            return closureViews(closure, in: scope, arguments: [])
        }
        func labelViews(_ label: String = "label") -> [Piece]? {
            guard let closure = arguments.closure(label, trailingIsThis: false) else { return nil }
            return closureViews(closure, in: scope, arguments: [])
        }
        switch name {
        case "Form":
            return [Piece(.list(content()))]
        case "List":
            if let data = arguments.unlabelled.first, let closure = call.trailingClosure {
                return [Piece(.list(forEach(data, closure: closure, at: call, in: scope)))]
            }
            return [Piece(.list(content()))]
        case "Section":
            return [section(arguments, in: scope)]
        case "ForEach":
            guard let data = arguments.unlabelled.first, let closure = arguments.closure("content", trailingIsThis: true) else {
                return []
            }
            return [Piece(.group(forEach(data, closure: closure, at: call, in: scope)))]
        case "Group", "NavigationStack", "NavigationView", "ScrollView", "ViewThatFits", "ZStack", "GeometryReader",
             "TupleView", "AnyView", "ControlGroup", "LazyVStack":
            if name == "AnyView", let first = arguments.unlabelled.first { return views(first, in: scope) }
            if name == "ViewThatFits" { return Array(content().prefix(1)) }
            if name == "ZStack" { return Array(content().suffix(1)) }
            if name == "LazyVStack" { return [Piece(.stack(horizontal: false, content()))] }
            return [Piece(.group(content()))]
        case "NavigationSplitView":
            return [Piece(.group(content("sidebar")))]
        case "HStack", "LazyHStack":
            return [Piece(.stack(horizontal: true, content()))]
        case "VStack":
            return [Piece(.stack(horizontal: false, content()))]
        case "GroupBox":
            return [Piece(.group(content()))]
        case "Spacer":
            return [Piece(.spacer)]
        case "Divider", "EmptyView", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "EditButton":
            return []
        case "Text":
            return [Piece(.text(textValue(arguments, in: scope)))]
        case "Image":
            if let name = arguments["systemName"] { return [Piece(.image(symbol(name, in: scope)))] }
            if let asset = arguments.unlabelled.first {
                let name = value(asset, in: scope).text ?? asset.trimmedDescription
                warn("the image \(DiagnosticQuote.text(name)) (an asset or a file) is not drawn; only SF Symbols are",
                     at: asset, in: scope.source)
            }
            return [Piece(.image(nil))]
        case "AsyncImage":
            return []
        case "Label":
            return [labelPiece(arguments, in: scope)]
        case "NavigationLink":
            // The trailing closure is the label when the destination (or value) is an argument.
            var label = labelViews() ?? titleViews(arguments, in: scope) ?? []
            if label.isEmpty, arguments["destination"] != nil || arguments["value"] != nil, let trailing = call.trailingClosure {
                label = closureViews(trailing, in: scope, arguments: [])
            }
            return [Piece(.link(label))]
        case "Button", "Link", "ShareLink", "Menu", "PasteButton", "RenameButton", "HelpLink", "SignInWithAppleButton":
            return [button(name, arguments, in: scope)]
        case "DisclosureGroup":
            let heading = arguments.unlabelled.first.map { title($0, in: scope) }
                ?? labelViews().map { pieceText($0) } ?? ""
            let expanded = arguments["isExpanded"].flatMap { value($0, in: scope).bool } ?? false
            return [Piece(.disclosure(heading, expanded: expanded, content()))]
        case "OutlineGroup":
            return []
        default:
            return controlViews(name, arguments, in: scope)
        }
    }

    /// `Text("key")`, `Text(verbatim:)`, `Text(value)`, `Text(date, style:)`; `tableName:` picks the table.
    func textValue(_ arguments: CallArguments, in scope: Scope) -> String {
        if let verbatim = arguments["verbatim"] { return shown(verbatim, in: scope) }
        guard let first = arguments.unlabelled.first else { return "" }
        let table = arguments["tableName"].flatMap { value($0, in: scope).text }
        if arguments["style"] != nil || arguments["format"] != nil {
            // A date or a formatted number: a value of the running app.
            let item = value(first, in: scope)
            if let number = item.double, arguments["format"] != nil { return Value.format(number) }
            let placeholder = Self.placeholder(first.trimmedDescription)
            warn("\(quoted(first)) is a value of the running app (a date or a formatted value); shown as \(placeholder)",
                 at: first, in: scope.source)
            return placeholder
        }
        return title(first, in: scope, table: table)
    }

    /// `Label("Wi-Fi", systemImage: "wifi")`, `Label { Text } icon: { Image }`.
    func labelPiece(_ arguments: CallArguments, in scope: Scope) -> Piece {
        var titleText = arguments.unlabelled.first.map { title($0, in: scope) }
        var symbolName = arguments["systemImage"].flatMap { symbol($0, in: scope) }
        if titleText == nil, let closure = arguments.closure("title", trailingIsThis: true) {
            titleText = pieceText(closureViews(closure, in: scope, arguments: []))
        }
        if symbolName == nil, let closure = arguments.closure("icon", trailingIsThis: false) {
            symbolName = closureViews(closure, in: scope, arguments: []).lazy.compactMap { piece -> String? in
                if case .image(let name?) = piece.kind { return name }
                return nil
            }.first
        }
        return Piece(.label(titleText ?? "", symbol: symbolName))
    }

    /// The title a control is given as its first unlabelled argument (`Toggle("Wi-Fi", isOn:)`), as pieces.
    func titleViews(_ arguments: CallArguments, in scope: Scope) -> [Piece]? {
        guard let first = arguments.unlabelled.first else { return nil }
        if first.is(ClosureExprSyntax.self) { return nil }
        return [Piece(.text(title(first, in: scope)))]
    }

    /// The texts of pieces joined (a header's `HStack { Image; Text }`, a label closure).
    func pieceText(_ pieces: [Piece]) -> String {
        var texts: [String] = []
        for piece in pieces {
            switch piece.kind {
            case .text(let text), .placeholder(let text): texts.append(text)
            case .label(let text, _): texts.append(text)
            case .stack(_, let inner), .group(let inner), .link(let inner), .button(let inner, _, _):
                let text = pieceText(inner)
                if !text.isEmpty { texts.append(text) }
            default: break
            }
        }
        return texts.joined(separator: " ")
    }

    /// `Section("Title") { … }`, `Section { … } header: { … } footer: { … }`, `Section(header: Text(…))`.
    private func section(_ arguments: CallArguments, in scope: Scope) -> Piece {
        var header: [Piece] = []
        var footer: [Piece] = []
        if let first = arguments.unlabelled.first, !first.is(ClosureExprSyntax.self) {
            header = [Piece(.text(title(first, in: scope)))]
        }
        if let expr = arguments["header"], !expr.is(ClosureExprSyntax.self) { header = views(expr, in: scope) }
        if let expr = arguments["footer"], !expr.is(ClosureExprSyntax.self) { footer = views(expr, in: scope) }
        if let closure = arguments.closure("header", trailingIsThis: false) { header = closureViews(closure, in: scope, arguments: []) }
        if let closure = arguments.closure("footer", trailingIsThis: false) { footer = closureViews(closure, in: scope, arguments: []) }
        let content = arguments.closure("content", trailingIsThis: true).map { closureViews($0, in: scope, arguments: []) } ?? []
        return Piece(.section(header: header, footer: footer, content: content))
    }

    /// `ForEach(data) { item in … }`: one set of views per item of a literal array, a range or an enum's
    /// `allCases`; unknown data draws its content once with a warning.
    func forEach(_ data: ExprSyntax, closure: ClosureExprSyntax, at node: FunctionCallExprSyntax, in scope: Scope) -> [Piece] {
        let items: [Value]
        switch value(data, in: scope) {
        case .array(let values): items = values
        case .range(let lower, let upper):
            // Counted before any item is made; a range wider than Int holds counts as over the limit.
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            let shown = overflow ? SwiftUILimits.maximumForEachItems : min(max(count, 0), SwiftUILimits.maximumForEachItems)
            if overflow || count > SwiftUILimits.maximumForEachItems {
                warn("ForEach over \(overflow ? "more than \(Int.max)" : String(count)) items; the first \(SwiftUILimits.maximumForEachItems) are drawn",
                     at: data, in: scope.source)
            }
            items = (0..<shown).map { .int(lower &+ $0) }
        default:
            warn("the items of \(quoted(data)) are not known without running the app; one row stands for them",
                 at: data, in: scope.source)
            return closureViews(closure, in: scope, arguments: [.unknown(data.trimmedDescription)])
        }
        if items.count > SwiftUILimits.maximumForEachItems {
            warn("ForEach over \(items.count) items; the first \(SwiftUILimits.maximumForEachItems) are drawn", at: data, in: scope.source)
        }
        var pieces: [Piece] = []
        let allowed = max(0, SwiftUILimits.maximumExpandedItems - expandedItems)
        if min(items.count, SwiftUILimits.maximumForEachItems) > allowed {
            warn("ForEach items of this view pass \(SwiftUILimits.maximumExpandedItems) in all; the rest are left out",
                 at: data, in: scope.source)
        }
        for item in items.prefix(min(SwiftUILimits.maximumForEachItems, allowed)) {
            expandedItems += 1
            var made = closureViews(closure, in: scope, arguments: [item])
            for index in made.indices where made[index].tag == nil { made[index].tag = item }
            pieces += made
            if exhausted { break }
        }
        return pieces
    }

    /// `Button("Title") { }`, `Button(role: .destructive) { } label: { … }`, `Link("Title", destination:)`,
    /// `ShareLink`, `Menu`.
    private func button(_ name: String, _ arguments: CallArguments, in scope: Scope) -> Piece {
        var label: [Piece] = []
        if let first = arguments.unlabelled.first, !first.is(ClosureExprSyntax.self) {
            if let image = arguments["systemImage"] {
                label = [Piece(.label(title(first, in: scope), symbol: symbol(image, in: scope)))]
            } else {
                label = [Piece(.text(title(first, in: scope)))]
            }
        } else if let closure = arguments.closure("label", trailingIsThis: name == "Link" || name == "ShareLink"
                                                    || arguments["action"] != nil) {
            label = closureViews(closure, in: scope, arguments: [])
        } else if name == "ShareLink" {
            label = [Piece(.label("Share", symbol: "square.and.arrow.up"))]
        } else if name == "PasteButton" {
            label = [Piece(.label("Paste", symbol: "doc.on.clipboard"))]
        }
        var role = RowRole.button
        if let roleExpr = arguments["role"], case .enumCase(_, let roleName, _) = value(roleExpr, in: scope),
           roleName == "destructive" {
            role = .destructive
        }
        return Piece(.button(label, role: role, external: name == "Link"))
    }
}
