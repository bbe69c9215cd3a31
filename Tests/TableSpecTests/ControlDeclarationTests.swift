import Foundation
import TableSpec
import XCTest

/// Each row control is declared once (`ControlDeclaration`, `KeyDescriptor`): docs/spec.md's table is the one
/// the declarations write, and the decoder enforces every range they declare.
final class ControlDeclarationTests: XCTestCase {
    private static let specDocument = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/spec.md")

    /// docs/spec.md's "Controls" table is `RowControl.Kind.documentationTable`; `RECORD_REFERENCES=1` writes it
    /// there (a new control's line comes from its declaration, not from editing the docs by hand).
    func testTheDocsTableIsTheDeclarations() throws {
        let text = try String(contentsOf: Self.specDocument, encoding: .utf8)
        let header = "| key | value | default | draws |\n"
        let start = try XCTUnwrap(text.range(of: header), "docs/spec.md has no controls table").lowerBound
        let end = text.range(of: "\n\n", range: start..<text.endIndex)?.lowerBound ?? text.endIndex
        let documented = String(text[start...end])
        let declared = RowControl.Kind.documentationTable
        if documented != declared, ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1" {
            try (text[..<start] + declared + text[text.index(after: end)...])
                .write(to: Self.specDocument, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(documented, declared, "docs/spec.md's controls table; RECORD_REFERENCES=1 rewrites it")
    }

    /// docs/spec.md's values line names the canvas ranges the decoder, the schema and the command line use.
    func testTheDocsNameTheCanvasRanges() throws {
        let text = try String(contentsOf: Self.specDocument, encoding: .utf8)
        for (key, range) in [("width", SpecLimits.width), ("height", SpecLimits.height), ("scale", SpecLimits.scale),
                             ("layoutMargin", SpecLimits.horizontalInset)] {
            XCTAssertTrue(text.contains("`\(key)` \(range.specText)"), "`\(key)` \(range.specText)")
        }
    }

    /// Every range a control declares is the decoder's: its bounds decode, one step past them does not.
    func testEveryDeclaredRangeIsEnforced() throws {
        func decodes(_ control: String, _ value: String) -> Bool {
            let json = #"{"sections": [{"rows": [{"title": "T", "\#(control)": \#(value)}]}]}"#
            return (try? SpecLoader.load(Array(json.utf8), format: .json)) != nil
        }
        func texts(_ count: Int) -> String { "[" + (0..<count).map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        var checked = 0
        for kind in RowControl.Kind.allCases {
            switch kind.declaration.form {
            case .value(.number(let range?)):
                XCTAssertTrue(decodes(kind.rawValue, "\(range.lowerBound)"), kind.rawValue)
                XCTAssertTrue(decodes(kind.rawValue, "\(range.upperBound)"), kind.rawValue)
                XCTAssertFalse(decodes(kind.rawValue, "\(range.lowerBound - 0.01)"), kind.rawValue)
                XCTAssertFalse(decodes(kind.rawValue, "\(range.upperBound + 0.01)"), kind.rawValue)
                checked += 1
            case .object(let keys, _):
                for key in keys {
                    guard case .texts(let count) = key.value else { continue }
                    let name = "\(kind.rawValue).\(key.name)"
                    XCTAssertTrue(decodes(kind.rawValue, #"{"\#(key.name)": \#(texts(count.lowerBound))}"#), name)
                    XCTAssertTrue(decodes(kind.rawValue, #"{"\#(key.name)": \#(texts(count.upperBound))}"#), name)
                    XCTAssertFalse(decodes(kind.rawValue, #"{"\#(key.name)": \#(texts(count.lowerBound - 1))}"#), name)
                    XCTAssertFalse(decodes(kind.rawValue, #"{"\#(key.name)": \#(texts(count.upperBound + 1))}"#), name)
                    checked += 1
                }
            case .value:
                break
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 2, "progress and segments' items at least")
    }

    /// A control written by `SpecWriter` uses only its declared keys, in declaration order, and decodes back.
    func testTheWriterUsesTheDeclaredKeysInOrder() throws {
        var spec = Spec()
        let controls: [RowControl] = [
            .textField(TextFieldControl(value: "a", placeholder: "b", secure: true)),
            .slider(SliderControl(value: 2, minimum: 1, maximum: 3, minimumSymbol: "speaker.slash.fill",
                                  maximumSymbol: "speaker.wave.3.fill")),
            .stepper(StepperControl(value: "3")), .segments(SegmentsControl(items: ["A", "B"], selected: 1)),
            .menu("M"), .progress(0.5), .spinner,
        ]
        XCTAssertEqual(Set(controls.map(\.kind)), Set(RowControl.Kind.allCases), "one of each control")
        spec.sections = [Section(rows: controls.map { control in
            var row = Row(title: "T")
            row.control = control
            return row
        })]
        let json = SpecWriter.write(spec, format: .json)
        XCTAssertEqual(try SpecLoader.load(Array(json.utf8), format: .json).sections.first?.rows.map(\.control),
                       controls)
        guard case .object(let top) = SpecWriter.document(spec),
              case .array(let sections)? = top.first(where: { $0.0 == "sections" })?.1,
              case .object(let section)? = sections.first,
              case .array(let rows)? = section.first(where: { $0.0 == "rows" })?.1 else {
            return XCTFail("unexpected document shape")
        }
        for (row, control) in zip(rows, controls) {
            guard case .object(let members) = row, case let (key, value)? = members.last else {
                return XCTFail("row \(row)")
            }
            XCTAssertEqual(key, control.key)
            guard case .object(let keys, _) = control.kind.declaration.form else { continue }
            guard case .object(let written) = value else { return XCTFail("\(key) is not an object") }
            let names = keys.map(\.name)
            XCTAssertEqual(written.map(\.0), names.filter { name in written.contains { $0.0 == name } }, key)
        }
    }
}
