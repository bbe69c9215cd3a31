import ConsumerScreens
import TableRenderSnapshotTesting
import Testing

/// The strategy under Swift Testing (tests run in parallel; each render borrows its own pipeline), against
/// `__Snapshots__/SwiftTestingSnapshotTests/`.
@Suite struct SwiftTestingSnapshotTests {
    @Test func networkRightToLeft() {
        assertSnapshot(of: Screens.network(wifi: "Office", direction: .rtl), as: .tablerender)
    }

    @Test func networkInDarkOnIOS26() {
        assertSnapshot(of: Screens.network(), as: .tablerender(appearance: .dark, ios: .ios26))
    }
}
