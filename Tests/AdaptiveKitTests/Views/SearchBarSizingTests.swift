import Foundation
import Testing

@testable import AdaptiveKit
import InterfaceBuilderCanvas

/// A search bar's height on iOS 11–18: the 56-point field row, a prompt row above it and a scope
/// bar row below it. Only the sum 56 + prompt + scope bar = 132 is confirmed (a public Xcode 14
/// document); the split into a 32-point prompt and a 44-point scope bar is unconfirmed.
@MainActor
@Suite("A search bar is 56 points high, plus its prompt and scope bar rows")
struct SearchBarSizingTests {
  @Test("Every style is 56 points high with no intrinsic width", arguments: [UISearchBar.Style.default, .prominent, .minimal])
  func plain(style: UISearchBar.Style) {
    let bar = UISearchBar(frame: .zero)
    bar.searchBarStyle = style
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)) == CGSize(width: 320, height: 56))
  }

  @Test("The scope bar adds its row only while shown with two or more titles")
  func scopeBar() {
    let bar = UISearchBar(frame: .zero)
    bar.scopeButtonTitles = ["All", "Mine"]
    #expect(bar.intrinsicContentSize.height == 56)
    bar.showsScopeBar = true
    #expect(bar.intrinsicContentSize.height == 100)
    bar.scopeButtonTitles = ["All"]
    #expect(bar.intrinsicContentSize.height == 56)
    bar.scopeButtonTitles = ["All", "Mine", "Shared"]
    bar.setShowsScope(false, animated: true)
    #expect(bar.intrinsicContentSize.height == 56)
  }

  @Test("A prompt adds its row; prompt and scope bar together give 132, as Xcode 14 stores")
  func prompt() {
    let bar = UISearchBar(frame: .zero)
    bar.prompt = "Find a park"
    #expect(bar.intrinsicContentSize.height == 88)
    bar.scopeButtonTitles = ["Title", "Title"]
    bar.showsScopeBar = true
    #expect(bar.sizeThatFits(CGSize(width: 414, height: 0)) == CGSize(width: 414, height: 132))
    bar.prompt = ""
    #expect(bar.intrinsicContentSize.height == 100)
  }

  @Test("sizeToFit and Auto Layout give the bar its height")
  func layout() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 10))
    bar.sizeToFit()
    #expect(bar.frame.size == CGSize(width: 375, height: 56))

    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let pinned = UISearchBar(frame: .zero)
    pinned.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(pinned)
    NSLayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(pinned.frame == CGRect(x: 0, y: 20, width: 375, height: 56))
    // The field: 36 points high, 8 in from the sides, centred in the row.
    #expect(pinned.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
  }

  @Test("The runtime bar is as tall as Interface Builder draws bars saved by Xcode 9 to 16")
  func matchesInterfaceBuilder() {
    let xcode16 = XcodeRelease(toolsVersion: 22505, plugInVersion: 22504)
    #expect(UISearchBar(frame: .zero).intrinsicContentSize.height == ControlMetrics.searchBarHeight[xcode16.canvasRelease])
  }
}
