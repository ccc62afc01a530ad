/// The classes and methods a module declares, across its files, for rules that need a
/// declaration from elsewhere: selector names, storyboard classes, overrides in extensions.
struct ModuleIndex {
  /// A class declaration and its file.
  struct ClassEntry {
    let file: Int
    let type: Int
    let declaration: TypeDeclaration
  }

  /// A method or initializer and the type it belongs to.
  struct MethodEntry {
    let owner: String?
    let declaration: MemberDeclaration
  }

  private(set) var classes: [String: ClassEntry] = [:]
  private(set) var methods: [String: [MethodEntry]] = [:]
  /// Every type name declared (classes, structs, enums, protocols), for telling `Type.method` from `value.method`.
  private(set) var typeNames: Set<String> = []

  init(files: [ScannedFile?]) {
    for (fileIndex, file) in files.enumerated() {
      guard let file else { continue }
      for (typeIndex, type) in file.types.enumerated() where type.kind != .extension {
        typeNames.insert(type.name)
        typeNames.insert(type.name.split(separator: ".").last.map(String.init) ?? type.name)
        if type.kind == .class { classes[type.name] = ClassEntry(file: fileIndex, type: typeIndex, declaration: type) }
      }
      for member in file.members where member.kind == .func || member.kind == .`init` {
        let owner = member.owner.map { file.types[$0].name }
        methods[member.name, default: []].append(MethodEntry(owner: owner, declaration: member))
      }
    }
  }

  /// The UIKit class `name` descends from through the module's own classes (itself when it is
  /// not the module's), or nil for a cycle.
  func uikitAncestor(of name: String) -> String? {
    var current = name
    var seen: Set<String> = []
    while let entry = classes[current] {
      guard seen.insert(current).inserted, let superclass = entry.declaration.inherited.first else { return nil }
      current = superclass
    }
    return current == name && classes[name] != nil ? nil : current
  }
}
