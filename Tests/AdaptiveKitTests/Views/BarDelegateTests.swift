import AdaptiveKit
import Testing

/// Records a navigation bar's pushes and pops, refusing the items it names.
@MainActor
private final class NavigationBarRecorder: UINavigationBarDelegate {
  var log: [String] = []
  var refused: Set<String> = []

  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
    log.append("shouldPush \(item.title ?? "")")
    return !refused.contains(item.title ?? "")
  }
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
    log.append("didPush \(item.title ?? "")")
  }
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    log.append("shouldPop \(item.title ?? "")")
    return !refused.contains(item.title ?? "")
  }
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
    log.append("didPop \(item.title ?? "")")
  }
}

@MainActor
@Suite("UINavigationBar.delegate is asked about and told of pushes and pops")
struct NavigationBarDelegateTests {
  @Test("pushes and pops ask first and tell after; a refused one changes nothing")
  func pushAndPop() {
    let bar = UINavigationBar()
    let recorder = NavigationBarRecorder()
    bar.delegate = recorder
    bar.pushItem(UINavigationItem(title: "One"), animated: false)
    bar.pushItem(UINavigationItem(title: "Two"), animated: true)
    recorder.refused = ["Three"]
    bar.pushItem(UINavigationItem(title: "Three"), animated: false)
    #expect(bar.items?.map(\.title) == ["One", "Two"])
    #expect(bar.popItem(animated: false)?.title == "Two")
    recorder.refused = ["One"]
    #expect(bar.popItem(animated: false) == nil)
    #expect(bar.topItem?.title == "One")
    #expect(
      recorder.log == [
        "shouldPush One", "didPush One", "shouldPush Two", "didPush Two", "shouldPush Three", "shouldPop Two",
        "didPop Two", "shouldPop One",
      ])
  }
}

/// Records a tab bar's selections.
@MainActor
private final class TabBarRecorder: UITabBarDelegate {
  var selected: [String] = []
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
}

@MainActor
@Suite("UITabBar.delegate hears of the items the user selects")
struct TabBarDelegateTests {
  @Test("a tap selects the item and tells the delegate, again on a second tap; disabled or foreign items do nothing")
  func selection() {
    let bar = UITabBar()
    let first = UITabBarItem(title: "First", image: nil, tag: 0)
    let second = UITabBarItem(title: "Second", image: nil, tag: 1)
    let disabled = UITabBarItem(title: "Disabled", image: nil, tag: 2)
    disabled.isEnabled = false
    bar.items = [first, second, disabled]
    let recorder = TabBarRecorder()
    bar.delegate = recorder
    bar._selectItemAsUser(second)
    bar._selectItemAsUser(second)
    bar._selectItemAsUser(disabled)
    bar._selectItemAsUser(UITabBarItem(title: "Elsewhere", image: nil, tag: 3))
    #expect(bar.selectedItem === second)
    #expect(recorder.selected == ["Second", "Second"])
  }

  @Test("titlePositionAdjustment and badgeColor read back as set, zero and nil by default")
  func itemValues() {
    let item = UITabBarItem(title: "Tab", image: nil, tag: 0)
    #expect(item.titlePositionAdjustment == UIOffset.zero)
    #expect(item.badgeColor == nil)
    item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
    item.badgeColor = .systemBlue
    #expect(item.titlePositionAdjustment.vertical == -4)
    #expect(item.badgeColor == .systemBlue)
  }
}
