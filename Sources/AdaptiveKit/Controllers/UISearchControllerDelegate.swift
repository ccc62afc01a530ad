/// Hears of a search controller's activation and dismissal; every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// Presents the search controller. The default presents it over the current context of the
  /// controller showing its search bar; an implementation takes that over.
  func presentSearchController(_ searchController: UISearchController)
  /// The search controller is about to be presented.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search controller was presented.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search controller is about to be dismissed.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search controller was dismissed.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func presentSearchController(_ searchController: UISearchController) {
    searchController.presentFromSearchBar()
  }
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
