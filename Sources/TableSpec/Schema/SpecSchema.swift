import Foundation
import TableGraphics

/// The JSON Schema (draft 2020-12) of the spec, for editors (`"$schema"`, yaml-language-server).
///
/// Built from the decoder's own key lists and enumerations, so the two cannot drift apart; a test checks the
/// remaining hand-written parts (ranges) against the decoder by feeding it the schema's boundary values.
public enum SpecSchema {
    /// The schema as a JSON object.
    public static var document: [String: Any] {
        [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "urn:tablerender:spec:1",
            "title": "tablerender spec, version 1",
            "description": "An iOS-style table: sections of rows, drawn by tablerender into PNG, SVG or PDF.",
            "type": "object",
            "additionalProperties": false,
            "required": ["sections"],
            "properties": topLevelProperties,
            "$defs": definitions,
        ]
    }

    /// The schema as pretty-printed JSON with sorted keys (stable bytes).
    public static func json() -> String {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: document, options: options) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func enumeration<Value: RawRepresentable & CaseIterable>(_ type: Value.Type,
                                                                          _ description: String) -> [String: Any]
    where Value.RawValue == String {
        ["enum": Value.allCases.map(\.rawValue), "description": description]
    }

    private static func number(_ range: ClosedRange<Double>, _ description: String) -> [String: Any] {
        ["type": "number", "minimum": range.lowerBound, "maximum": range.upperBound, "description": description]
    }

    /// A reference to the definition `name` of `$defs`.
    static func ref(_ name: String) -> [String: Any] { ["$ref": "#/$defs/\(name)"] }

    private static var topLevelProperties: [String: Any] {
        let properties: [String: Any] = [
            "$schema": ["type": "string", "description": "This schema's location, for editors."],
            "version": ["const": 1, "description": "Spec version; only 1 exists."],
            "style": enumeration(TableStyle.self, "Table style."),
            "width": number(SpecLimits.width, "Canvas width in points (default 390)."),
            "height": ["type": ["number", "null"], "minimum": SpecLimits.height.lowerBound,
                       "maximum": SpecLimits.height.upperBound,
                       "description": "Fixed canvas height in points; null fits the content."],
            "scale": number(SpecLimits.scale, "Device scale: pixels per point in PNG output (default 3)."),
            "appearance": enumeration(Appearance.self, "Light or dark palette."),
            "direction": enumeration(LayoutDirection.self, "Reading direction; rtl mirrors the layout."),
            "sizeClass": enumeration(SizeClass.self, "Horizontal size class (default: regular from 600 pt)."),
            "layoutMargin": number(SpecLimits.horizontalInset, "System layout margin in points."),
            "safeArea": ref("insets"),
            "cornerRadius": ["type": "number", "minimum": SpecLimits.verticalLength.lowerBound,
                             "maximum": SpecLimits.verticalLength.upperBound,
                             "description": "Corner radius of sections and cards."],
            "cornerCurve": enumeration(CornerCurve.self, "Continuous (UIKit) or circular corners."),
            "ios": iosProperty,
            "dynamicType": enumeration(DynamicTypeSize.self, "Dynamic Type size category."),
            "tint": ref("color"),
            "font": ["type": "string", "minLength": 1, "description": "Font family (default Inter)."],
            "background": ref("color"),
            "cellBackground": ref("color"),
            "separator": ref("separator"),
            "sections": ["type": "array", "items": ref("section"), "maxItems": Spec.maximumSections],
            "device": enumeration(Device.self, "Device: sets width, scale, size class and safe area."),
            "orientation": enumeration(Orientation.self, "Portrait or landscape (with a device)."),
            "screen": ["anyOf": [
                ["type": "boolean"],
                ["type": "object", "additionalProperties": false,
                 "properties": ["statusBar": ["type": "boolean"], "homeIndicator": ["type": "boolean"]]],
            ] as [Any], "description": "Draw the whole screen: status bar, navigation bar, home indicator (an object turns parts off)."],
            "statusBar": ["anyOf": [
                ["type": "object", "additionalProperties": false, "properties": ["time": ref("text")]],
                ["const": false],
            ] as [Any], "description": "The status bar's time, or false to draw the screen without it."],
            "navigationBar": ["type": "object", "additionalProperties": false, "properties": [
                "title": ref("text"), "largeTitle": ["type": "boolean"], "back": ref("text"), "trailing": ref("text"),
                "leading": ref("text"),
            ] as [String: Any], "not": ["required": ["back", "leading"]],
                "description": "A leading button replaces the back button: give one or the other."],
            "tableHeader": [
                "type": "object", "additionalProperties": false,
                "description": "The centred header card above the first section: a large symbol, image or initials, a bold title, a subtitle.",
                "properties": [
                    "symbol": ref("symbol"), "image": ref("text"),
                    "initials": ["type": "string", "minLength": 1, "maxLength": 3], "color": ref("color"),
                    "title": ref("text"), "subtitle": ref("text"),
                    "style": enumeration(TableHeader.Style.self, "account: the Settings account card; pane: the row at the top of a Settings pane."),
                ] as [String: Any],
                "oneOf": [["required": ["symbol"]], ["required": ["image"]], ["required": ["initials"]]],
            ] as [String: Any],
            "searchBar": [
                "type": "object", "additionalProperties": false,
                "description": "A search field above the first section (under the large title on a screen).",
                "properties": ["placeholder": ref("text"), "text": ref("text")],
            ] as [String: Any],
            "sectionIndex": ["anyOf": [
                ["type": "boolean", "description": "true: the first letter of each section header."],
                ["type": "array", "items": ["type": "string", "minLength": 1, "maxLength": ValueReader.maximumTextLength,
                                            "pattern": "\\S"],
                 "minItems": 1, "maxItems": SpecLimits.maximumSectionIndexTitles,
                 "description": "These index titles, in order."] as [String: Any],
            ], "description": "The section index column at the trailing edge."],
            "editing": ["type": "boolean", "description": "Edit mode: delete/insert controls, reorder handles."],
            "selection": enumeration(SelectionMode.self, "multiple: selection circles (edit mode only)."),
            "valueLayout": enumeration(ValueLayout.self,
                                       "What a value1 detail does when it does not fit beside its title (default truncateTail)."),
        ]
        return properties
    }

    private static var definitions: [String: Any] {
        let text: [String: Any] = ["type": "string", "maxLength": ValueReader.maximumTextLength]
        let authored: [String: Any] = [
            "text": text,
            "color": [
                "description": "#RGB, #RRGGBB, #RRGGBBAA or a UIKit semantic colour name.",
                "anyOf": [
                    ["type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"],
                    ["enum": SemanticColor.allCases.map(\.rawValue)],
                ],
            ],
            "insets": [
                "type": "object", "additionalProperties": false,
                "properties": ["top": number(SpecLimits.verticalLength, "Top inset."),
                               "left": number(SpecLimits.horizontalInset, "Left inset."),
                               "bottom": number(SpecLimits.verticalLength, "Bottom inset."),
                               "right": number(SpecLimits.horizontalInset, "Right inset.")],
            ],
            "section": [
                "type": "object", "additionalProperties": false,
                "properties": ["header": ref("header"), "footer": ref("text"),
                               "rows": ["type": "array", "items": ref("row")]],
            ],
            "header": [
                "anyOf": [ref("text"), [
                    "type": "object", "additionalProperties": false, "required": ["text"],
                    "properties": ["text": ref("text"), "uppercase": ["type": "boolean"]],
                ]],
            ],
            "row": [
                "anyOf": [ref("text"), [
                    "type": "object", "additionalProperties": false,
                    "properties": [
                        "title": ref("text"), "subtitle": ref("text"), "detail": ref("text"),
                        "cellStyle": enumeration(CellStyle.self, "Cell style (inferred when absent)."),
                        "accessory": ["anyOf": [enumeration(Accessory.self, "Trailing accessory."), [
                            "type": "object", "additionalProperties": false, "required": ["symbol"],
                            "properties": ["symbol": ref("symbol"), "color": ref("color")],
                            "description": "A trailing SF symbol instead of the accessory, in tertiaryLabel unless color.",
                        ]]],
                        "switch": ["oneOf": [["type": "boolean", "description": Row.switchSummaries.bool],
                                             Row.SwitchKey.objectSchema(description: Row.switchSummaries.object)]],
                        "badge": ref("text"),
                        "icon": ref("icon"),
                        "role": enumeration(RowRole.self, "What the row does."),
                        "align": enumeration(TitleAlignment.self, "Title alignment."),
                        "selected": ["type": "boolean"],
                        "disabled": ["type": "boolean"],
                        "lines": ["type": "integer", "minimum": SpecLimits.titleLines.lowerBound,
                                  "maximum": SpecLimits.titleLines.upperBound],
                        "valueLayout": enumeration(ValueLayout.self,
                                                   "What the detail does when it does not fit beside the title (default: the table's)."),
                        "height": ["type": ["number", "null"], "minimum": SpecLimits.rowHeight.lowerBound,
                                   "maximum": SpecLimits.rowHeight.upperBound],
                        "swipe": ref("swipe"),
                        "edit": enumeration(EditControl.self, "The control before the row in edit mode (default delete)."),
                        "reorder": ["type": "boolean", "description": "A reorder handle in edit mode."],
                        "children": ["type": "array", "items": ref("row"),
                                     "description": "Outline children, at most \(SpecLimits.maximumOutlineDepth) levels deep."],
                        "expanded": ["type": "boolean", "description": "Show the outline children (needs children)."],
                    ].merging(RowControl.Kind.rowSchemaProperties) { authored, _ in authored },
                ]],
            ],
            "swipe": [
                "type": "object", "additionalProperties": false,
                "description": "Actions drawn revealed: one side, 1…\(SpecLimits.maximumSwipeActions) actions.",
                "properties": [
                    "leading": ["type": "array", "items": ref("swipeAction"), "maxItems": SpecLimits.maximumSwipeActions],
                    "trailing": ["type": "array", "items": ref("swipeAction"), "maxItems": SpecLimits.maximumSwipeActions],
                ] as [String: Any],
                "oneOf": [
                    ["required": ["leading"], "properties": ["leading": ["minItems": 1]],
                     "not": ["required": ["trailing"], "properties": ["trailing": ["minItems": 1]]]],
                    ["required": ["trailing"], "properties": ["trailing": ["minItems": 1]],
                     "not": ["required": ["leading"], "properties": ["leading": ["minItems": 1]]]],
                ] as [Any],
            ] as [String: Any],
            "swipeAction": [
                "type": "object", "additionalProperties": false,
                "properties": [
                    "title": ref("text"), "symbol": ref("symbol"),
                    "role": enumeration(SwipeAction.Role.self, "destructive: systemRed unless color."),
                    "color": ref("color"),
                ] as [String: Any],
                "anyOf": [["required": ["symbol"]], ["required": ["title"], "properties": ["title": ["pattern": "\\S"]]]],
            ] as [String: Any],
            "icon": [
                "anyOf": [ref("text"), [
                    "type": "object", "additionalProperties": false,
                    "properties": [
                        "color": ref("color"), "glyph": ref("text"), "image": ref("text"), "symbol": ref("symbol"),
                        "tile": ["type": "boolean",
                                 "description": "With symbol: white in the coloured tile (true, default) or bare."],
                        "initials": ["type": "string", "minLength": 1, "maxLength": 3,
                                     "description": "A circular avatar: white initials on color (default systemGray)."],
                        "shape": ["enum": ["circle"], "description": "With image: clip it to a circular avatar."],
                    ] as [String: Any],
                    "not": ["anyOf": [["required": ["glyph", "image"]], ["required": ["glyph", "symbol"]],
                                      ["required": ["image", "symbol"]], ["required": ["initials", "glyph"]],
                                      ["required": ["initials", "image"]], ["required": ["initials", "symbol"]]]],
                ]],
            ],
            "symbol": [
                // Any name is valid (an unknown one draws a placeholder with a warning); the catalog's names are
                // listed so editors complete them.
                "anyOf": [["enum": SymbolCatalog.names], ["type": "string"]],
                "description": "An SF Symbols name (`tablerender symbols` lists them; another draws a placeholder, with a warning).",
            ],
            "separator": [
                "anyOf": [enumeration(SeparatorStyle.self, "Separator style."), [
                    "type": "object", "additionalProperties": false,
                    "properties": [
                        "style": enumeration(SeparatorStyle.self, "Separator style."),
                        "color": ref("color"),
                        "inset": ["anyOf": [number(SpecLimits.horizontalInset, "Both ends."), [
                            "type": "object", "additionalProperties": false,
                            "properties": ["leading": number(SpecLimits.horizontalInset, "Leading inset."),
                                           "trailing": number(SpecLimits.horizontalInset, "Trailing inset.")],
                        ]]],
                        "animate": ["type": "boolean"],
                    ] as [String: Any],
                ]],
            ],
        ]
        return authored.merging(RowControl.Kind.schemaDefinitions) { authored, _ in authored }
    }

    /// `ios`: a generation, a number with a point release (26.4) or a string with one ("26.0").
    private static var iosProperty: [String: Any] {
        let generations: [Double] = IOSGeneration.allCases.map { Double($0.rawValue) }
        var numbers: [Double] = generations
        for generation in generations {
            for point in IOSGeneration.pointReleases.dropFirst() {
                numbers.append(generation + Double(point) / 10)
            }
        }
        let names: [String] = IOSGeneration.allCases.map { String($0.rawValue) }
        let pattern = "^(" + names.joined(separator: "|") + ")(\\.[0-9])?$"
        let branches: [Any] = [["enum": numbers] as [String: Any], ["type": "string", "pattern": pattern] as [String: Any]]
        return ["anyOf": branches, "description": "iOS generation of the look, or a point release (\"26.0\", 26.4)."]
    }

    /// The property names the schema lists for each object kind, for the drift test.
    public static var propertyNames: [String: Set<String>] {
        func names(_ object: [String: Any]) -> Set<String> {
            Set((object["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        func objectBranch(_ definition: String) -> [String: Any] {
            let anyOf = (definitions[definition] as? [String: Any])?["anyOf"] as? [Any] ?? []
            return anyOf.compactMap { $0 as? [String: Any] }.first { $0["properties"] != nil }
                ?? (definitions[definition] as? [String: Any] ?? [:])
        }
        func definition(_ name: String) -> [String: Any] { definitions[name] as? [String: Any] ?? [:] }
        func anyOfObject(_ property: Any?) -> [String: Any] {
            let branches = (property as? [String: Any])?["anyOf"] as? [Any] ?? []
            return branches.compactMap { $0 as? [String: Any] }.first { $0["properties"] != nil } ?? [:]
        }
        let rowProperties = objectBranch("row")["properties"] as? [String: Any] ?? [:]
        func rowObjectBranch(_ key: String) -> [String: Any] {
            let property = rowProperties[key] as? [String: Any] ?? [:]
            let branches = (property["anyOf"] ?? property["oneOf"]) as? [Any] ?? []
            return branches.compactMap { $0 as? [String: Any] }.first { $0["properties"] != nil } ?? [:]
        }
        let topLevel = document["properties"] as? [String: Any] ?? [:]
        let controls = RowControl.Kind.schemaDefinitions.keys.map { ($0, names(definition($0))) }
        return Dictionary(uniqueKeysWithValues: controls).merging([
            "spec": names(document),
            "tableHeader": names(topLevel["tableHeader"] as? [String: Any] ?? [:]),
            "statusBar": names(anyOfObject(topLevel["statusBar"])),
            "screen": names(anyOfObject(topLevel["screen"])),
            "navigationBar": names(topLevel["navigationBar"] as? [String: Any] ?? [:]),
            "insets": names(definition("insets")),
            "switch": names(rowObjectBranch("switch")),
            "section": names(objectBranch("section")),
            "row": names(objectBranch("row")),
            "header": names(objectBranch("header")),
            "icon": names(objectBranch("icon")),
            "accessory": names(rowObjectBranch("accessory")),
            "separator": names(objectBranch("separator")),
            "searchBar": names(topLevel["searchBar"] as? [String: Any] ?? [:]),
            "swipe": names(definition("swipe")),
            "swipeAction": names(definition("swipeAction")),
        ]) { control, _ in control }
    }

    /// The decoder's key lists, for the same test.
    public static var decoderKeys: [String: Set<String>] {
        let controls = RowControl.Kind.allCases.compactMap { kind -> (String, Set<String>)? in
            guard case .object(let keys, _) = kind.declaration.form else { return nil }
            return (kind.rawValue, Set(keys.map(\.name)))
        }
        return Dictionary(uniqueKeysWithValues: controls).merging(["spec": Set(Spec.keys), "section": Set(Section.keys), "row": Set(Row.keys), "header": ["text", "uppercase"],
         "icon": Set(RowIcon.keys), "accessory": Set(SymbolAccessory.keys),
         "separator": Set(SeparatorSpec.keys),
         "tableHeader": Set(TableHeader.keys), "statusBar": ["time"], "screen": Set(WindowChrome.keys),
         "navigationBar": ["title", "largeTitle", "back", "leading", "trailing"],
         "insets": ["top", "left", "bottom", "right"],
         "switch": Set(Row.SwitchKey.names),
         "searchBar": Set(SearchBarSpec.keys), "swipe": Set(SwipeActions.keys), "swipeAction": Set(SwipeAction.keys)]) { control, _ in control }
    }
}
