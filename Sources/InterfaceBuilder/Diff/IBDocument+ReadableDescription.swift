extension IBDocument {
  /// The document as stable, readable text for `git diff` (a textconv driver): one line per
  /// object, indented under its parent, named as people name it, then its properties one per line.
  /// Ids and Xcode's own churn (versions, plug-ins, canvas annotations, stored frames of
  /// constrained views) are left out, so only changes that matter show in a diff.
  public func readableDescription() -> String {
    let snapshot = IBDiffSnapshot(self)
    var depths = Array(repeating: 0, count: snapshot.entries.count)
    // No file name: git hands textconv drivers temporary files, whose names differ between sides.
    var lines: [String] = [documentKind.rawValue]
    for (index, entry) in snapshot.entries.enumerated() {
      if let parent = entry.parent { depths[index] = depths[parent] + 1 }
      let indent = String(repeating: "  ", count: depths[index])
      if index > 0 {
        if entry.category == .installation {
          let state = entry.properties.first.map { snapshot.naming.value($0.value) } ?? ""
          let reference = snapshot.naming.shortName(entry.installationReference ?? "")
          lines.append("\(indent)installation: \(reference) \(state) in \(entry.properties.first?.sizeClass ?? "")")
          continue
        }
        lines.append("\(indent)\(entry.category.words) \(entry.name)")
      }
      for property in entry.properties where property.noEffectReason == nil {
        if entry.category == .constraint, property.sizeClass == nil,
          IBDiffBuilder.formulaProperties.contains(property.name)
        {
          continue
        }
        lines.append("\(indent)    \(property.slot): \(snapshot.naming.value(property.value))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
