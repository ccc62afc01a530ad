/// `show` and `showDetailViewController` on split view controllers (behavior reference §9.4, §9.5).
@MainActor
enum SplitShowing {
  static func show(_ vc: UIViewController, in svc: UISplitViewController, sender: Any?) {
    if svc.collapsed {
      svc.present(vc, animated: true, completion: nil)
      return
    }
    if svc.style != .unspecified {
      svc.setViewController(vc, for: .primary)
      return
    }
    if let primary = svc.primary, vc !== primary, vc.isDescendantController(of: primary) {
      replaceSecondary(with: vc, in: svc)
    } else if let primary = svc.primary {
      SplitCollapsing.install(vc, replacing: primary, in: svc)
      svc.arrangeViews()
    } else {
      svc.viewControllers = [vc]
    }
  }

  static func showDetail(_ vc: UIViewController, in svc: UISplitViewController, sender: Any?) {
    if svc.style != .unspecified {
      showDetailInColumns(vc, in: svc, sender: sender)
      return
    }
    if svc.collapsed {
      // Collapsed: Show Detail becomes show on the primary (a navigation controller pushes).
      if let primary = svc.primary {
        primary.show(vc, sender: sender)
      } else {
        svc.present(vc, animated: true, completion: nil)
      }
      return
    }
    if let old = svc.secondary, old.responds(to: .showDetailViewController) {
      // The replaced controller handles it when it implements showDetail (unconfirmed, §9.5).
      old.showDetailViewController(vc, sender: sender)
      return
    }
    replaceSecondary(with: vc, in: svc)
  }

  static func replaceSecondary(with vc: UIViewController, in svc: UISplitViewController) {
    guard vc !== svc.secondary else { return }
    if let old = svc.secondary, old.storedParent === svc { SplitCollapsing.detach(old) }
    if vc.storedParent !== svc {
      if vc.storedParent != nil { SplitCollapsing.detach(vc) }
      svc.addChild(vc)
      vc.didMove(toParent: svc)
    }
    svc.secondary = vc
    svc.arrangeViews()
  }

  private static func showDetailInColumns(_ vc: UIViewController, in svc: UISplitViewController, sender: Any?) {
    if svc.collapsed {
      let top = svc.columnWrappers[svc.collapsedTopColumn] ?? svc.columnWrappers[.primary]
      if let navigation = top as? UINavigationController {
        navigation.pushViewController(vc, animated: true)
      } else {
        svc.present(vc, animated: true, completion: nil)
      }
      return
    }
    if let navigation = svc.columnWrappers[.secondary] as? UINavigationController,
      navigation !== svc.columnControllers[.secondary]
    {
      // The wrapper the split view made stays; its stack now starts at `vc`.
      navigation.setViewControllers([vc], animated: false)
      svc.columnControllers[.secondary] = vc
    } else {
      svc.setViewController(vc, for: .secondary)
    }
  }
}
