import AdaptiveKit
import TestSupport
import Testing

@MainActor
@Suite("UISheetPresentationController detents size iOS 15 sheets")
struct SheetDetentTests {
  private func presentSheet(_ configure: (UISheetPresentationController) -> Void) throws -> (Simulator, NamedController) {
    let root = NamedController("Root")
    let simulator = try hosted(root, on: "iPhone 15")
    let sheet = NamedController("Sheet")
    sheet.modalPresentationStyle = .pageSheet
    configure(try #require(sheet.sheetPresentationController))
    root.present(sheet, animated: true)
    return (simulator, sheet)
  }

  @Test("Default detents keep the seeds' rule: full screen in compact width")
  func defaultDetents() throws {
    let (simulator, sheet) = try presentSheet { _ in }
    #expect(sheet.view.frame == simulator.window.bounds)
    #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large])
  }

  @Test("Medium and large: the smallest is selected by default; selecting large grows the sheet")
  func mediumAndLarge() throws {
    let (simulator, sheet) = try presentSheet { $0.detents = [.medium(), .large()] }
    #expect(sheet.view.frame == CGRect(x: 0, y: 460, width: 393, height: 392))
    sheet.sheetPresentationController?.animateChanges {
      sheet.sheetPresentationController?.selectedDetentIdentifier = .large
    }
    #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(simulator.rotate(to: .landscapeLeft))
    #expect(sheet.view.frame == simulator.window.bounds, "not edge-attached in compact height: full screen")
  }

  @Test("A custom detent's resolver gives the height, clamped to the large detent")
  func customDetent() throws {
    let (simulator, sheet) = try presentSheet {
      $0.detents = [.custom { _ in 200 }, .custom { context in context.maximumDetentValue * 2 }]
    }
    #expect(sheet.view.frame == CGRect(x: 0, y: 652, width: 393, height: 200))
    let identifiers = sheet.sheetPresentationController?.detents.map(\.identifier) ?? []
    sheet.sheetPresentationController?.selectedDetentIdentifier = identifiers.last
    #expect(identifiers.count == 2 && identifiers.first != identifiers.last)
    #expect(sheet.view.frame.height == 783)
    _ = simulator
  }
}
