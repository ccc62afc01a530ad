import AdaptiveKit
import Foundation

/// What Interface Builder's canvas changes in the views it draws (never at run time).
package struct CanvasOptions {
  /// Whether labels stand as Interface Builder leaves them on the document's own canvas (see
  /// `IBLabel.keepsObjectLibraryHeight`), set while laying a document out at its stored size.
  ///
  /// Interface Builder drops a label 42 × 21 in 17-point System and does not lay it out again
  /// unless asked; a frame within about a point of its constraints is not marked misplaced, so
  /// such labels are stored 21 high where the font gives 20.5 (2x) or 20.33 (3x). Stack views
  /// lay their arranged subviews out themselves, so labels in a stack are stored at the font's
  /// height (35 of 35 in the corpus). Unconfirmed, inferred from stored frames: outside stacks,
  /// one-line 17-point labels on the corpus's 2x and 3x device canvases are stored 21 high 109
  /// times and at the font's height 71 times; keeping 21 makes 51 corpus views agree and 21
  /// disagree, and 8 more agree and 2 fewer in 135 files from outside the corpus. Other weights
  /// of 17-point System keep the line's height and the rule (+7 −2: googleads' Xcode 16 semibold
  /// title); any other size fails that half-point test (16 pt is 19.5), and widening it to every
  /// label within half a point of 21 gains fewer (+61 −37). The same option ceils the heights of
  /// Helvetica Neue and Avenir Next labels to whole points, as IB stores them (see
  /// `NamedFontAdvances`), and keeps multi-line labels at the width they stand at
  /// (`IBLabel.intrinsicContentSize`).
  package var keepsObjectLibraryLabelHeights = false

  /// A diagnostic: labels, buttons and text fields take the sizes the file stores as their
  /// intrinsic sizes, so a verification separates layout errors from text-measurement errors.
  /// Never set for drawing or for the real figure.
  package var takesTextSizesFromFile = false

  /// Whether standard-style table cells place their labels and image as UIKit does, in the
  /// content views the canvas sizes, rather than at their stored frames: set when a scene is
  /// drawn at a text size other than Large, which Interface Builder never stores (the labels'
  /// fonts change size there, their stored frames do not).
  package var laysOutStandardCellContent = false

  /// Whether a table drawn at another width than the document stores (another device or
  /// orientation) has its standard-style cells place their labels and image as UIKit does:
  /// their stored frames hold only for the stored width. Off for the document's own canvas,
  /// where the stored frames are what Xcode drew.
  package var laysOutStandardCellContentAtOtherWidths = false

  /// The options of Interface Builder's canvas as a document's own Xcode drew it, or as asked.
  package init(
    keepsObjectLibraryLabelHeights: Bool = false, takesTextSizesFromFile: Bool = false,
    laysOutStandardCellContent: Bool = false, laysOutStandardCellContentAtOtherWidths: Bool = false
  ) {
    self.keepsObjectLibraryLabelHeights = keepsObjectLibraryLabelHeights
    self.takesTextSizesFromFile = takesTextSizesFromFile
    self.laysOutStandardCellContent = laysOutStandardCellContent
    self.laysOutStandardCellContentAtOtherWidths = laysOutStandardCellContentAtOtherWidths
  }

  /// The options of a scene drawn on a chosen device or size at `contentSizeCategory` (the
  /// device's own when nil).
  package init(drawingAt contentSizeCategory: UIContentSizeCategory?) {
    let category = contentSizeCategory ?? .large
    self.init(
      laysOutStandardCellContent: category != .large && category != .unspecified,
      laysOutStandardCellContentAtOtherWidths: true)
  }
}
