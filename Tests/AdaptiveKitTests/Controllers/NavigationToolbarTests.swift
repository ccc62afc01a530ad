import AdaptiveKit
import TestSupport
import Testing

@MainActor
@Suite("A navigation controller's toolbar shows the top controller's items at the bottom")
struct NavigationToolbarTests {
  @Test("Hidden by default; shown, it sits above the home indicator and adds its height to the safe area",
    arguments: [("iPhone 8", 0.0, 44.0), ("iPhone 15", 34.0, 44.0), ("iPad Air 2", 0.0, 50.0)])
  func placement(device: String, homeIndicator: Double, barHeight: Double) throws {
    let content = NamedController("C")
    let navigation = UINavigationController(rootViewController: content)
    let simulator = try hosted(navigation, on: device)
    #expect(navigation.isToolbarHidden)
    #expect(navigation.toolbar.isHidden)
    let bottomBefore = content.view.safeAreaInsets.bottom
    #expect(bottomBefore == CGFloat(homeIndicator))
    navigation.setToolbarHidden(false, animated: false)
    simulator.layoutIfNeeded()
    let bounds = simulator.window.bounds
    let inset = CGFloat(homeIndicator)
    let height = CGFloat(barHeight)
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: bounds.height - height - inset, width: bounds.width, height: height + inset))
    #expect(content.view.safeAreaInsets.bottom == inset + height)
    navigation.isToolbarHidden = true
    simulator.layoutIfNeeded()
    #expect(content.view.safeAreaInsets.bottom == inset)
  }

  @Test("An iPhone in landscape (compact height) has a 32-point toolbar")
  func compactHeight() throws {
    let content = NamedController("C")
    let navigation = UINavigationController(rootViewController: content)
    navigation.isToolbarHidden = false
    let simulator = try hosted(navigation, on: "iPhone 8", .landscapeLeft)
    #expect(navigation.toolbar.frame.height == 32)
    #expect(content.view.safeAreaInsets.bottom == 32)
    simulator.rotate(to: .portrait)
    #expect(navigation.toolbar.frame.height == 44)
    #expect(content.view.safeAreaInsets.bottom == 44)
  }

  @Test("The toolbar shows the top controller's toolbarItems and follows pushes, pops and later changes")
  func items() throws {
    let root = NamedController("Root"), pushed = NamedController("Pushed")
    let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
    root.toolbarItems = [share]
    let navigation = UINavigationController(rootViewController: root)
    navigation.isToolbarHidden = false
    let simulator = try hosted(navigation, on: "iPhone 15")
    #expect(navigation.toolbar.items?.count == 1)
    #expect(navigation.toolbar.items?.first === share)
    navigation.pushViewController(pushed, animated: false)
    #expect(navigation.toolbar.items == nil)
    let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
    pushed.setToolbarItems([.flexibleSpace(), trash], animated: true)
    #expect(navigation.toolbar.items?.last === trash)
    navigation.popViewController(animated: false)
    #expect(navigation.toolbar.items?.first === share)
    _ = simulator
  }

  @Test("A pushed controller that hides bottom bars hides the toolbar; the root never does")
  func hidesBottomBarWhenPushed() throws {
    let root = NamedController("Root"), detail = NamedController("Detail")
    root.hidesBottomBarWhenPushed = true
    detail.hidesBottomBarWhenPushed = true
    let navigation = UINavigationController(rootViewController: root)
    navigation.isToolbarHidden = false
    let simulator = try hosted(navigation, on: "iPhone 8")
    #expect(!navigation.toolbar.isHidden, "a stack's root keeps its bottom bars")
    navigation.pushViewController(detail, animated: false)
    simulator.layoutIfNeeded()
    #expect(navigation.toolbar.isHidden)
    #expect(detail.view.safeAreaInsets.bottom == 0)
    #expect(!navigation.isToolbarHidden, "the app's setting is kept")
  }

  @Test("Inside a tab bar controller the toolbar sits on top of the tab bar")
  func aboveTabBar() throws {
    let content = NamedController("C")
    let navigation = UINavigationController(rootViewController: content)
    navigation.isToolbarHidden = false
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    let simulator = try hosted(tabs, on: "iPhone 15")
    let height = simulator.window.bounds.height
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: height - 83 - 44, width: simulator.window.bounds.width, height: 44))
    #expect(content.view.safeAreaInsets.bottom == CGFloat(34 + 49 + 44))
  }
}

@MainActor
@Suite("Large titles make the navigation bar 52 points taller where UIKit shows them")
struct LargeTitleTests {
  @Test("prefersLargeTitles: a 96-point bar and a matching top safe area; off again, 44")
  func largeBar() throws {
    let content = NamedController("Inbox")
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let simulator = try hosted(navigation, on: "iPhone 15")
    #expect(navigation.navigationBar.isShowingLargeTitle)
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(content.view.safeAreaInsets.top == CGFloat(59 + 96))
    navigation.navigationBar.prefersLargeTitles = false
    simulator.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(content.view.safeAreaInsets.top == CGFloat(59 + 44))
  }

  @Test("largeTitleDisplayMode: .never shrinks the bar, .automatic inherits from the item below, .always wins")
  func displayModes() throws {
    let root = NamedController("Root"), detail = NamedController("Detail"), deeper = NamedController("Deeper")
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let simulator = try hosted(navigation, on: "iPhone 15")
    detail.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(detail, animated: false)
    #expect(navigation.navigationBar.frame.height == 44)
    navigation.pushViewController(deeper, animated: false)
    #expect(!navigation.navigationBar.isShowingLargeTitle, "automatic follows the .never below it")
    navigation.popToRootViewController(animated: false)
    #expect(navigation.navigationBar.frame.height == 96)
    root.navigationItem.largeTitleDisplayMode = .never
    detail.navigationItem.largeTitleDisplayMode = .always
    navigation.pushViewController(detail, animated: false)
    #expect(navigation.navigationBar.frame.height == 96)
    _ = simulator
  }

  @Test("An iPhone in compact height never shows large titles")
  func compactHeight() throws {
    let content = NamedController("Inbox")
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let simulator = try hosted(navigation, on: "iPhone 8", .landscapeLeft)
    #expect(navigation.navigationBar.frame.height == 32)
    simulator.rotate(to: .portrait)
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(content.view.safeAreaInsets.top == CGFloat(20 + 96))
  }
}

@MainActor
@Suite("Bar items carry images")
struct BarItemImageTests {
  @Test("Bar button items: image and the landscape-phone image chosen by traits")
  func barButtonImages() {
    let image = UIImage()
    let small = UIImage()
    let item = UIBarButtonItem(image: image, landscapeImagePhone: small, style: .plain, target: nil, action: nil)
    #expect(item.image === image)
    let phoneLandscape = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(verticalSizeClass: .compact),
    ])
    let padLandscape = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(verticalSizeClass: .regular),
    ])
    #expect(item.image(for: phoneLandscape) === small)
    #expect(item.image(for: padLandscape) === image)
    let plain = UIBarButtonItem(image: image, style: .done, target: nil, action: nil)
    #expect(plain.image(for: phoneLandscape) === image, "no landscape image: the image")
    #expect(plain.style == .done)
  }

  @Test("Tab bar items: title, image, selected image and tag")
  func tabBarImages() {
    let image = UIImage()
    let selected = UIImage()
    let item = UITabBarItem(title: "Photos", image: image, selectedImage: selected)
    #expect(item.title == "Photos" && item.image === image && item.selectedImage === selected)
    let tagged = UITabBarItem(title: "Albums", image: image, tag: 3)
    #expect(tagged.tag == 3 && tagged.selectedImage == nil)
  }
}
