@testable import Porting

/// Ports inline sources as one module called `App`.
func port(_ files: [String: String]) -> PortedModule {
  ModulePorter.port(PortModule(name: "App", files: files.sorted { $0.key < $1.key }.map { PortSourceFile(path: $0.key, text: $0.value) }))
}

/// Ports one inline file, `File.swift`.
func port(_ source: String) -> PortedModule { port(["File.swift": source]) }

extension PortedModule {
  /// The ported text of `path`.
  func text(_ path: String = "File.swift") -> String { files.first { $0.path == path }?.text ?? "" }

  /// The generated file called `name`.
  func generatedText(_ name: String) -> String? { generated.first { $0.path == name }?.text }

  /// The changes made by `rule`.
  func changes(_ rule: PortRule) -> [PortChange] { changes.filter { $0.rule == rule } }
}
