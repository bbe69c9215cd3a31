import SwiftSyntax
import TableGraphics
import TableSpec

extension Reader {
    /// SwiftUI's colour names as the spec's colours (the fixed ones iOS 18 uses where the spec has no name).
    static let colorNames: [String: ColorValue] = [
        "red": .semantic(.systemRed), "orange": .semantic(.systemOrange), "yellow": .semantic(.systemYellow),
        "green": .semantic(.systemGreen), "teal": .semantic(.systemTeal), "blue": .semantic(.systemBlue),
        "indigo": .semantic(.systemIndigo), "purple": .semantic(.systemPurple), "pink": .semantic(.systemPink),
        "gray": .semantic(.systemGray), "grey": .semantic(.systemGray), "black": .semantic(.black),
        "white": .semantic(.white), "clear": .semantic(.clear), "primary": .semantic(.label),
        "secondary": .semantic(.secondaryLabel), "mint": .literal(RGBAColor(0x00, 0xC7, 0xBE)),
        "cyan": .literal(RGBAColor(0x32, 0xAD, 0xE6)), "brown": .literal(RGBAColor(0xA2, 0x84, 0x5E)),
        "systemRed": .semantic(.systemRed), "systemOrange": .semantic(.systemOrange),
        "systemYellow": .semantic(.systemYellow), "systemGreen": .semantic(.systemGreen),
        "systemTeal": .semantic(.systemTeal), "systemBlue": .semantic(.systemBlue),
        "systemIndigo": .semantic(.systemIndigo), "systemPurple": .semantic(.systemPurple),
        "systemPink": .semantic(.systemPink), "systemGray": .semantic(.systemGray),
        "label": .semantic(.label), "secondaryLabel": .semantic(.secondaryLabel),
        "tertiaryLabel": .semantic(.tertiaryLabel),
    ]

    /// A colour expression's value: `.red`, `Color.red`, `Color(.systemBlue)`, `Color(uiColor: .systemRed)`,
    /// `Color(red:green:blue:)`, `.red.opacity(…)` (the opacity is left out); nil for the accent colour, an
    /// asset colour or anything unknown.
    func colorValue(_ expr: ExprSyntax, in scope: Scope) -> ColorValue? {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let named = Self.colorNames[member.declName.baseName.text] { return named }
            // `item.iconColor`: a colour held in a value.
            if member.base != nil, case .enumCase(_, let name, _) = value(expr, in: scope) { return Self.colorNames[name] }
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                return colorValue(base, in: scope)
            }
            let arguments = CallArguments(call)
            if let red = arguments["red"].flatMap({ value($0, in: scope).double }),
               let green = arguments["green"].flatMap({ value($0, in: scope).double }),
               let blue = arguments["blue"].flatMap({ value($0, in: scope).double }) {
                func byte(_ component: Double) -> UInt8 { UInt8(max(0, min(255, (component * 255).rounded()))) }
                return .literal(RGBAColor(byte(red), byte(green), byte(blue)))
            }
            if let inner = arguments.unlabelled.first ?? arguments["uiColor"], inner.is(MemberAccessExprSyntax.self) {
                return colorValue(inner, in: scope)
            }
            return nil
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self),
           case .enumCase(_, let name, _) = lookUp(reference.baseName.text, at: reference, in: scope) {
            return Self.colorNames[name]
        }
        return nil
    }
}
