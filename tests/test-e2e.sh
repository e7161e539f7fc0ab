#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-e2e.sh: the real nonet binary under X (Xvfb), driven with xdotool and
# looked at with screenshots (suite gui; not in parallel: no window manager,
# every window sits at 0,0).
#
#   test-e2e.sh NONET OUTDIR
#
# Checks: the window appears; a digit typed on the board changes the
# picture, Ctrl+Z takes it back; Ctrl+Return asks and Return shows the path's
# first step, Alt+Right the next (the picture changes again); Ctrl+Q quits
# cleanly (exit status 0, no warning under G_DEBUG=fatal-warnings). Each
# change is waited for (up to 15 s), never assumed after a fixed sleep. The
# screenshots stay in OUTDIR.
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

# A session bus of its own when one can be had, so that GApplication does not
# autolaunch one that outlives the test. The app runs in a process group of
# its own, so that a failure can stop all of it (a killed dbus-run-session
# leaves the app running, and the test would wait for the harness' timeout).
# A first run shows an empty board: open our example puzzle.
puzzle="$out/example.txt"
echo "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1......." > "$puzzle"
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && command -v dbus-run-session >/dev/null 2>&1; then
  setsid dbus-run-session -- "$nonet" "$puzzle" &
else
  setsid "$nonet" "$puzzle" &
fi
pid=$!
fail () {
  echo "FAIL: $*"
  kill -- "-$pid" 2>/dev/null
  exit 1
}

wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Nonet$' | head -n 1)
[ -n "$wid" ] || fail "no window named Nonet within 30 s"
echo "window $wid: $(xdotool getwindowgeometry "$wid" | tr '\n' ' ')"

# Keys as a person types them, through the X server (XTEST) to the window
# given the focus: pressed, held a moment, released. Events sent to a window
# directly (XSendEvent) leave GTK's idea of the held modifiers behind (a
# Ctrl sent so made the dialog's Return a Ctrl+Return, which no button takes),
# and an instant press and release lets the release land in a dialog the press
# opened.
press () {
  target=$1
  shift
  timeout 5 xdotool windowfocus --sync "$target" 2>/dev/null || xdotool windowfocus "$target"
  for keys in "$@"; do
    xdotool keydown "$keys"
    sleep 0.1
    xdotool keyup "$keys"
    sleep 0.2
  done
}
shot () {
  import -window "$wid" "$out/e2e-$1.png" || fail "screenshot $1"
}
# Number of pixels that differ between two screenshots.
pixels_between () {
  compare -metric AE "$out/e2e-$1.png" "$out/e2e-$2.png" null: 2>&1 | cut -d' ' -f1
}
# Takes screenshot $2 until it differs from $1 in more pixels than the
# header's running clock changes (about 60), for up to 15 s.
changes () {
  for i in $(seq 1 30); do
    sleep 0.5
    shot "$2"
    n=$(pixels_between "$1" "$2")
    if [ "${n%.*}" -gt 1000 ]; then
      echo "$1 -> $2: $n pixels differ"
      return 0
    fi
  done
  echo "$1 -> $2: only $n pixels differ"
  return 1
}

sleep 2
shot start
# The board has the focus: the first arrow selects r1c1 (empty in the
# example), 4 enters a digit there.
press "$wid" Right 4
changes start digit || fail "typing a digit did not change the board"

# Undo, solve, look at the first step of the path.
press "$wid" ctrl+z
changes digit undone || fail "Ctrl+Z did not take the digit back"
press "$wid" ctrl+Return
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
sleep 1
press "$dialog" Return
for i in $(seq 1 20); do
  [ -z "$(find_dialog)" ] && break
  sleep 0.5
done
[ -z "$(find_dialog)" ] || fail "Return did not answer the Solve dialog"
# No window manager gives the focus back when the dialog goes: press does.
changes undone solved || fail "Ctrl+Return, Return did not show the path"
press "$wid" alt+Right
changes solved step || fail "Alt+Right did not show a step"

press "$wid" ctrl+q
for i in $(seq 1 20); do
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
