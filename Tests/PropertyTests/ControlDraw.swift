import Foundation
import TableSpec

/// One random draw of a row control, made from its declaration alone: each key gets a value of the kind and range
/// the declaration states (optional keys come and go with `count`'s bits), and the row is decoded as a spec's would
/// be, so what is generated is what a spec could write, and a new control needs no generator of its own.
struct ControlDraw {
    let words: String
    let fraction: Double
    let count: Int
    let flag: Bool

    /// The control of `kind` from this draw, or nil where the draw writes no control (`"spinner": false`).
    func control(_ kind: RowControl.Kind) -> RowControl? {
        switch kind.declaration.form {
        case .object(let keys, _):
            var object: [String: Any] = [:]
            for (index, key) in keys.enumerated() where key.required || (count >> (index % 4)) & 1 == 1 {
                object[key.name] = value(key.value, index: index)
            }
            // Relations between keys (a slider's `min` below its `max`) are the decoder's, not the declaration's:
            // a draw that breaks one is drawn again with the optional keys left out.
            if let control = decoded(kind, object) { return control }
            let required = keys.enumerated().filter { $0.element.required }
            return decodedOrFail(kind, Dictionary(uniqueKeysWithValues: required.map {
                ($0.element.name, value($0.element.value, index: $0.offset))
            }))
        case .value(let single):
            return decodedOrFail(kind, value(single, index: 0))
        }
    }

    /// The control of a row whose `kind` key holds `value`, or nil when the decoder refuses it.
    private func decoded(_ kind: RowControl.Kind, _ value: Any) -> RowControl?? {
        let row: [String: Any] = ["title": words, kind.rawValue: value]
        let spec: [String: Any] = ["sections": [["rows": [row]]]]
        let bytes = [UInt8](try! JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys]))
        return (try? SpecLoader.load(bytes, format: .json)).map { $0.sections[0].rows[0].control }
    }

    /// The same, where a refusal is a generator bug: it fails loudly rather than test fewer controls.
    private func decodedOrFail(_ kind: RowControl.Kind, _ value: Any) -> RowControl? {
        guard let control = decoded(kind, value) else {
            fatalError("the declaration of \(kind.rawValue) allows \(value), which the decoder refuses")
        }
        return control
    }

    /// A value of `kind` for the key at `index`, inside its range (each key its own fraction).
    private func value(_ kind: KeyDescriptor.Value, index: Int) -> Any {
        let fraction = (self.fraction + Double(index) * 0.381966).truncatingRemainder(dividingBy: 1)
        switch kind {
        case .text: return words
        case .bool: return flag
        case .number(let range?): return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        case .number(nil): return fraction * 100
        case .numberOrText: return flag ? count as Any : String(count) as Any
        case .symbol:
            let names = SymbolCatalog.glyphs.map(\.name)
            return names[(count * 7) % names.count]
        case .color: return "systemOrange"
        case .texts(let range):
            return (0..<min(range.upperBound, max(range.lowerBound, count))).map { $0 == 0 ? words : String($0) }
        case .index(let range):
            return min(range.upperBound, max(range.lowerBound, count - 1))
        }
    }
}
