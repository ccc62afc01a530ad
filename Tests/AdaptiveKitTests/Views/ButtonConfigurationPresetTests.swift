import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIButton.Configuration presets: colors by style, content insets by button size")
struct ButtonConfigurationPresetTests {
  @Test("A filled button is white on its tint; plain, gray and tinted ones show content in the tint")
  func presetColors() {
    let presets: [(UIButton.Configuration, UIColor)] = [
      (.plain(), .systemOrange), (.gray(), .systemOrange), (.tinted(), .systemOrange), (.filled(), .white),
    ]
    for (configuration, expected) in presets {
      var titled = configuration
      titled.title = "Go"
      let button = UIButton(configuration: titled)
      button.tintColor = .systemOrange
      button.layoutIfNeeded()
      #expect(button.titleLabel?.textColor == expected)
    }
    let probe = UIButton(type: .system)
    probe.tintColor = .systemOrange
    #expect(UIButton.Configuration.filled().updated(for: probe).background.resolvedBackgroundColor(for: .systemOrange) == .systemOrange)
    #expect(UIButton.Configuration.plain().updated(for: probe).background.backgroundColor == .clear, "a plain button has no background")
    #expect(probe.configuration == nil, "updated(for:) reads the button, it does not configure it")
  }

  @Test("A base foreground color wins over the style's; a base background color fills a filled button")
  func baseColors() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Pay"
    configuration.baseForegroundColor = .black
    configuration.baseBackgroundColor = .systemYellow
    let button = UIButton(configuration: configuration)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.textColor == .black)
    #expect(configuration.updated(for: button).background.resolvedBackgroundColor(for: button.tintColor) == .systemYellow)
  }

  @Test("iOS 15's bordered names are the same presets as gray, tinted and filled")
  func borderedNames() {
    let button = UIButton(type: .system)
    func fill(_ configuration: UIButton.Configuration) -> UIColor {
      // The tint is dynamic, and dynamic colors are equal only to themselves: compare them resolved.
      configuration.updated(for: button).background.resolvedBackgroundColor(for: button.tintColor)
        .resolvedColor(with: button.traitCollection)
    }
    #expect(fill(.borderless()) == fill(.plain()))
    #expect(fill(.bordered()) == fill(.gray()))
    #expect(fill(.borderedTinted()) == fill(.tinted()))
    #expect(fill(.borderedProminent()) == fill(.filled()))
  }

  @Test("Content insets default to the button size's; explicit insets survive a size change until reset")
  func contentInsets() {
    var configuration = UIButton.Configuration.plain()
    #expect(configuration.buttonSize == .medium)
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    configuration.buttonSize = .large
    #expect(configuration.contentInsets != NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    let mine = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    configuration.contentInsets = mine
    configuration.buttonSize = .small
    #expect(configuration.contentInsets == mine)
    configuration.buttonSize = .medium
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }

  @Test("Defaults: image leading, no image or title padding, dynamic corners, automatic alignment")
  func defaults() {
    let configuration = UIButton.Configuration.gray()
    #expect(configuration.imagePlacement == .leading)
    #expect(configuration.imagePadding == 0)
    #expect(configuration.titlePadding == 0)
    #expect(configuration.cornerStyle == .dynamic)
    #expect(configuration.titleAlignment == .automatic)
    #expect(configuration.title == nil && configuration.subtitle == nil && configuration.image == nil)
  }
}
