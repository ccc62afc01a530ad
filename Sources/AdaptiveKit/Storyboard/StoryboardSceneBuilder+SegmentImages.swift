import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  /// Gives `control` the image of each `<segment image=…>` (a symbol as `UIImage(systemName:)`,
  /// a named image from the bundle), as `UISegmentedControl.init(coder:)` decodes it; the
  /// segment keeps its document title. Run time only, like the button states.
  static func applySegmentImages(of source: IBView, to control: UISegmentedControl, load: StoryboardLoad) {
    for (index, segment) in source.segments.enumerated() where segment.image != nil {
      if let image = load.image(in: segment.element) { control.setImage(image, forSegmentAt: index) }
    }
  }
}
