#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-atspi.sh NONET: runs test-atspi.py in a D-Bus session of its own with
# the accessibility bus (at-spi2-core) started; skips when that is missing.
# G_DEBUG=fatal-warnings stays on for the app only: libatspi in the test's
# own process warns about objects that go away while it walks the tree.
# A second try when the first could not reach the display or the bus (other
# Xvfb servers on a shared machine); a wrong name fails both.
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
export NONET_APP_G_DEBUG="${G_DEBUG:-}"
unset G_DEBUG
# The first try's TAP lines are printed as comments: CI counts every "not ok"
# line it reads, and only the last try's verdict counts.
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for try in 1 2; do
  # The app and the test start once the launcher owns org.a11y.Bus: a
  # request before that starts a second launcher through D-Bus activation,
  # racing the first (the suspected cause of a rare "gave up waiting for
  # the app on the accessibility bus" under load).
  dbus-run-session -- sh -c "/usr/libexec/at-spi-bus-launcher --launch-immediately &
    gdbus wait --session --timeout 30 org.a11y.Bus &&
    /usr/bin/python3 '$here/test-atspi.py' '$1'" >"$out" 2>&1
  status=$?
  if [ $status -eq 0 ] || [ $try -eq 2 ]; then
    cat "$out"
    exit $status
  fi
  sed 's/^/# /' "$out"
  echo "# try $try failed ($status)"
done
