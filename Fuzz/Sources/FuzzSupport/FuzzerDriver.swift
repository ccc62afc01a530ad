/// The libFuzzer callback shape: one input, return 0.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

// libFuzzer's documented entry for programs that keep their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: FuzzTarget
) -> CInt

/// Runs libFuzzer with the process's arguments on `target`.
///
/// SwiftPM links an executable target's entry point as `<Target>_main` (renamed so tests can
/// import executables), which hides libFuzzer's own `main`; each target therefore exports that
/// symbol and hands over to libFuzzer here.
public func runFuzzer(
  argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ target: FuzzTarget
) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, target)
}
