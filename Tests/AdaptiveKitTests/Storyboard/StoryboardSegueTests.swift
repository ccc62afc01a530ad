import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Storyboard segues run shouldPerform, prepare and perform in UIKit's order")
struct StoryboardSegueTests {
  private func loadedHome() throws -> HomeController {
    let home = try #require(StoryboardFixtures.main().instantiateInitialViewController() as? HomeController)
    home.loadViewIfNeeded()
    home.log.removeAll()
    return home
  }

  @Test func aButtonSendsItsActionsThenItsSegueInOrder() throws {
    let home = try loadedHome()
    home.goButton.sendActions(for: .touchUpInside)
    #expect(
      home.log == [
        "tapped(button)", "chainTapped", "shouldPerformSegue(Next)",
        "prepare(Next, DetailController, view not loaded)", "perform(Next, DetailController)",
      ])
  }

  @Test func shouldPerformSegueCanCancel() throws {
    let home = try loadedHome()
    home.allowsSegues = false
    home.goButton.sendActions(for: .touchUpInside)
    #expect(home.log == ["tapped(button)", "chainTapped", "shouldPerformSegue(Next)"])
  }

  @Test func performSegueSkipsShouldPerformAndMakesANewDestination() throws {
    let home = try loadedHome()
    home.performSegue(withIdentifier: "Manual", sender: nil)
    home.performSegue(withIdentifier: "Manual", sender: nil)
    #expect(
      home.log == [
        "prepare(Manual, DetailController, view not loaded)", "perform(Manual, DetailController)",
        "prepare(Manual, DetailController, view not loaded)", "perform(Manual, DetailController)",
      ])
  }

  @Test func segueIdentifiersOfControlsInTheSceneCanBePerformed() throws {
    let home = try loadedHome()
    home.performSegue(withIdentifier: "Next", sender: "code")
    #expect(home.log == ["prepare(Next, DetailController, view not loaded)", "perform(Next, DetailController)"])
  }

  @Test func anUnknownSegueThrowsUIKitsMessage() throws {
    let home = try loadedHome()
    #expect(throws: UIStoryboardError.unknownSegue(identifier: "Nope", controller: "<HomeController>")) {
      try home.performValidatedSegue(withIdentifier: "Nope", sender: nil)
    }
    #expect(
      UIStoryboardError.unknownSegue(identifier: "Nope", controller: "<HomeController>").description
        == "Receiver (<HomeController>) has no segue with identifier 'Nope'")
    #expect(throws: UIStoryboardError.self) { try UIViewController().performValidatedSegue(withIdentifier: "x", sender: nil) }
  }

  @Test func selectingACellRunsItsSegueWithTheCellAsSender() throws {
    let home = try loadedHome()
    let cell = try #require(home.view.subviews.first { $0.frame.origin.y == 320 })
    cell._performStoryboardSelectionSegues()
    #expect(
      home.log == [
        "shouldPerformSegue(RowSelected)", "prepare(RowSelected, DetailController, view not loaded)",
        "perform(RowSelected, DetailController)",
      ])
  }

  @Test func aSegueMadeInCodeRunsItsPerformHandler() {
    var ran = false
    let segue = UIStoryboardSegue(
      identifier: "code", source: UIViewController(), destination: UIViewController(), performHandler: { ran = true })
    segue.perform()
    #expect(ran)
    #expect(segue.identifier == "code")
  }
}

@MainActor
@Suite("Unwind segues find the controller that handles the action by walking up")
struct StoryboardUnwindTests {
  @Test func unwindRunsTheActionOnTheNearestAncestorThatHandlesIt() throws {
    let storyboard = StoryboardFixtures.main()
    let home = try #require(storyboard.instantiateInitialViewController() as? HomeController)
    let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
    home.addChild(detail)
    home.view.addSubview(detail.view)
    detail.didMove(toParent: home)
    home.log.removeAll()
    let back = try #require(detail.view.subviews.first as? UIControl)
    back.sendActions(for: .touchUpInside)
    #expect(home.log == ["backToHome(BackHome)"])
  }

  @Test func aControllerWithoutAHandlerAboveIsReported() throws {
    let detail = StoryboardFixtures.main().instantiateViewController(withIdentifier: "Detail")
    detail.loadViewIfNeeded()
    let back = try #require(detail.view.subviews.first as? UIControl)
    let (_, messages) = AdaptiveKitLog.shared.capture { back.sendActions(for: .touchUpInside) }
    #expect(messages.map(\.text) == ["No view controller above <DetailController> handles the unwind action backToHome:"])
  }

  @Test func canPerformUnwindSegueActionFollowsTheActionRegistry() {
    let home = StoryboardFixtures.main().instantiateViewController(withIdentifier: "Home")
    let other = UIViewController()
    #expect(home.canPerformUnwindSegueAction(Selector("backToHome:"), from: other, sender: nil))
    #expect(!other.canPerformUnwindSegueAction(Selector("backToHome:"), from: home, sender: nil))
  }
}
