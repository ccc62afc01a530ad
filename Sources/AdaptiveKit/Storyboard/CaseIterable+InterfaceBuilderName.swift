extension CaseIterable {
  /// The case Interface Builder writes by its Swift name (`style="systemMaterialDark"`,
  /// `systemItem="add"`), or nil for a name this enumeration does not have.
  static func interfaceBuilderCase(named name: String) -> Self? {
    let type = ObjectIdentifier(Self.self)
    if let known = interfaceBuilderCaseNames.withLock({ $0[type] }) { return known[name] as? Self }
    // Describing a case reflects on it: done once per enumeration, not for every case of every
    // attribute of every view (6 % of building a 10,000-view scene).
    var byName: [String: Any] = [:]
    for value in allCases where byName["\(value)"] == nil { byName["\(value)"] = value }
    interfaceBuilderCaseNames.withLock { $0[type] = byName }
    return byName[name] as? Self
  }
}

/// Each enumeration's cases by the name Interface Builder writes, the first case of a name
/// winning (as a search of `allCases` in order would).
private let interfaceBuilderCaseNames = LockedValue<[ObjectIdentifier: [String: Any]]>([:])
