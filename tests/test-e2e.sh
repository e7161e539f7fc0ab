#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-e2e.sh: the real nonet binary under X (Xvfb), driven with xdotool and
# looked at with screenshots (suite gui; not in parallel: no window manager,
# every window sits at 0,0).
#
#   test-e2e.sh NONET OUTDIR
#
# Checks: the window appears; a digit typed on the board changes the
# picture; Ctrl+Return asks and Return shows the path's first step, Alt+Right
# the next (the picture changes again); Ctrl+Q quits cleanly (exit status 0, no warning
# under G_DEBUG=fatal-warnings). The screenshots stay in OUTDIR.
set -u

nonet=${1:?usage: test-e2e.sh NONET OUTDIR}
out=${2:?usage: test-e2e.sh NONET OUTDIR}

for tool in xdotool import compare; do
  if ! command -v $tool >/dev/null 2>&1; then
    echo "SKIP: $tool is not installed (apt-get install xdotool imagemagick)"
    exit 77
  fi
done
if [ -z "${DISPLAY:-}" ]; then
  if command -v xvfb-run >/dev/null 2>&1 && [ -z "${NONET_E2E_NESTED:-}" ]; then
    NONET_E2E_NESTED=1 exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
  fi
  echo "FAIL: no display (run under xvfb-run)"
  exit 1
fi

mkdir -p "$out"
rm -f "$out"/e2e-*.png
# A first run: no session saved by an earlier run (nonet-session.c).
XDG_DATA_HOME=$(mktemp -d)
export XDG_DATA_HOME
fail () {
  echo "FAIL: $*"
  [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null
  exit 1
}

# A session bus of its own when one can be had, so that GApplication does not
# autolaunch one that outlives the test.
# A first run shows an empty board: open our example puzzle.
puzzle="$out/example.txt"
echo "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1......." > "$puzzle"
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && command -v dbus-run-session >/dev/null 2>&1; then
  dbus-run-session -- "$nonet" "$puzzle" &
else
  "$nonet" "$puzzle" &
fi
pid=$!

wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Nonet$' | head -n 1)
[ -n "$wid" ] || fail "no window named Nonet within 30 s"
echo "window $wid: $(xdotool getwindowgeometry "$wid" | tr '\n' ' ')"

# Lets the window draw what it was asked to.
settle () {
  sleep "${1:-1}"
}
shot () {
  import -window "$wid" "$out/e2e-$1.png" || fail "screenshot $1"
}
differs () {
  # Number of pixels that differ between two screenshots.
  n=$(compare -metric AE "$out/e2e-$1.png" "$out/e2e-$2.png" null: 2>&1 | cut -d' ' -f1)
  echo "$1 -> $2: $n pixels differ"
  [ "${n%.*}" -gt 50 ]
}

settle 2
shot start
# The board has the focus: the first arrow selects r1c1 (empty in the
# example), 4 enters a digit there.
xdotool key --window "$wid" Right
xdotool key --window "$wid" 4
settle
shot digit
differs start digit || fail "typing a digit did not change the board"

# Undo, solve, look at the first step of the path.
xdotool key --window "$wid" ctrl+z
xdotool key --window "$wid" ctrl+Return
# Solve asks in a dialog (a window of its own, once the check is done):
# Return takes the default answer, Show the Path (step 1).
# GTK also maps a 1x1 window of the same class: the dialog is the other
# window of some size.
find_dialog () {
  for w in $(xdotool search --onlyvisible --classname nonet 2>/dev/null | grep -vx "$wid"); do
    width=$(xdotool getwindowgeometry --shell "$w" 2>/dev/null | sed -n 's/^WIDTH=//p')
    if [ "${width:-0}" -gt 50 ]; then
      echo "$w"
      return
    fi
  done
}
dialog=""
for i in $(seq 1 40); do
  dialog=$(find_dialog)
  [ -n "$dialog" ] && break
  sleep 0.5
done
[ -n "$dialog" ] || fail "Ctrl+Return did not ask how to solve"
settle
xdotool windowfocus "$dialog"
xdotool key Return
settle 3
# No window manager gives the focus back when the dialog goes.
xdotool windowfocus "$wid"
shot solved
differs digit solved || fail "Ctrl+Return, Return did not show the path"
xdotool key --window "$wid" alt+Right
settle
shot step
differs solved step || fail "Alt+Right did not show a step"

xdotool key --window "$wid" ctrl+q
for i in 1 2 3 4 5 6 7 8 9 10; do
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.5
done
if kill -0 "$pid" 2>/dev/null; then
  fail "Ctrl+Q did not quit"
fi
wait "$pid"
status=$?
[ "$status" -eq 0 ] || fail "nonet exited with status $status"
echo "PASS: screenshots in $out"
exit 0
