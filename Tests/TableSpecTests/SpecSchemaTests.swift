import Foundation
import TableSpec
import XCTest

/// The JSON Schema agrees with the decoder: same keys, same enumerations, same numeric bounds, and every
/// example validates against it.
final class SpecSchemaTests: XCTestCase {
    func testSchemaListsExactlyTheKeysTheDecoderAccepts() {
        XCTAssertEqual(SpecSchema.propertyNames, SpecSchema.decoderKeys)
    }

    func testNumericBoundsMatchTheDecoder() throws {
        let properties = try XCTUnwrap(SpecSchema.document["properties"] as? [String: Any])
        var checked = 0
        for (key, value) in properties {
            func number(_ value: Any?) -> Double? { (value as? Double) ?? (value as? Int).map(Double.init) }
            guard let property = value as? [String: Any],
                  let minimum = number(property["minimum"]), let maximum = number(property["maximum"]) else { continue }
            func decodes(_ number: Double) -> Bool {
                let json = "{\"\(key)\": \(number), \"sections\": []}"
                return (try? SpecLoader.load(Array(json.utf8), format: .json)) != nil
            }
            XCTAssertTrue(decodes(minimum), "\(key) = \(minimum)")
            XCTAssertTrue(decodes(maximum), "\(key) = \(maximum)")
            XCTAssertFalse(decodes(minimum - 0.5), "\(key) below \(minimum)")
            XCTAssertFalse(decodes(maximum + 0.5), "\(key) above \(maximum)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 4, "width, scale, layoutMargin, height at least")
    }

    /// The row controls' hand-written bounds (progress 0…1, one to twelve segments) are the decoder's.
    func testRowControlBoundsMatchTheDecoder() throws {
        let definitions = try XCTUnwrap(SpecSchema.document["$defs"] as? [String: Any])
        let rowBranches = try XCTUnwrap((definitions["row"] as? [String: Any])?["anyOf"] as? [Any])
        let row = try XCTUnwrap(rowBranches.compactMap { $0 as? [String: Any] }.first { $0["properties"] != nil })
        let progress = try XCTUnwrap((row["properties"] as? [String: Any])?["progress"] as? [String: Any])
        func decodes(_ rowJSON: String) -> Bool {
            let json = #"{"sections": [{"rows": [\#(rowJSON)]}]}"#
            return (try? SpecLoader.load(Array(json.utf8), format: .json)) != nil
        }
        let low = try XCTUnwrap(progress["minimum"] as? Double), high = try XCTUnwrap(progress["maximum"] as? Double)
        XCTAssertTrue(decodes(#"{"progress": \#(low)}"#))
        XCTAssertTrue(decodes(#"{"progress": \#(high)}"#))
        XCTAssertFalse(decodes(#"{"progress": \#(low - 0.01)}"#))
        XCTAssertFalse(decodes(#"{"progress": \#(high + 0.01)}"#))

        let items = try XCTUnwrap(((definitions["segments"] as? [String: Any])?["properties"] as? [String: Any])?["items"]
            as? [String: Any])
        let most = try XCTUnwrap(items["maxItems"] as? Int), least = try XCTUnwrap(items["minItems"] as? Int)
        func segments(_ count: Int) -> String {
            #"{"segments": {"items": [\#((0..<count).map { "\"\($0)\"" }.joined(separator: ","))]}}"#
        }
        XCTAssertTrue(decodes(segments(most)))
        XCTAssertTrue(decodes(segments(least)))
        XCTAssertFalse(decodes(segments(most + 1)))
        XCTAssertFalse(decodes(segments(least - 1)))
    }

    /// Role lists "prominent"; the switch is a bool or an object with "on".
    func testRowRoleAndSwitchForms() throws {
        let definitions = try XCTUnwrap(SpecSchema.document["$defs"] as? [String: Any])
        let rowBranches = try XCTUnwrap((definitions["row"] as? [String: Any])?["anyOf"] as? [Any])
        let row = try XCTUnwrap(rowBranches.compactMap { $0 as? [String: Any] }.first { $0["properties"] != nil })
        let properties = try XCTUnwrap(row["properties"] as? [String: Any])
        XCTAssertEqual((properties["role"] as? [String: Any])?["enum"] as? [String],
                       ["normal", "destructive", "button", "prominent"])
        let forms = try XCTUnwrap((properties["switch"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        XCTAssertEqual(forms.first?["type"] as? String, "boolean")
        XCTAssertEqual(forms.last?["required"] as? [String], ["on"])
    }

    func testEnumerationsMatchTheModel() throws {
        let properties = try XCTUnwrap(SpecSchema.document["properties"] as? [String: Any])
        let style = (properties["style"] as? [String: Any])?["enum"] as? [String]
        XCTAssertEqual(style, TableStyle.allCases.map(\.rawValue))
        // `ios`: the generations and their point releases as numbers, or a string with a point release.
        let branches = try XCTUnwrap((properties["ios"] as? [String: Any])?["anyOf"] as? [[String: Any]])
        let numbers = try XCTUnwrap(branches.first?["enum"] as? [Double])
        XCTAssertEqual(Array(numbers.prefix(7)), [13, 14, 15, 16, 17, 18, 26])
        XCTAssertTrue(numbers.contains(26.4) && numbers.contains(18.2) && !numbers.contains(19))
        XCTAssertEqual(branches.last?["pattern"] as? String, #"^(13|14|15|16|17|18|26)(\.[0-9])?$"#)
    }

    func testSchemaIsStableJSON() throws {
        let text = SpecSchema.json()
        XCTAssertEqual(text, SpecSchema.json())
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        XCTAssertEqual(parsed?["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
    }

    /// The controls' schema accepts what the decoder accepts and refuses out-of-range values, with Python's
    /// jsonschema (skipped where it is missing).
    func testControlsValidateAgainstTheSchema() throws {
        let good = #"""
            {"sections": [{"footer": "See [Privacy](https://apple.com/privacy).", "rows": [
              {"title": "Name", "textField": {"value": "Jane", "placeholder": "Required", "secure": false}},
              {"title": "Volume", "slider": {"value": 5, "min": 0, "max": 10, "minSymbol": "speaker.slash.fill"}},
              {"title": "Copies", "stepper": {"value": 2}}, {"title": "Delay", "stepper": {"value": "3 min"}},
              {"title": "Units", "segments": {"items": ["C", "F"], "selected": 1}},
              {"title": "Ringtone", "menu": "Reflection"}, {"title": "Storage", "progress": 0.25},
              {"title": "Searching", "spinner": true}, {"title": "Wi-Fi", "switch": true},
              {"title": "Airplane Mode", "switch": {"on": true, "tint": "systemOrange"}},
              {"title": "Sign Out", "role": "prominent"}
            ]}]}
            """#
        XCTAssertNoThrow(try SpecLoader.load(Array(good.utf8), format: .json))
        let bad = [
            #"{"progress": 1.5}"#, #"{"segments": {"items": []}}"#, #"{"segments": {"selected": 0}}"#,
            #"{"switch": {"tint": "systemRed"}}"#, #"{"switch": "on"}"#, #"{"slider": {"minSymbol": 5}}"#,
            #"{"textField": {"secure": "yes"}}"#, #"{"stepper": {"value": true}}"#, #"{"role": "prominnet"}"#,
        ].map { #"{"sections": [{"rows": [\#($0)]}]}"# }
        let script = """
            import json, sys
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            good, bad = json.loads(sys.argv[2]), [json.loads(text) for text in json.loads(sys.argv[3])]
            for e in validator.iter_errors(good): print("good spec:", e.message)
            for spec in bad:
                if validator.is_valid(spec): print("accepted:", json.dumps(spec))
            """
        let badJSON = String(decoding: try JSONSerialization.data(withJSONObject: bad), as: UTF8.self)
        let (status, text) = try runSchemaScript(script, arguments: [good, badJSON])
        XCTAssertEqual(status, 0, text)
        XCTAssertEqual(text, "")
        for spec in bad {
            XCTAssertThrowsError(try SpecLoader.load(Array(spec.utf8), format: .json), spec)
        }
    }

    /// Issue 16's table parts: the schema accepts specs the decoder accepts and refuses what it can express of
    /// the decoder's refusals (both swipe sides, no actions, an action with neither title nor symbol, too many
    /// actions or index titles, an empty index); combinations across levels (edit mode) are the decoder's alone.
    func testTablePartsValidateAgainstTheSchema() throws {
        let goods = [
            #"""
            {"searchBar": {"placeholder": "Search", "text": "wi"}, "sectionIndex": true, "sections": [
              {"header": "A", "rows": [
                {"title": "Mail", "swipe": {"trailing": [{"title": "Delete", "symbol": "trash", "role": "destructive"},
                                                          {"title": "Flag", "color": "systemOrange"}], "leading": []}},
                {"title": "Folders", "expanded": true, "children": ["Notes", {"title": "Work", "children": []}]}
              ]}]}
            """#,
            #"""
            {"editing": true, "selection": "multiple", "sectionIndex": ["A", "B", "#"], "sections": [{"rows": [
              {"title": "A", "reorder": true, "selected": true}, {"title": "B", "edit": "none"}]}]}
            """#,
        ]
        for good in goods { XCTAssertNoThrow(try SpecLoader.load(Array(good.utf8), format: .json), good) }
        let action = #"{"title": "A"}"#
        let six = Array(repeating: action, count: SpecLimits.maximumSwipeActions + 1).joined(separator: ",")
        let tooManyTitles = (0...SpecLimits.maximumSectionIndexTitles).map { "\"\($0)\"" }.joined(separator: ",")
        let bad = [
            #"{"sections": [{"rows": [{"swipe": {"leading": [\#(action)], "trailing": [\#(action)]}}]}]}"#,
            #"{"sections": [{"rows": [{"swipe": {}}]}]}"#,
            #"{"sections": [{"rows": [{"swipe": {"leading": [], "trailing": []}}]}]}"#,
            #"{"sections": [{"rows": [{"swipe": {"leading": [{"role": "destructive"}]}}]}]}"#,
            #"{"sections": [{"rows": [{"swipe": {"leading": [{"title": " "}]}}]}]}"#,
            #"{"sections": [{"rows": [{"swipe": {"leading": [\#(six)]}}]}]}"#,
            #"{"sections": [{"rows": [{"swipe": {"leading": [{"symbol": 7}]}}]}]}"#,
            #"{"sections": [{"rows": [{"edit": "remove"}]}]}"#,
            #"{"sections": [{"rows": [{"children": "B"}]}]}"#,
            #"{"sections": [], "sectionIndex": []}"#,
            #"{"sections": [], "sectionIndex": [""]}"#,
            #"{"sections": [], "sectionIndex": [\#(tooManyTitles)]}"#,
            #"{"sections": [], "selection": "single"}"#,
            #"{"sections": [], "searchBar": {"placeholer": "Find"}}"#,
        ]
        let script = """
            import json, sys
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            goods, bad = [json.loads(text) for text in json.loads(sys.argv[2])], [json.loads(text) for text in json.loads(sys.argv[3])]
            for good in goods:
                for e in validator.iter_errors(good): print("good spec:", e.message)
            for spec in bad:
                if validator.is_valid(spec): print("accepted:", json.dumps(spec))
            """
        func json(_ texts: [String]) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: texts), as: UTF8.self)
        }
        let (status, text) = try runSchemaScript(script, arguments: [try json(goods), try json(bad)])
        XCTAssertEqual(status, 0, text)
        XCTAssertEqual(text, "")
        for spec in bad {
            XCTAssertThrowsError(try SpecLoader.load(Array(spec.utf8), format: .json), spec)
        }
    }

    /// Validates every example with Python's jsonschema (installed on the project's machines); skipped where
    /// it is missing, since no Swift validator for draft 2020-12 is available here.
    func testEveryExampleValidatesAgainstTheSchema() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = """
            import glob, json, sys
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            files = sorted(glob.glob(sys.argv[2] + "/Examples/*.json"))
            assert files, "no examples"
            bad = [(f, e.message) for f in files for e in validator.iter_errors(json.load(open(f)))]
            for f, message in bad: print(f, message)
            print(len(files), "examples checked")
            sys.exit(1 if bad else 0)
            """
        let (status, text) = try runSchemaScript(script, arguments: [root.path])
        XCTAssertEqual(status, 0, text)
        XCTAssertTrue(text.contains("examples checked"), text)
    }

    /// Runs a Python `script` that reads the schema from `sys.argv[1]` (written to a temporary file) and
    /// `arguments` after it, its output and errors together; skips the test where python3 or its jsonschema
    /// module is missing.
    private func runSchemaScript(_ script: String, arguments: [String]) throws -> (status: Int32, output: String) {
        let schemaFile = FileManager.default.temporaryDirectory.appendingPathComponent("tablerender-schema-\(UUID()).json")
        try Data(SpecSchema.json().utf8).write(to: schemaFile)
        defer { try? FileManager.default.removeItem(at: schemaFile) }
        let preamble = "import sys\ntry:\n    import jsonschema\nexcept ImportError:\n    sys.exit(77)\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", preamble + script, schemaFile.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { throw XCTSkip("python3 is not available") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 77 { throw XCTSkip("python3 has no jsonschema module") }
        return (process.terminationStatus, text)
    }
}
