import AdaptiveKit
import Foundation
import TestSupport
import Testing

/// A plain content controller with a readable name, for container tests.
@MainActor
final class NamedController: UIViewController {
  let name: String
  var appearanceLog: CallbackLog?

  init(_ name: String, log: CallbackLog? = nil) {
    self.name = name
    self.appearanceLog = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override var description: String { "<\(name)>" }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearanceLog?.record("\(name).viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearanceLog?.record("\(name).viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearanceLog?.record("\(name).viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearanceLog?.record("\(name).viewDidDisappear")
  }
}

/// Hosts `root` in a visible window on a simulated device.
@MainActor
func hosted(_ root: UIViewController, on deviceName: String, _ orientation: UIInterfaceOrientation = .portrait) throws
  -> Simulator
{
  let simulator = Simulator(device: try #require(Device.named(deviceName)), orientation: orientation)
  simulator.window.rootViewController = root
  simulator.window.makeKeyAndVisible()
  simulator.layoutIfNeeded()
  return simulator
}

/// Counts the notifications a name posts while the recorder lives.
@MainActor
final class NotificationRecorder {
  private(set) var objects: [ObjectIdentifier] = []
  private var token: (any NSObjectProtocol)?

  init(_ name: Notification.Name) {
    token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
      let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
      MainActor.assumeIsolated { if let id { self?.objects.append(id) } }
    }
  }

  func count(for object: AnyObject) -> Int { objects.filter { $0 == ObjectIdentifier(object) }.count }

  func stop() {
    if let token { NotificationCenter.default.removeObserver(token) }
    token = nil
  }
}

/// The identities of controllers, for comparing stacks (UIViewController is not Equatable here).
@MainActor
func ids(_ controllers: [UIViewController]?) -> [ObjectIdentifier]? {
  controllers?.map(ObjectIdentifier.init)
}
