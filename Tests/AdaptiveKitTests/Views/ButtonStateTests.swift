import AdaptiveKit
import Foundation
import Testing

@MainActor private final class BrandButton: UIButton {}

@MainActor
@Suite("UIButton shows per-state titles, colors and images")
struct ButtonStateTests {
  @Test("A state without its own value falls back to the normal state's; the label follows the control's state")
  func stateFallback() {
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitleColor(.systemGreen, for: .selected)
    #expect(button.state == .normal)
    #expect(button.currentTitle == "Follow")
    #expect(button.titleLabel?.text == "Follow")
    #expect(button.title(for: .highlighted) == "Follow", "no highlighted title: the normal one")
    #expect(button.currentTitleColor == button.tintColor, "a system button's title takes its tint")
    button.isSelected = true
    #expect(button.state == .selected)
    #expect(button.currentTitle == "Following")
    #expect(button.titleLabel?.text == "Following")
    #expect(button.titleLabel?.textColor == .systemGreen)
    button.isEnabled = false
    #expect(button.state == [.selected, .disabled])
    #expect(button.currentTitle == "Follow", "no value for selected+disabled: the normal one")
  }

  @Test("A system button's title follows the tint it is given or inherits, including after a move")
  func titleFollowsTint() {
    let button = UIButton(type: .system)
    button.setTitle("Share", for: .normal)
    #expect(button.titleLabel?.textColor == .systemBlue)
    let toolbar = UIView()
    toolbar.tintColor = .systemOrange
    toolbar.addSubview(button)
    #expect(button.titleLabel?.textColor == .systemOrange, "moving under an orange superview re-tints the title")
    toolbar.tintColor = .systemPurple
    #expect(button.titleLabel?.textColor == .systemPurple)
    button.tintColor = .systemRed
    #expect(button.titleLabel?.textColor == .systemRed)
    button.setTitleColor(.black, for: .normal)
    toolbar.tintColor = .systemTeal
    #expect(button.titleLabel?.textColor == .black, "an explicit title color is not the tint's")
  }

  @Test("Custom buttons default to white titles; system buttons gray out when disabled")
  func defaultColors() {
    let custom = UIButton(type: .custom)
    #expect(custom.currentTitleColor == .white)
    let system = UIButton(type: .system)
    system.isEnabled = false
    #expect(system.currentTitleColor != system.tintColor)
  }

  @Test("Intrinsic size: a title alone is padded, an image alone is its size, contentEdgeInsets replace the padding")
  func intrinsicSizes() throws {
    let titled = UIButton(type: .system)
    titled.setTitle("Play", for: .normal)
    let plain = titled.intrinsicContentSize
    #expect(plain.height == 30, "15-pt title: 18 points of line plus 6 above and below")
    let icon = UIImage(contentsOfFile: ImageFixtures.path("Icon@2x.png"))
    let iconSize = try #require(icon?.size)
    let imageOnly = UIButton(type: .custom)
    imageOnly.setImage(icon, for: .normal)
    #expect(imageOnly.intrinsicContentSize == iconSize)
    #expect(imageOnly.imageView?.image === icon)
    let long = UIButton(type: .system)
    long.setTitle("Play every song", for: .normal)
    let both = UIButton(type: .system)
    both.setTitle("Play every song", for: .normal)
    both.setImage(icon, for: .normal)
    #expect(both.intrinsicContentSize.width == long.intrinsicContentSize.width + iconSize.width)
    #expect(both.intrinsicContentSize.height == max(30, iconSize.height))
    titled.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
    #expect(titled.intrinsicContentSize.height == 22)
    titled.titleEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
    #expect(titled.intrinsicContentSize.height == 22, "title insets never change the intrinsic size")
  }

  @Test("Button appearance proxies set state-keyed colors; a value set on the button wins")
  func appearance() throws {
    BrandButton.appearance().setTitleColor(.systemOrange, for: .normal)
    BrandButton.appearance().setTitleColor(.systemGray, for: .highlighted)
    let simulator = Simulator(device: try #require(Device.named("iPhone 8")))
    let root = UIViewController()
    simulator.window.rootViewController = root
    simulator.window.makeKeyAndVisible()
    let styled = BrandButton(type: .custom)
    let mine = BrandButton(type: .custom)
    mine.setTitleColor(.systemRed, for: .normal)
    root.view.addSubview(styled)
    root.view.addSubview(mine)
    #expect(styled.titleColor(for: .normal) == .systemOrange)
    #expect(styled.titleColor(for: .highlighted) == .systemGray)
    #expect(mine.titleColor(for: .normal) == .systemRed)
    #expect(mine.titleColor(for: .highlighted) == .systemGray)
  }
}
