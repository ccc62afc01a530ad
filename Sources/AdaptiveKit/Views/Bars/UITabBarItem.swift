/// The item representing one view controller in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The system-supplied tab items.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
      mostRecent, mostViewed
  }

  /// The text of the badge; nil hides it.
  open var badgeValue: String?
  /// The badge's background colour (iOS 10); nil is UIKit's red (kept: not drawn yet).
  open var badgeColor: UIColor?
  /// How far the title moves from its standard place (kept: the renderer draws titles in the
  /// standard place).
  open var titlePositionAdjustment = UIOffset.zero
  /// The system item it was created as, if any (AdaptiveKit addition, for rendering).
  public private(set) var systemItem: SystemItem?

  /// Creates an empty item.
  public override init() { super.init() }

  /// The image shown while the tab is selected; nil uses `image`.
  open var selectedImage: UIImage?
  /// The tab bar's appearance while this item is selected (nil: the bar's).
  open var standardAppearance: UITabBarAppearance? { didSet { standardAppearance = standardAppearance?.copy() } }
  /// The tab bar's scroll-edge appearance while this item is selected (iOS 15; nil: the bar's).
  open var scrollEdgeAppearance: UITabBarAppearance? { didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() } }

  /// Creates an item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title and images for the normal and selected states.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates a system item with a tag.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}
