import TableGraphics
import TableSpec
import XCTest

/// Issue 15's row controls (`textField`, `slider`, `stepper`, `segments`, `menu`, `progress`, `spinner`), the
/// switch's object form and role `prominent` decode to the model; bad values and combinations UIKit cannot show
/// are errors at their path, one line each.
final class ControlDecodingTests: XCTestCase {
    private func rows(_ json: String) throws -> [Row] { try SpecFixtures.rows(json) }

    private func row(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> Row {
        do {
            return try XCTUnwrap(rows(json).first, file: file, line: line)
        } catch let error as SpecError {
            XCTFail("unexpected diagnostics:\n\(error)", file: file, line: line)
            throw error
        }
    }

    private func messages(_ json: String) -> [String] { SpecFixtures.rowMessages(json) }

    // MARK: Text fields

    func testTextFieldDecodesEveryKeyAndDefaultsTheRest() throws {
        XCTAssertEqual(try row(#"{"title": "Name", "textField": {"value": "Jane", "placeholder": "Required"}}"#).control,
                       .textField(TextFieldControl(value: "Jane", placeholder: "Required")))
        XCTAssertEqual(try row(#"{"textField": {"placeholder": "Password", "secure": true}}"#).control,
                       .textField(TextFieldControl(placeholder: "Password", secure: true)))
        XCTAssertEqual(try row(#"{"textField": {}}"#).control, .textField(TextFieldControl()))
    }

    func testTextFieldErrors() {
        XCTAssertEqual(messages(#"{"textField": "Jane"}"#), [
            #"1:39: sections[0].rows[0].textField: expected an object with "value", "placeholder" or "secure", found the string "Jane""#,
        ])
        XCTAssertEqual(messages(#"{"textField": {"value": 3, "secure": "yes", "placholder": "x"}}"#), [
            #"1:49: sections[0].rows[0].textField.value: expected a string, found the number 3"#,
            #"1:62: sections[0].rows[0].textField.secure: expected true or false, found the string "yes""#,
            #"1:69: sections[0].rows[0].textField.placholder: unknown key "placholder"; did you mean "placeholder"?"#,
        ])
    }

    // MARK: Sliders

    func testSliderDecodesRangeAndSymbols() throws {
        let decoded = try row(#"""
            {"title": "Volume", "slider": {"value": 0.4, "minSymbol": "speaker.slash.fill", "maxSymbol": "speaker.wave.3.fill"}}
            """#)
        XCTAssertEqual(decoded.control, .slider(SliderControl(value: 0.4, minimumSymbol: "speaker.slash.fill",
                                                              maximumSymbol: "speaker.wave.3.fill")))
        XCTAssertEqual(try row(#"{"slider": {"value": 15, "min": 10, "max": 20}}"#).control,
                       .slider(SliderControl(value: 15, minimum: 10, maximum: 20)))
    }

    /// A new UISlider's value is 0, brought into its range.
    func testSliderValueDefaultsToZeroInsideTheRange() throws {
        XCTAssertEqual(try row(#"{"slider": {}}"#).control, .slider(SliderControl(value: 0)))
        XCTAssertEqual(try row(#"{"slider": {"min": -1, "max": 1}}"#).control,
                       .slider(SliderControl(value: 0, minimum: -1, maximum: 1)))
        XCTAssertEqual(try row(#"{"slider": {"min": 10, "max": 20}}"#).control,
                       .slider(SliderControl(value: 10, minimum: 10, maximum: 20)))
        XCTAssertEqual(try row(#"{"slider": {"min": -20, "max": -10}}"#).control,
                       .slider(SliderControl(value: -10, minimum: -20, maximum: -10)))
    }

    func testSliderValueAtEitherEndIsAllowed() throws {
        XCTAssertEqual(try row(#"{"slider": {"value": 0}}"#).control, .slider(SliderControl(value: 0)))
        XCTAssertEqual(try row(#"{"slider": {"value": 1}}"#).control, .slider(SliderControl(value: 1)))
    }

    func testSliderValueOutsideTheRangeIsAnError() {
        XCTAssertEqual(messages(#"{"slider": {"value": 50}}"#), [
            #"1:46: sections[0].rows[0].slider.value: 50 is out of range; expected 0…1 (set "min" and "max" for another range)"#,
        ])
        XCTAssertEqual(messages(#"{"slider": {"value": -0.5, "min": 0, "max": 10}}"#), [
            #"1:46: sections[0].rows[0].slider.value: -0.5 is out of range; expected 0…10, from "min" to "max""#,
        ])
    }

    func testSliderMinimumMustBeBelowMaximum() {
        XCTAssertEqual(messages(#"{"slider": {"min": 1, "max": 1}}"#), [
            #"1:54: sections[0].rows[0].slider.max: "max" (1) must be greater than "min" (1)"#,
        ])
        XCTAssertEqual(messages(#"{"slider": {"min": 5}}"#), [
            #"1:44: sections[0].rows[0].slider.min: "max" (1, the default) must be greater than "min" (5)"#,
        ])
        XCTAssertEqual(messages(#"{"slider": {"max": -5}}"#), [
            #"1:44: sections[0].rows[0].slider.max: "max" (-5) must be greater than "min" (0, the default)"#,
        ])
    }

    /// A wrong type is reported once, not again as a range problem.
    func testSliderWrongTypesAndUnknownSymbols() {
        XCTAssertEqual(messages(#"{"slider": {"min": "0", "value": 3}}"#), [
            #"1:44: sections[0].rows[0].slider.min: expected a number, found the string "0""#,
        ])
        // An unknown symbol name is no error: it draws a placeholder with a warning (SymbolWarningTests).
        XCTAssertEqual(messages(#"{"slider": {"minSymbol": "speaker.slash.fil"}}"#), [])
        XCTAssertEqual(messages(#"{"slider": 0.5}"#), [
            #"1:36: sections[0].rows[0].slider: expected an object with "value", "min" and "max", found the number 0.5"#,
        ])
    }

    // MARK: Steppers

    func testStepperKeepsItsValueAsWritten() throws {
        XCTAssertEqual(try row(#"{"title": "Copies", "stepper": {"value": 3}}"#).control,
                       .stepper(StepperControl(value: "3")))
        XCTAssertEqual(try row(#"{"title": "Copies", "stepper": {"value": 3.0}}"#).control,
                       .stepper(StepperControl(value: "3")))
        XCTAssertEqual(try row(#"{"title": "Rate", "stepper": {"value": 1.25}}"#).control,
                       .stepper(StepperControl(value: "1.25")))
        XCTAssertEqual(try row(#"{"title": "Rate", "stepper": {"value": -2}}"#).control,
                       .stepper(StepperControl(value: "-2")))
        XCTAssertEqual(try row(#"{"title": "Delay", "stepper": {"value": "3 min"}}"#).control,
                       .stepper(StepperControl(value: "3 min")))
    }

    func testStepperWithoutOrWithBlankValueShowsNone() throws {
        XCTAssertEqual(try row(#"{"title": "Copies", "stepper": {}}"#).control, .stepper(StepperControl()))
        XCTAssertEqual(try row(#"{"title": "Copies", "stepper": {"value": " "}}"#).control, .stepper(StepperControl()))
    }

    func testStepperErrors() {
        XCTAssertEqual(messages(#"{"stepper": 3}"#), [
            #"1:37: sections[0].rows[0].stepper: expected an object with "value", found the number 3"#,
        ])
        XCTAssertEqual(messages(#"{"stepper": {"value": true}}"#), [
            #"1:47: sections[0].rows[0].stepper.value: expected a number or a string, found true"#,
        ])
        XCTAssertEqual(messages(#"{"stepper": {"vale": 1}}"#), [
            #"1:38: sections[0].rows[0].stepper.vale: unknown key "vale"; did you mean "value"?"#,
        ])
    }

    // MARK: Segments

    func testSegmentsDecodeWithOrWithoutASelection() throws {
        XCTAssertEqual(try row(#"{"title": "Units", "segments": {"items": ["°C", "°F"], "selected": 1}}"#).control,
                       .segments(SegmentsControl(items: ["°C", "°F"], selected: 1)))
        XCTAssertEqual(try row(#"{"segments": {"items": ["Day", "Week", "Month"]}}"#).control,
                       .segments(SegmentsControl(items: ["Day", "Week", "Month"])))
    }

    func testSegmentsAllowTwelveItems() throws {
        let twelve = (1...12).map { "\"\($0)\"" }.joined(separator: ", ")
        XCTAssertEqual(try row(#"{"segments": {"items": [\#(twelve)], "selected": 11}}"#).control,
                       .segments(SegmentsControl(items: (1...12).map(String.init), selected: 11)))
    }

    func testSegmentsItemsMustBeOneToTwelveStrings() {
        XCTAssertEqual(messages(#"{"segments": {"items": []}}"#), [
            #"1:48: sections[0].rows[0].segments.items: "items" is empty; a segmented control needs at least one segment"#,
        ])
        let thirteen = (1...13).map { "\"\($0)\"" }.joined(separator: ", ")
        XCTAssertEqual(messages(#"{"segments": {"items": [\#(thirteen)]}}"#), [
            #"1:48: sections[0].rows[0].segments.items: 13 segments; at most 12 are allowed"#,
        ])
        XCTAssertEqual(messages(#"{"segments": {"selected": 0}}"#), [
            #"1:38: sections[0].rows[0].segments: missing required key "items""#,
        ])
        XCTAssertEqual(messages(#"{"segments": {"items": "Day"}}"#), [
            #"1:48: sections[0].rows[0].segments.items: expected an array of strings, found the string "Day""#,
        ])
        XCTAssertEqual(messages(#"{"segments": {"items": ["Day", 7]}}"#), [
            #"1:56: sections[0].rows[0].segments.items[1]: expected a string, found the number 7"#,
        ])
        XCTAssertEqual(messages(#"{"segments": ["Day"]}"#), [
            #"1:38: sections[0].rows[0].segments: expected an object with "items" and "selected", found an array"#,
        ])
    }

    /// The count is refused before any item is read: a million bad items give one line, not fifty.
    func testTooManySegmentsAreRefusedBeforeTheirItemsAreRead() {
        let many = Array(repeating: "0", count: 100_000).joined(separator: ", ")
        XCTAssertEqual(messages(#"{"segments": {"items": [\#(many)]}}"#), [
            #"1:48: sections[0].rows[0].segments.items: 100000 segments; at most 12 are allowed"#,
        ])
    }

    func testSelectedMustBeAnIndexOfItems() {
        XCTAssertEqual(messages(#"{"segments": {"items": ["A", "B"], "selected": 2}}"#), [
            #"1:72: sections[0].rows[0].segments.selected: 2 is not an index of "items"; expected a whole number 0…1 (leave "selected" out for no selected segment)"#,
        ])
        XCTAssertEqual(messages(#"{"segments": {"items": ["A", "B"], "selected": -1}}"#), [
            #"1:72: sections[0].rows[0].segments.selected: -1 is not an index of "items"; expected a whole number 0…1 (leave "selected" out for no selected segment)"#,
        ])
        XCTAssertEqual(messages(#"{"segments": {"items": ["A", "B"], "selected": 0.5}}"#), [
            #"1:72: sections[0].rows[0].segments.selected: 0.5 is not an index of "items"; expected a whole number 0…1 (leave "selected" out for no selected segment)"#,
        ])
        XCTAssertEqual(messages(#"{"segments": {"items": ["A", "B"], "selected": "A"}}"#), [
            #"1:72: sections[0].rows[0].segments.selected: expected a whole number, found the string "A""#,
        ])
    }

    // MARK: Menus, progress, spinners

    func testMenuProgressAndSpinner() throws {
        XCTAssertEqual(try row(#"{"title": "Ringtone", "menu": "Reflection"}"#).control, .menu("Reflection"))
        XCTAssertEqual(try row(#"{"title": "Storage", "progress": 0.25}"#).control, .progress(0.25))
        XCTAssertEqual(try row(#"{"title": "Storage", "progress": 0}"#).control, .progress(0))
        XCTAssertEqual(try row(#"{"title": "Storage", "progress": 1}"#).control, .progress(1))
        XCTAssertEqual(try row(#"{"title": "Searching", "spinner": true}"#).control, .spinner)
    }

    /// `spinner: false` is no control at all, so it is not a second control beside another.
    func testSpinnerFalseIsNoControl() throws {
        let decoded = try row(#"{"title": "A", "spinner": false, "stepper": {}}"#)
        XCTAssertEqual(decoded.control, .stepper(StepperControl()))
        XCTAssertNil(try row(#"{"title": "A", "spinner": false}"#).control)
    }

    func testMenuProgressAndSpinnerErrors() {
        XCTAssertEqual(messages(#"{"menu": 3}"#), [#"1:34: sections[0].rows[0].menu: expected a string, found the number 3"#])
        XCTAssertEqual(messages(#"{"progress": 1.5}"#), [#"1:38: sections[0].rows[0].progress: 1.5 is out of range; expected 0…1"#])
        XCTAssertEqual(messages(#"{"progress": -0.1}"#), [#"1:38: sections[0].rows[0].progress: -0.1 is out of range; expected 0…1"#])
        XCTAssertEqual(messages(#"{"progress": "50%"}"#), [#"1:38: sections[0].rows[0].progress: expected a number, found the string "50%""#])
        XCTAssertEqual(messages(#"{"spinner": "yes"}"#), [#"1:37: sections[0].rows[0].spinner: expected true or false, found the string "yes""#])
    }

    // MARK: Switches

    func testSwitchTakesABoolOrAnObjectWithATint() throws {
        let plain = try row(#"{"title": "Wi-Fi", "switch": true}"#)
        XCTAssertEqual(plain.switchValue, true)
        XCTAssertNil(plain.switchTint)
        let tinted = try row(#"{"title": "Airplane Mode", "switch": {"on": true, "tint": "systemOrange"}}"#)
        XCTAssertEqual(tinted.switchValue, true)
        XCTAssertEqual(tinted.switchTint, .semantic(.systemOrange))
        let off = try row(#"{"title": "Airplane Mode", "switch": {"on": false}}"#)
        XCTAssertEqual(off.switchValue, false)
        XCTAssertNil(off.switchTint)
        XCTAssertNil(try row(#"{"title": "A"}"#).switchValue)
    }

    func testSwitchErrors() {
        XCTAssertEqual(messages(#"{"switch": "on"}"#), [
            #"1:36: sections[0].rows[0].switch: expected true, false or an object with "on" and "tint", found the string "on""#,
        ])
        XCTAssertEqual(messages(#"{"switch": {"tint": "systemRed"}}"#), [
            #"1:36: sections[0].rows[0].switch: missing required key "on""#,
        ])
        XCTAssertEqual(messages(#"{"switch": {"on": true, "tint": "sytemRed", "color": "red"}}"#), [
            #"1:57: sections[0].rows[0].switch.tint: unknown colour "sytemRed"; did you mean "systemRed"?"#,
            #"1:69: sections[0].rows[0].switch.color: unknown key "color"; expected one of "on", "tint""#,
        ])
    }

    // MARK: Role prominent

    func testRoleProminentDecodes() throws {
        XCTAssertEqual(try row(#"{"title": "Sign Out", "role": "prominent"}"#).role, .prominent)
        XCTAssertEqual(messages(#"{"title": "A", "role": "prominnet"}"#), [
            #"1:48: sections[0].rows[0].role: unknown value "prominnet"; did you mean "prominent"?"#,
        ])
    }

    // MARK: YAML

    func testYAMLWritesTheSameKeys() throws {
        let yaml = """
            sections:
              - rows:
                  - title: Name
                    textField: { placeholder: Required }
                  - title: Copies
                    stepper: { value: 2 }
                  - segments: { items: [Day, Week], selected: 0 }
                  - title: Airplane Mode
                    switch: { on: true, tint: systemOrange }
                  - title: Searching
                    spinner: true
            """
        let rows = try SpecLoader.load(Array(yaml.utf8), format: .yaml).sections[0].rows
        XCTAssertEqual(rows.map(\.control), [
            .textField(TextFieldControl(placeholder: "Required")), .stepper(StepperControl(value: "2")),
            .segments(SegmentsControl(items: ["Day", "Week"], selected: 0)), nil, .spinner,
        ])
        XCTAssertEqual(rows[3].switchTint, .semantic(.systemOrange))
    }
}

/// Rows combining what UIKit cannot show together are one error at the row, saying what to do instead.
final class ControlCombinationTests: XCTestCase {
    private func messages(_ json: String) -> [String] { SpecFixtures.rowMessages(json) }

    private func accepts(_ json: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(messages(json), [], file: file, line: line)
    }

    func testTwoOrMoreControlsInARow() {
        XCTAssertEqual(messages(#"{"title": "A", "slider": {"value": 1}, "stepper": {}}"#), [
            #"1:25: sections[0].rows[0]: a row has either "slider" or "stepper", not both; give each its own row"#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "spinner": true, "progress": 0.5, "menu": "x"}"#), [
            #"1:25: sections[0].rows[0]: a row has one of "menu", "progress", "spinner", not several; give each its own row"#,
        ])
    }

    /// Each value is still checked, so a second run does not bring new messages.
    func testTwoControlsStillCheckEachValue() {
        XCTAssertEqual(messages(#"{"progress": 2, "menu": "x"}"#), [
            #"1:25: sections[0].rows[0]: a row has either "menu" or "progress", not both; give each its own row"#,
            #"1:38: sections[0].rows[0].progress: 2 is out of range; expected 0…1"#,
        ])
    }

    /// Segments without a title are the row's content: a subtitle or detail beside them would get no width.
    func testSegmentsAcrossTheRowWithASubtitleOrDetail() {
        XCTAssertEqual(messages(#"{"subtitle": "B", "segments": {"items": ["a"]}}"#), [
            #"1:25: sections[0].rows[0]: segments across the row leave no room for "subtitle"; add a "title" to put "#
                + #"the segments beside it, or give the text its own row"#,
        ])
        XCTAssertEqual(messages(#"{"detail": "B", "segments": {"items": ["a"]}}"#), [
            #"1:25: sections[0].rows[0]: segments across the row leave no room for "detail"; add a "title" to put "#
                + #"the segments beside it, or give the text its own row"#,
        ])
        accepts(#"{"subtitle": "", "segments": {"items": ["a"]}, "switch": true}"#)
    }

    func testATrailingControlWithASwitch() {
        for key in [#""stepper": {}"#, #""menu": "x""#, #""spinner": true"#] {
            let name = key.split(separator: ":")[0]
            XCTAssertEqual(messages(#"{"title": "A", \#(key), "switch": false}"#), [
                #"1:25: sections[0].rows[0]: "switch" and \#(name) both sit on the trailing side; give each its own row"#,
            ])
        }
        XCTAssertEqual(messages(#"{"title": "A", "segments": {"items": ["a"]}, "switch": true}"#), [
            #"1:25: sections[0].rows[0]: "switch" and "segments" beside a title both sit on the trailing side; give each "#
                + #"its own row, or leave out "title" to draw the segments across the row"#,
        ])
    }

    func testATrailingControlWithAnAccessory() {
        XCTAssertEqual(messages(#"{"title": "A", "menu": "x", "accessory": "disclosure"}"#), [
            #"1:25: sections[0].rows[0]: "accessory" and "menu" both sit on the trailing side; remove "accessory" or give each its own row"#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "stepper": {}, "accessory": {"symbol": "arrow.up.right"}}"#), [
            #"1:25: sections[0].rows[0]: "accessory" and "stepper" both sit on the trailing side; remove "accessory" or give each its own row"#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "segments": {"items": ["a"]}, "accessory": "checkmark"}"#), [
            #"1:25: sections[0].rows[0]: "accessory" and "segments" beside a title both sit on the trailing side; remove "#
                + #""accessory" or leave out "title" to draw the segments across the row"#,
        ])
    }

    /// Only what draws something conflicts: `"accessory": "none"`, segments across a titleless row, and the
    /// controls that do not sit on the trailing side.
    func testCombinationsUIKitShows() {
        accepts(#"{"title": "A", "stepper": {}, "accessory": "none"}"#)
        accepts(#"{"segments": {"items": ["a"]}, "switch": true}"#)
        accepts(#"{"segments": {"items": ["a"]}, "accessory": "disclosure"}"#)
        accepts(#"{"title": "A", "textField": {}, "accessory": "detail"}"#)
        accepts(#"{"title": "A", "slider": {}, "switch": true}"#)
        accepts(#"{"title": "A", "progress": 0.5, "detail": "12 GB"}"#)
        accepts(#"{"title": "A", "slider": {}, "detail": "50%"}"#)
        accepts(#"{"title": "A", "spinner": true, "detail": "Searching…"}"#)
        accepts(#"{"title": "A", "switch": true, "accessory": "disclosure"}"#)
        accepts(#"{"title": "A", "stepper": {}, "badge": "1"}"#)
        accepts(#"{"title": "A", "role": "button", "stepper": {}}"#)
    }

    func testADetailBesideATrailingText() {
        XCTAssertEqual(messages(#"{"title": "A", "detail": "x", "menu": "y"}"#), [
            #"1:25: sections[0].rows[0]: a row shows either "detail" or "menu", not both; the menu's string is the value it shows"#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "detail": "x", "stepper": {"value": 2}}"#), [
            #"1:25: sections[0].rows[0]: a row shows either "detail" or "stepper", not both; put the number in the stepper's "value""#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "detail": "x", "textField": {}}"#), [
            #"1:25: sections[0].rows[0]: a row shows either "detail" or "textField", not both; put the text in the field's "value" or "placeholder""#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "detail": "x", "segments": {"items": ["a"]}}"#), [
            #"1:25: sections[0].rows[0]: a row shows either "detail" or "segments" beside a title, not both; give each its own row"#,
        ])
    }

    func testProminentRowsHaveOnlyTheirTitle() {
        XCTAssertEqual(messages(#"{"title": "A", "role": "prominent", "switch": true, "accessory": "disclosure"}"#), [
            #"1:25: sections[0].rows[0]: a "prominent" row is a filled button with only its title; remove "switch" and "#
                + #""accessory" or use role "button""#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "role": "prominent", "spinner": true}"#), [
            #"1:25: sections[0].rows[0]: a "prominent" row is a filled button with only its title; remove "spinner" or use role "button""#,
        ])
        XCTAssertEqual(messages(#"{"title": "A", "role": "prominent", "slider": {}}"#), [
            #"1:25: sections[0].rows[0]: a "prominent" row is a filled button with only its title; remove "slider" or use role "button""#,
        ])
        accepts(#"{"title": "A", "role": "prominent", "spinner": false}"#)
    }

    /// The model's own check agrees with what decoding reports, for rows built in code.
    func testControlConflictsOnTheModel() {
        var row = Row(title: "A")
        row.control = .menu("x")
        XCTAssertEqual(row.controlConflicts, [])
        row.switchValue = true
        XCTAssertEqual(row.controlConflicts, [#""switch" and "menu" both sit on the trailing side; give each its own row"#])
        row.switchValue = nil
        row.role = .prominent
        XCTAssertEqual(row.controlConflicts.count, 1)
    }
}
