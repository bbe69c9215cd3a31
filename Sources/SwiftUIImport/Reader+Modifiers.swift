import SwiftSyntax
import TableSpec

extension Reader {
    /// Modifiers that change nothing tablerender draws (layout, fonts, behaviour, presentation), read silently.
    static let silentModifiers: Set<String> = [
        "navigationDestination", "sheet", "alert", "confirmationDialog", "fullScreenCover", "popover", "onAppear",
        "onDisappear", "task", "onChange", "onReceive", "refreshable", "environment", "environmentObject", "font",
        "fontWeight", "bold", "italic", "padding", "frame", "listRowBackground", "listRowInsets",
        "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator", "scrollContentBackground",
        "scrollDismissesKeyboard", "animation", "transition", "id", "keyboardType", "textContentType",
        "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled", "disableAutocorrection",
        "submitLabel", "onSubmit", "focused", "labelStyle", "toggleStyle", "buttonStyle", "contentShape",
        "multilineTextAlignment", "symbolRenderingMode", "imageScale", "controlSize", "help", "overlay", "clipShape",
        "cornerRadius", "opacity", "shadow", "navigationBarBackButtonHidden", "toolbarBackground", "toolbarRole",
        "interactiveDismissDisabled", "presentationDetents", "formStyle", "listRowSpacing", "listSectionSpacing",
        "monospacedDigit", "monospaced", "swipeActions", "contextMenu", "onDelete", "onMove", "onTapGesture",
        "simultaneousGesture", "gesture", "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier",
        "accessibilityElement", "accessibilityValue", "accessibilityAddTraits", "accessibilityHidden",
        "accessibilityAction", "fixedSize", "layoutPriority", "lineSpacing", "minimumScaleFactor", "truncationMode",
        "allowsTightening", "kerning", "tracking", "baselineOffset", "underline", "strikethrough", "textSelection",
        "symbolVariant", "foregroundStyle2", "scaledToFit", "scaledToFill", "aspectRatio", "resizable",
        "renderingMode", "interpolation", "offset", "rotationEffect", "scaleEffect", "blur", "zIndex", "mask",
        "border", "navigationViewStyle", "listItemTint", "onOpenURL", "fileImporter", "fileExporter",
        "photosPicker", "sensoryFeedback", "containerRelativeFrame", "safeAreaInset", "ignoresSafeArea",
        "statusBarHidden", "navigationBarHidden", "toolbarColorScheme", "preference", "onPreferenceChange",
        "coordinateSpace", "matchedGeometryEffect", "redacted", "unredacted", "privacySensitive", "dynamicTypeSize",
        "environment", "defaultScrollAnchor", "scrollIndicators", "scrollPosition", "searchSuggestions",
        "searchScopes", "onSubmitSearch", "keyboardShortcut", "hoverEffect", "draggable", "dropDestination",
        "onDrag", "onDrop", "itemProvider", "buttonBorderShape", "tint2", "navigationSubtitle", "menuStyle",
        "datePickerStyle", "progressViewStyle", "gaugeStyle", "textFieldStyle", "labeledContentStyle",
        "listRowHoverEffect", "contentTransition", "symbolEffect", "onLongPressGesture", "alignmentGuide",
        "position", "compositingGroup", "drawingGroup", "clipped", "brightness", "contrast", "saturation",
        "grayscale", "colorMultiply", "hueRotation", "luminanceToAlpha", "colorInvert", "accentColor2",
        "presentationDragIndicator", "presentationBackground", "presentationCornerRadius", "scrollTargetBehavior",
        "scrollTargetLayout", "scrollClipDisabled", "scrollBounceBehavior", "typesettingLanguage", "speechAnnouncementsQueued",
        "userActivity", "handlesExternalEvents", "onContinueUserActivity", "backgroundStyle", "contentMargins",
        "toolbarTitleDisplayMode", "previewLayout", "previewDisplayName", "previewDevice", "scrollDisabled",
        "navigationSplitViewColumnWidth", "listRowPlatterColor", "sheetStyle", "task2", "tag2",
    ]

    /// `pieces` with the modifier `name` applied (screen traits are gathered on the way).
    func modified(_ pieces: [Piece], name: String, call: FunctionCallExprSyntax, in scope: Scope) -> [Piece] {
        let arguments = CallArguments(call)
        let first = arguments.list.first?.expression
        var result = pieces
        switch name {
        case "navigationTitle":
            if traits.title == nil, let first {
                if let text = first.as(FunctionCallExprSyntax.self),
                   text.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" {
                    traits.title = textValue(CallArguments(text), in: scope)
                } else {
                    traits.title = title(first, in: scope)
                }
            }
        case "navigationBarTitle":
            if traits.title == nil, let first { traits.title = title(first, in: scope) }
            if traits.largeTitle == nil, let mode = arguments["displayMode"], case .enumCase(_, let mode, _) = value(mode, in: scope) {
                traits.largeTitle = mode != "inline"
            }
        case "navigationBarTitleDisplayMode":
            if traits.largeTitle == nil, let first, case .enumCase(_, let mode, _) = value(first, in: scope) {
                traits.largeTitle = mode != "inline"
            }
        case "listStyle":
            if traits.style == nil, let first { traits.style = listStyle(first, in: scope) }
        case "pickerStyle":
            if let first, case .enumCase(_, let style, _) = value(first, in: scope) {
                result = Self.deep(result) { piece in
                    if case .picker(var model) = piece.kind, model.style == nil {
                        model.style = style
                        piece.kind = .picker(model)
                    }
                }
            } else if let first, first.is(FunctionCallExprSyntax.self) || first.is(DeclReferenceExprSyntax.self) {
                // `.pickerStyle(MenuPickerStyle())`, or a style handed in (`style: SegmentedPickerStyle()`).
                var style = first.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? ""
                if case .instance(let type, _) = value(first, in: scope) { style = type }
                let name = style.hasSuffix("PickerStyle") ? String(style.dropLast("PickerStyle".count)) : style
                let lowered = name.prefix(1).lowercased() + name.dropFirst()
                result = Self.deep(result) { piece in
                    if case .picker(var model) = piece.kind, model.style == nil {
                        model.style = lowered == "default" ? nil : lowered
                        piece.kind = .picker(model)
                    }
                }
            }
        case "tint", "accentColor":
            guard let first, let color = colorValue(first, in: scope) else { break }
            if Self.containsList(result) {
                if traits.tint == nil { traits.tint = color }
            } else {
                result = Self.deep(result) { if $0.style.tint == nil { $0.style.tint = color } }
            }
        case "foregroundStyle", "foregroundColor":
            guard let first else { break }
            let secondary = ["secondary", "gray"].contains(Self.memberName(first) ?? "")
            let accent = ["accentColor", "tint", "blue"].contains(Self.memberName(first) ?? "")
            let color = colorValue(first, in: scope)
            result = Self.deep(result) { piece in
                if piece.style.color == nil && !piece.style.secondary {
                    piece.style.color = color
                    piece.style.secondary = secondary
                    piece.style.accent = accent
                }
            }
        case "badge":
            guard let first else { break }
            let item = value(first, in: scope)
            var badge: String?
            if case .int(let count) = item { badge = count == 0 ? nil : String(count) }
            else if let call = first.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Text" {
                badge = textValue(CallArguments(call), in: scope)
            } else if first.is(StringLiteralExprSyntax.self) {
                badge = title(first, in: scope)
            } else if case .none = item {
                badge = nil
            } else {
                badge = item.text ?? shown(first, in: scope)
            }
            result = result.map { var piece = $0; piece.style.badge = badge; return piece }
        case "disabled":
            guard let first else { break }
            let item = value(first, in: scope)
            let disabled: Bool
            if let known = item.bool {
                disabled = known
            } else {
                warn("whether \(quoted(first)) disables the rows is not known without running the app; they are drawn enabled",
                     at: first, in: scope.source)
                disabled = false
            }
            if disabled { result = Self.deep(result) { $0.style.disabled = true } }
        case "lineLimit":
            if let lines = first.flatMap({ value($0, in: scope).int }), lines > 0 {
                result = result.map { var piece = $0; piece.style.lines = min(lines, SpecLimits.titleLines.upperBound); return piece }
            }
        case "textCase":
            let upper: Bool
            if let first, case .enumCase(_, "uppercase", _) = value(first, in: scope) { upper = true } else { upper = false }
            result = result.map { var piece = $0; piece.style.uppercase = upper; return piece }
        case "headerProminence":
            if let first, case .enumCase(_, "increased", _) = value(first, in: scope) {
                result = result.map { var piece = $0; piece.style.uppercase = false; return piece }
            }
        case "labelsHidden":
            result = Self.deep(result) { $0.style.labelsHidden = true }
        case "searchable":
            if traits.search == nil {
                let text = arguments["text"].map { value($0, in: scope).text ?? "" } ?? ""
                let prompt = arguments["prompt"].map { expr -> String in
                    if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Text" {
                        return textValue(CallArguments(call), in: scope)
                    }
                    return title(expr, in: scope)
                }
                traits.search = SearchBarSpec(placeholder: prompt ?? "Search", text: text)
            }
        case "preferredColorScheme":
            if traits.appearance == nil, let first, case .enumCase(_, let scheme, _) = value(first, in: scope) {
                traits.appearance = scheme == "dark" ? .dark : .light
            }
        case "tag":
            if let first { result = result.map { var piece = $0; piece.tag = value(first, in: scope); return piece } }
        case "navigationBarItems":
            for (label, leading) in [("trailing", false), ("leading", true)] {
                guard let item = arguments[label]?.as(FunctionCallExprSyntax.self) else { continue }
                let name = item.calledExpression.trimmedDescription
                let text = name == "EditButton" ? "Edit"
                    : item.arguments.first.flatMap { $0.label == nil ? title($0.expression, in: scope) : nil }
                if leading { traits.leadingButton = traits.leadingButton ?? text } else { traits.trailingButton = traits.trailingButton ?? text }
            }
        case "background":
            // `Image(systemName:).foregroundStyle(.white).background(.blue)`: a coloured tile, as Settings draws.
            guard let first, !first.trimmedDescription.contains("opacity"), let color = colorValue(first, in: scope)
                    ?? (first.as(FunctionCallExprSyntax.self).flatMap { call in
                        // `RoundedRectangle(cornerRadius: 6).fill(.blue)`
                        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "fill"
                            ? call.arguments.first.flatMap { colorValue($0.expression, in: scope) } : nil
                    }) else { break }
            result = result.map { piece in
                var piece = piece
                if case .image = piece.kind { piece.style.tile = color }
                return piece
            }
        case "toolbar":
            if let closure = arguments.closure("content", trailingIsThis: true) {
                toolbar(closure, in: scope)
            }
        default:
            if !Self.silentModifiers.contains(name) {
                warn("the modifier .\(name) is not drawn by tablerender; it is ignored", at: call.calledExpression, in: scope.source)
            }
        }
        return result
    }

    /// The screen's navigation bar buttons from `.toolbar { … }`: the first button's title (or Edit).
    private func toolbar(_ closure: ClosureExprSyntax, in scope: Scope) {
        var found: [(String, Bool)] = []
        func visit(_ node: Syntax, leading: Bool) {
            if let call = node.as(FunctionCallExprSyntax.self) {
                let name = call.calledExpression.trimmedDescription
                var isLeading = leading
                if name == "ToolbarItem" || name == "ToolbarItemGroup" {
                    let placement = call.arguments.first { $0.label?.text == "placement" }?.expression.trimmedDescription ?? ""
                    isLeading = placement.contains("Leading") || placement.contains("cancellation")
                }
                if name == "Button", let label = call.arguments.first, label.label == nil {
                    found.append((title(label.expression, in: scope), isLeading))
                    return
                }
                if name == "EditButton" {
                    found.append(("Edit", isLeading))
                    return
                }
                for child in call.children(viewMode: .sourceAccurate) { visit(child, leading: isLeading) }
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child, leading: leading) }
        }
        visit(Syntax(closure), leading: false)
        if traits.trailingButton == nil { traits.trailingButton = found.first { !$0.1 }?.0 }
        if traits.leadingButton == nil { traits.leadingButton = found.first { $0.1 }?.0 }
    }

    /// `.insetGrouped`, `InsetGroupedListStyle()`, `.plain`… as a table style.
    private func listStyle(_ expr: ExprSyntax, in scope: Scope) -> TableStyle? {
        var name = Self.memberName(expr) ?? ""
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let type = call.calledExpression.trimmedDescription
            name = type.hasSuffix("ListStyle") ? String(type.dropLast("ListStyle".count)) : type
            name = name.prefix(1).lowercased() + name.dropFirst()
        }
        switch name {
        case "plain", "inset": return .plain
        case "grouped": return .grouped
        case "insetGrouped", "sidebar", "automatic", "default": return .insetGrouped
        default:
            warn("the list style \(quoted(expr)) is not known; the inset grouped look is drawn", at: expr, in: scope.source)
            return nil
        }
    }

    /// The member name of `.red`, `Color.red`, `.red.opacity(0.5)`.
    static func memberName(_ expr: ExprSyntax) -> String? {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base {
            return memberName(base)
        }
        return nil
    }

    /// Whether pieces hold a list (a modifier on a `Form` or a `NavigationStack` around one).
    static func containsList(_ pieces: [Piece]) -> Bool {
        pieces.contains { piece in
            switch piece.kind {
            case .list: return true
            case .group(let inner), .stack(_, let inner): return containsList(inner)
            default: return false
            }
        }
    }

    /// `pieces` with `change` applied to each and everything inside.
    static func deep(_ pieces: [Piece], _ change: (inout Piece) -> Void) -> [Piece] {
        pieces.map { original in
            var piece = original
            change(&piece)
            switch piece.kind {
            case .list(let inner): piece.kind = .list(deep(inner, change))
            case .section(let header, let footer, let content):
                piece.kind = .section(header: header, footer: footer, content: deep(content, change))
            case .stack(let horizontal, let inner): piece.kind = .stack(horizontal: horizontal, deep(inner, change))
            case .group(let inner): piece.kind = .group(deep(inner, change))
            case .link(let inner): piece.kind = .link(deep(inner, change))
            case .button(let inner, let role, let external): piece.kind = .button(deep(inner, change), role: role, external: external)
            case .disclosure(let title, let expanded, let inner):
                piece.kind = .disclosure(title, expanded: expanded, deep(inner, change))
            default: break
            }
            return piece
        }
    }
}
