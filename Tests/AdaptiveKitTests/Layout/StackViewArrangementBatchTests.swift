@testable import AdaptiveKit
import InterfaceBuilder
import Testing
import TestSupport

/// A loader's batch of arranged-view changes regenerates the stack's constraints once, at its end,
/// and leaves the same constraints as changes made one at a time.
@MainActor
@Suite("UIStackView regenerates its constraints once per batch of arranged-view changes")
struct StackViewArrangementBatchTests {
  func generatedCount(_ stack: UIStackView) -> Int {
    stack.constraints.filter { $0.isSystemConstraint }.count
  }

  func stack(of count: Int) -> UIStackView {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    stack.axis = .vertical
    stack.spacing = 8
    for _ in 0..<count { stack.addArrangedSubview(UIView()) }
    return stack
  }

  @Test("Inside a batch the constraints wait; closing it generates what one-at-a-time changes give")
  func batchRegeneratesAtItsEnd() {
    let oneByOne = stack(of: 3)
    let batched = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    batched.axis = .vertical
    batched.spacing = 8
    let before = generatedCount(batched)
    batched.beginArrangementBatch()
    for _ in 0..<3 { batched.addArrangedSubview(UIView()) }
    #expect(generatedCount(batched) == before)
    batched.endArrangementBatch()
    #expect(generatedCount(batched) == generatedCount(oneByOne))
    #expect(generatedCount(batched) > before)
  }

  @Test("Nested batches regenerate only when the outermost closes; a batch with no change regenerates nothing")
  func nestedBatches() {
    let stack = stack(of: 2)
    let generated = stack.constraints.filter { $0.isSystemConstraint }
    stack.beginArrangementBatch()
    stack.endArrangementBatch()
    #expect(stack.constraints.filter { $0.isSystemConstraint }.map(ObjectIdentifier.init) == generated.map(ObjectIdentifier.init))
    stack.beginArrangementBatch()
    stack.beginArrangementBatch()
    stack.removeArrangedSubview(stack.arrangedSubviews[0])
    stack.endArrangementBatch()
    #expect(generatedCount(stack) == generated.count)
    stack.endArrangementBatch()
    #expect(generatedCount(stack) == generatedCount(self.stack(of: 1)))
  }

  @Test("A storyboard's stacks load with every arranged view constrained, as built in code")
  func storyboardStacksComplete() throws {
    var rows = ""
    for n in 0..<6 {
      rows += """
        <view contentMode="scaleToFill" id="v\(n)"><rect key="frame" x="0.0" y="\(n * 20).0" width="300" height="12"/></view>

        """
    }
    let xml = StoryboardXML.oneScene(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
        <rect key="frame" x="0.0" y="0.0" width="300" height="160"/>
        <subviews>
        \(rows)</subviews>
        </stackView>
        """,
      constraints: "")
    let document = try IBDocument(xmlString: xml, fileName: "Batch.storyboard")
    let controller = try #require(try UIStoryboard(document: document).loadInitialViewController())
    controller.loadViewIfNeeded()
    let loaded = try #require(controller.storyboardScene?.loadedView(withID: "stk") as? UIStackView)
    #expect(loaded.arrangedSubviews.count == 6)
    #expect(generatedCount(loaded) == generatedCount(stack(of: 6)))
  }
}
