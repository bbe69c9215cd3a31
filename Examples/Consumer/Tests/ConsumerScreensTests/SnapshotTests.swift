import ConsumerScreens
import TableRenderSnapshotTesting
import XCTest

/// The snapshot strategy, against the references committed in `__Snapshots__/SnapshotTests/`. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test`, then look at the images before committing them.
final class SnapshotTests: XCTestCase {
    func testNetwork() {
        assertSnapshot(of: Screens.network(), as: .tablerender)
        assertSnapshot(of: Screens.network(), as: .tablerender(appearance: .dark), named: "dark")
    }

    func testNetworkOnAnIPhoneSEWithBluetoothOff() {
        assertSnapshot(of: Screens.network(bluetooth: false), as: .tablerender(device: .iphoneSE))
    }
}
