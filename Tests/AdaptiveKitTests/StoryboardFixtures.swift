import AdaptiveKit
import Foundation

/// The storyboards and xibs under Fixtures/Storyboards, and the classes they name.
@MainActor
enum StoryboardFixtures {
  /// A plain-directory bundle holding the fixture files.
  static var bundle: Bundle {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Storyboards")
    guard let bundle = Bundle(path: folder.path) else { preconditionFailure("no fixtures folder at \(folder.path)") }
    return bundle
  }

  private static var registered = false

  /// Registers the fixture classes, their keys and actions (once per test process).
  static func register() {
    guard !registered else { return }
    registered = true
    UIStoryboard.register(HomeController.self, forClassName: "HomeController")
    UIStoryboard.register(DetailController.self, forClassName: "DetailController")
    UIStoryboard.register(ChildController.self, forClassName: "AdaptiveKitTests.ChildController")
    UIStoryboard.register(BadgeView.self, forClassName: "BadgeView")
    UIStoryboard.register(RecordingSegue.self, forClassName: "RecordingSegue")
    KeyValueCoding.register(\HomeController.label, forKey: "label")
    KeyValueCoding.register(\HomeController.goButton, forKey: "goButton")
    KeyValueCoding.register(\HomeController.controls, forKey: "controls")
    KeyValueCoding.register(\ChildController.badge, forKey: "badge")
    KeyValueCoding.register(\BadgeView.count, forKey: "count")
    KeyValueCoding.register(\BadgeView.ringColor, forKey: "ringColor")
    KeyValueCoding.register(\CardOwner.titleLabel, forKey: "titleLabel")
    KeyValueCoding.register(\CardOwner.view, forKey: "view")
    ActionRegistry.register("tapped:", on: HomeController.self) { home, sender in
      home.log.append("tapped(\(sender is UIButton ? "button" : "?"))")
    }
    ActionRegistry.register("chainTapped:", on: HomeController.self) { home, _ in home.log.append("chainTapped") }
    ActionRegistry.register("backToHome:", on: HomeController.self) { home, sender in
      home.log.append("backToHome(\((sender as? UIStoryboardSegue)?.identifier ?? "-"))")
    }
    ActionRegistry.register("cardTapped:", on: CardOwner.self) { owner, _ in owner.taps += 1 }
    UIStoryboard.register(ListController.self, forClassName: "ListController")
    UIStoryboard.register(PhotoController.self, forClassName: "PhotoController")
    KeyValueCoding.register(\ListController.addButton, forKey: "addButton")
    ActionRegistry.register("editList:", on: ListController.self) { list, _ in list.edits += 1 }
    ActionRegistry.register("unwindToList:", on: ListController.self) { list, sender in
      list.unwinds.append((sender as? UIStoryboardSegue)?.identifier ?? "-")
    }
  }

  static func main() -> UIStoryboard {
    register()
    return UIStoryboard(name: "Main", bundle: bundle)
  }
}

/// The Main storyboard's initial controller: records its segue callbacks.
@MainActor
final class HomeController: UIViewController, StoryboardKeyValueSettable {
  var label: UILabel!
  var goButton: UIButton!
  var controls: [UIControl] = []
  var accentName: String?
  var log: [String] = []
  var allowsSegues = true

  func setValue(_ value: Any?, forStoryboardKey key: String) -> Bool {
    guard key == "accentName" else { return false }
    accentName = value as? String
    return true
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    log.append("awakeFromNib")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad(label: \(label?.text ?? "nil"))")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    log.append("shouldPerformSegue(\(identifier))")
    return allowsSegues
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let loaded = segue.destination.isViewLoaded ? "loaded" : "not loaded"
    log.append("prepare(\(segue.identifier ?? "-"), \(type(of: segue.destination)), view \(loaded))")
  }
}

/// The Detail scene's controller (registered under its bare name).
@MainActor
final class DetailController: UIViewController {}

/// The embedded child (registered under its module-qualified name).
@MainActor
final class ChildController: UIViewController {
  var badge: BadgeView?
}

/// A custom view with runtime-attribute keys.
@MainActor
final class BadgeView: UIView {
  var count = 0
  var ringColor: UIColor?
}

/// A custom segue whose perform is recorded in the source's log.
@MainActor
final class RecordingSegue: UIStoryboardSegue {
  override func perform() {
    (source as? HomeController)?.log.append("perform(\(identifier ?? "-"), \(type(of: destination)))")
  }
}

/// The Card nib's owner.
@MainActor
final class CardOwner {
  var titleLabel: UILabel?
  var view: UIView?
  var taps = 0
}

/// The Adaptive storyboard's list: the unwind destination.
@MainActor
final class ListController: UIViewController {
  var unwinds: [String] = []
  var addButton: UIBarButtonItem?
  var edits = 0
}

/// The Adaptive storyboard's photo, shown by every segue kind.
@MainActor
final class PhotoController: UIViewController {}
