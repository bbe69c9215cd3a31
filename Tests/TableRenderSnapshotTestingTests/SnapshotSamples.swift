// docs/library.md's snapshot sample, run as a test against the references committed in
// `__Snapshots__/SnapshotSamples/`.
import TableRenderSnapshotTesting
import XCTest

final class NetworkScreenTests: XCTestCase {
    func testNetworkScreen() {
        var spec = Spec(sections: [Section(rows: [Row("Wi-Fi", detail: "Home", accessory: .disclosure)])])
        spec.width = 320
        assertSnapshot(of: spec, as: .tablerender)
        assertSnapshot(of: spec, as: .tablerender(device: .iphoneSE, appearance: .dark), named: "se-dark")
        assertSnapshot(of: spec, as: .tablerenderSVG)
    }
}
