#!/usr/bin/env bash
# Installs what the test suite needs beyond the Swift toolchain, from Debian's packages and PyPI:
#   rsvg-convert (librsvg2-bin)  PNG rasterization test
#   chromium                      designer browser test (headless, driven over DevTools)
#   websockets (PyPI)             the browser test's DevTools client
# Each step runs only when the tool is missing, so running it again changes nothing. A step that
# cannot install prints a warning and the script goes on; the tests then say what is missing.
set -uo pipefail

have() { command -v "$1" >/dev/null 2>&1; }
warn() { echo "install-test-dependencies: warning: $*" >&2; }

apt_packages=()
have rsvg-convert || apt_packages+=(librsvg2-bin)
have chromium || apt_packages+=(chromium)
if ((${#apt_packages[@]})); then
  if have apt-get; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${apt_packages[@]}"; } >/dev/null 2>&1 || warn "could not install ${apt_packages[*]} with apt-get"
  else
    warn "no apt-get: install ${apt_packages[*]} by hand"
  fi
fi

if ! python3 -c 'import websockets' >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check 'websockets>=12' >/dev/null 2>&1 \
    || warn "could not install the websockets package with pip"
fi

for tool in rsvg-convert chromium; do have "$tool" || warn "$tool is still missing"; done
python3 -c 'import websockets' >/dev/null 2>&1 || warn "python3 cannot import websockets"
exit 0
