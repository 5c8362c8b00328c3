import Layout
import LayoutSnapTesting
import XCTest

/// The same assertions from XCTest: failures are `XCTFail`s naming the reference and artifact files.
final class XCTestAssertionTests: XCTestCase {
    func testFixtureMatchesTheRepositoryReference() {
        assertLayoutSnapshot(ofFixtureAt: "Fixtures/intrinsic-size.yaml", variants: [Variant(width: 375, category: .extraSmall)])
    }

    func testSceneBuiltInCodeMatchesItsReference() {
        assertLayoutSnapshot(of: TestScenes.swatches(), scale: 1)
    }
}
