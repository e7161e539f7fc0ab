#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-atspi.sh NONET: runs test-atspi.py in a D-Bus session of its own with
# the accessibility bus (at-spi2-core) started; skips when that is missing.
set -u
for need in dbus-run-session /usr/libexec/at-spi-bus-launcher; do
  if ! command -v "$need" >/dev/null 2>&1 && [ ! -x "$need" ]; then
    echo "SKIP: $need is not installed (at-spi2-core, dbus)"; exit 77
  fi
done
if ! /usr/bin/python3 -c 'import pyatspi' 2>/dev/null; then
  echo "SKIP: python3-pyatspi is not installed"; exit 77
fi
here=$(dirname "$0")
exec dbus-run-session -- sh -c "/usr/libexec/at-spi-bus-launcher --launch-immediately &
  /usr/bin/python3 '$here/test-atspi.py' '$1'"
