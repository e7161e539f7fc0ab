#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-kill9.sh: the session survives kill -9 (suite gui). The real nonet
# binary under X, driven with xdotool, with a data folder of its own:
#
#   1. open the example; type 4 in r1c1 and 5 in r1c2; undo the 5; wait
#      more than the one-second write delay; kill -9;
#   2. the state file says r1c1 = 4, r1c2 empty, undo history, one redo;
#   3. start again without a file (the session comes back); redo (Shift+Ctrl+Z)
#      brings the 5 back, which only the restored redo history can do; wait;
#      kill -9 again: the file now says 4 and 5, one undo more and no redo.
#
#   test-kill9.sh NONET
set -u

nonet=${1:?usage: test-kill9.sh NONET}

if ! command -v xdotool >/dev/null 2>&1; then
  echo "SKIP: xdotool is not installed"
  exit 77
fi
if [ -z "${DISPLAY:-}" ]; then
  if command -v xvfb-run >/dev/null 2>&1 && [ -z "${NONET_KILL9_NESTED:-}" ]; then
    NONET_KILL9_NESTED=1 exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
  fi
  echo "FAIL: no display (run under xvfb-run)"
  exit 1
fi

# A session bus of its own (GApplication would otherwise try to autolaunch
# one); the whole script runs inside it so that $! is nonet itself.
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && command -v dbus-run-session >/dev/null 2>&1; then
  exec dbus-run-session -- "$0" "$@"
fi

XDG_DATA_HOME=$(mktemp -d)
export XDG_DATA_HOME
session="$XDG_DATA_HOME/nonet/session.ini"
pid=""
fail () {
  echo "FAIL: $*"
  [ -f "$session" ] && sed 's/^/# /' "$session"
  [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null
  exit 1
}

start () {
  "$nonet" "$@" &
  pid=$!
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Nonet$' | head -n 1)
  [ -n "$wid" ] || fail "no window named Nonet within 30 s"
  sleep 2
}

# kill -9 after more than the session's one-second write delay.
crash () {
  sleep 2.5
  kill -9 "$pid"
  wait "$pid" 2>/dev/null
  pid=""
  [ -f "$session" ] || fail "no session file after kill -9"
}

# field N of the state line: 1 givens, 2 values, 3 pencil marks.
values () {
  sed -n 's/^state=//p' "$session" | cut -d'|' -f2
}
# Number of snapshots in the undo or redo list ("a;b;").
count () {
  sed -n "s/^$1=//p" "$session" | tr ';' '\n' | grep -c .
}

puzzle="$XDG_DATA_HOME/example.txt"
echo "......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1......." \
  > "$puzzle"
start "$puzzle"
# The board has the focus: the first arrow selects r1c1 (empty in the example).
xdotool key --window "$wid" Right 4 Right 5
sleep 0.5
xdotool key --window "$wid" ctrl+z
crash
line=$(values)
echo "after the first kill -9: values $line, undo $(count undo), redo $(count redo)"
case "$line" in
  4.....2*) ;;
  *) fail "r1c1 is not 4 with r1c2 empty: $line" ;;
esac
# Undo holds the opening of the puzzle too: at least the 4 to undo.
undo=$(count undo)
[ "$undo" -ge 1 ] || fail "the undo history is empty"
[ "$(count redo)" -eq 1 ] || fail "the redo history has $(count redo) steps, not 1"

start
xdotool key --window "$wid" shift+ctrl+z
crash
line=$(values)
echo "after restart, redo and kill -9: values $line, undo $(count undo), redo $(count redo)"
case "$line" in
  45....2*) ;;
  *) fail "the restored redo did not bring back r1c2 = 5: $line" ;;
esac
[ "$(count undo)" -eq $((undo + 1)) ] || fail "the undo history has $(count undo) steps, not $((undo + 1))"
[ "$(count redo)" -eq 0 ] || fail "the redo history has $(count redo) steps, not 0"
rm -rf "$XDG_DATA_HOME"
echo "PASS: digits, undo and redo survive kill -9"
exit 0
