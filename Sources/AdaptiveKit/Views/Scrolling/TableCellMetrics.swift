/// UIKit's table metrics (iOS 11–14 era, at the default text size), in one place for the runtime
/// table view and the storyboard scene layout.
package enum TableCellMetrics {
  /// The standard row height, separator included.
  package static let defaultRowHeight: CGFloat = 44
  /// Interface Builder's automatic row height from Xcode 11 (a row less its separator).
  package static let interfaceBuilderAutomaticRowHeight: CGFloat = 43.5
  /// A plain table's section header or footer with a title.
  package static let plainTitledHeaderHeight: CGFloat = 28
  /// A grouped table's header or footer without a title: two of them make the 35-point gap
  /// between sections, and the first section gets one more above it.
  package static let groupedSpacing: CGFloat = 17.5
  /// A grouped table's header or footer with a title (chosen: the title's line plus spacing).
  package static let groupedTitledHeaderHeight: CGFloat = 38
  /// The vertical margin of the content view (its layout margins' top and bottom) by release.
  /// Views pinned to a content view's top or bottom margin: 11 in documents of Xcode 13–16 (62 of
  /// 62 top pins, 56 of 62 bottom ones, 4 more at 10.83 on 3x canvases); 15 in Xcode 26's (34 of 47
  /// top and 37 of 46 bottom pins: Nordic, canvas-ios, Monal, GoMap, firebase; most others at 11,
  /// frames an earlier Xcode left).
  package static let verticalMargin = ReleaseTable<CGFloat>([(.iOS7, 11), (.iOS26, 15)])
  /// The gap between a subtitle cell's text and detail labels (measured in stored IB frames).
  package static let subtitleGap: CGFloat = 2
  /// The gap between a standard cell's image and the text after it. Measured in stored IB frames
  /// (which UIKit's own cell layout draws): the text label starts 15 points after the image view
  /// in 73 of the 126 standard cells with an image in both corpora, six repositories
  /// (HeroTransitions, IBAnimatable, Nordic's mesh library, KeePassium, erouska, tinode): all 57
  /// image files but iNaturalist's 5 iOS 6-era cells (10), and 16 of 64 SF Symbols (the rest
  /// 15.2 to 18.2 after the symbol view's stored frame, in tinode, Nordic and KeePassium).
  package static let imageTextGap: CGFloat = 15
  /// The width of a value2 cell's label column (unconfirmed; chosen).
  package static let value2LabelColumn: CGFloat = 91
  /// The side inset of inset-grouped sections on Interface Builder's canvas: 20 on a 375-point
  /// iPhone in Xcode 15 (unconfirmed: the corpus's only inset-grouped table).
  package static let interfaceBuilderInsetGroupedMargin: CGFloat = 20
  /// The side inset of inset-grouped sections: 20 on wide screens, else 16.
  static func insetGroupedMargin(width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }

  /// The widest screen whose cell content has 16-point sides; wider ones (the 390-point iPhones
  /// and up) have 20.
  package static let compactSideMarginWidthLimit: CGFloat = 375

  /// The leading and trailing margin of cell content: 20 in regular width or on wider screens,
  /// else 16 (the same rule as a controller's root view margins).
  package static func sideMargin(width: CGFloat, traits: UITraitCollection) -> CGFloat {
    traits.horizontalSizeClass == .regular || width > compactSideMarginWidthLimit ? 20 : 16
  }

  /// How much a standard accessory narrows the content view (stored IB frames of 375-point
  /// cells: disclosure 34, checkmark 40, detail button 47; detail disclosure chosen as 67).
  static func accessoryWidth(_ type: UITableViewCell.AccessoryType) -> CGFloat {
    switch type {
    case .none: return 0
    case .disclosureIndicator: return 34
    case .checkmark: return 40
    case .detailButton: return 47
    case .detailDisclosureButton: return 67
    }
  }

  /// Space an accessory view takes besides its own width (trailing margin and gap; chosen).
  package static let accessoryViewPadding: CGFloat = 26
}
