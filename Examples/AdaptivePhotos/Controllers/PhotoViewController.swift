import AdaptiveKit

/// One photo filling the page, its comment in an overlay and a rating control below it.
@MainActor
final class PhotoViewController: UIViewController, PhotoContentsAnswering {
  /// The photo shown.
  var photo: Photo? {
    didSet { if photo !== oldValue { updatePhoto() } }
  }

  let imageView = UIImageView()
  let overlayView = OverlayView()
  let ratingControl = RatingControl()

  override func loadView() {
    let view = UIView()
    view.backgroundColor = .white
    imageView.contentMode = .scaleAspectFit
    for subview in [imageView, ratingControl, overlayView] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    ratingControl.addTarget(self, action: "changeRating:", for: .valueChanged)
    self.view = view
    updatePhoto()

    let views: [String: Any] = ["imageView": imageView, "ratingControl": ratingControl, "overlayView": overlayView]
    var constraints: [NSLayoutConstraint] = []
    for format in [
      "|[imageView]|", "V:|[imageView]|", "[ratingControl]-20-|", "[overlayView]-20-|",
      "V:[overlayView]-[ratingControl]-20-|",
    ] {
      constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
    NSLayoutConstraint.activate(constraints)
    // The leading margins give way (just below required) when the page is too narrow for them.
    var breakable: [NSLayoutConstraint] = []
    for format in ["|-(>=20)-[ratingControl]", "|-(>=20)-[overlayView]"] {
      breakable += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
    for constraint in breakable { constraint.priority = UILayoutPriority(UILayoutPriority.required.rawValue - 1) }
    NSLayoutConstraint.activate(breakable)
  }

  /// The rating control's action: the user picked a new rating.
  func changeRating(_ sender: RatingControl) {
    photo?.rating = sender.rating
  }

  var answerContainedPhoto: Photo? { photo }

  private func updatePhoto() {
    guard isViewLoaded else { return }
    imageView.image = photo?.image
    overlayView.text = photo?.comment
    ratingControl.rating = photo?.rating ?? 0
  }
}
