import AdaptiveKit

/// A row of stars showing a photo's rating. Its star images come from asset sets with a smaller
/// variant for compact height; the image views pick the variant for their own traits, so the
/// control shrinks when an iPhone turns to landscape and Auto Layout follows their intrinsic sizes.
@MainActor
final class RatingControl: UIControl {
  /// The highest rating (the number of stars).
  nonisolated static let maximumRating = 5

  /// The number of filled stars, 0…`maximumRating`; setting it does not send actions.
  var rating = 0 {
    didSet {
      rating = min(max(rating, 0), RatingControl.maximumRating)
      updateStars()
    }
  }

  /// The star image views, left to right.
  private(set) var starViews: [UIImageView] = []

  private let activeImage = UIImage(named: "ratingActive", in: PhotoLibrary.bundle, compatibleWith: nil)
  private let inactiveImage = UIImage(named: "ratingInactive", in: PhotoLibrary.bundle, compatibleWith: nil)

  override init(frame: CGRect) {
    super.init(frame: frame)
    var previous: UIImageView?
    for _ in 0..<RatingControl.maximumRating {
      let star = UIImageView(image: inactiveImage)
      star.translatesAutoresizingMaskIntoConstraints = false
      addSubview(star)
      var constraints = [
        star.topAnchor.constraint(equalTo: topAnchor, constant: 4),
        star.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
      ]
      if let previous {
        constraints.append(star.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 4))
      } else {
        constraints.append(star.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4))
      }
      NSLayoutConstraint.activate(constraints)
      starViews.append(star)
      previous = star
    }
    previous?.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4).isActive = true
    updateStars()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// What a tap on the star at `index` (0-based) does: that many stars become the rating, and the
  /// control sends its value-changed actions.
  func touchUpInside(starAt index: Int) {
    guard starViews.indices.contains(index) else { return }
    rating = index + 1
    sendActions(for: .valueChanged)
  }

  private func updateStars() {
    for (index, star) in starViews.enumerated() {
      star.image = index < rating ? activeImage : inactiveImage
    }
  }
}
