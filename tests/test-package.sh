#!/bin/sh
# Suite package (not in a plain `meson test`; run `meson test -C build
# --suite package`): builds the Debian package from a copy of the source
# with `dpkg-buildpackage -us -uc -b` (offline), runs lintian (no error
# allowed; warnings are printed), unpacks the .deb into a scratch root,
# compiles its schema there and starts the installed app under Xvfb until
# its window shows, directly and by D-Bus activation; nonet-cli from the
# root solves a puzzle.
# Usage: test-package.sh SOURCE_DIR SCRATCH_DIR. Exit 77 (skip) with a
# message when a tool is missing.
set -eu
src=$1 scratch=$2

missing=""
for tool in dpkg-buildpackage dh lintian dpkg-checkbuilddeps xvfb-run xdotool; do
  command -v "$tool" >/dev/null || missing="$missing $tool"
done
if [ -n "$missing" ]; then
  echo "SKIP: missing$missing (apt-get install dpkg-dev debhelper lintian xvfb xdotool)"
  exit 77
fi
if ! (cd "$src" && dpkg-checkbuilddeps >/dev/null 2>&1); then
  echo "SKIP: build dependencies missing: $(cd "$src" && dpkg-checkbuilddeps 2>&1)"
  exit 77
fi

rm -rf "$scratch"
mkdir -p "$scratch/nonet" "$scratch/root"
# The source as git sees it (committed or not, ignored files left out),
# else everything but the build folders.
if git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
  (cd "$src" && git ls-files -z --cached --others --exclude-standard \
    | tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$scratch/nonet"
else
  (cd "$src" && tar cf - --exclude='./build*' --exclude='./obj-*' .) | (cd "$scratch/nonet" && tar xf -)
fi

echo "== dpkg-buildpackage -us -uc -b"
if ! (cd "$scratch/nonet" && DEB_BUILD_OPTIONS="nocheck parallel=2" \
      dpkg-buildpackage -us -uc -b >"$scratch/build.log" 2>&1); then
  tail -40 "$scratch/build.log"
  echo "FAIL: dpkg-buildpackage"
  exit 1
fi
deb=$(ls "$scratch"/nonet_*.deb)
echo "built $(basename "$deb"), $(stat -c %s "$deb") bytes"
dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's/^\.//' | grep -v '/$' | sort >"$scratch/files.txt"
cat "$scratch/files.txt"

echo "== lintian"
lintian_status=0
lintian --fail-on error --display-info "$scratch"/nonet_*.changes >"$scratch/lintian.txt" 2>&1 \
  || lintian_status=$?
cat "$scratch/lintian.txt"
echo "lintian: $(grep -c '^E:' "$scratch/lintian.txt" || true) errors," \
     "$(grep -c '^W:' "$scratch/lintian.txt" || true) warnings," \
     "$(grep -c '^I:' "$scratch/lintian.txt" || true) info"
[ $lintian_status = 0 ] || { echo "FAIL: lintian reports errors"; exit 1; }

for path in usr/bin/nonet usr/bin/nonet-cli usr/share/man/man1/nonet.1.gz \
            usr/share/man/man1/nonet-cli.1.gz usr/share/bash-completion/completions/nonet-cli \
            usr/share/dbus-1/services/app.nonet.Nonet.service \
            usr/share/applications/app.nonet.Nonet.desktop \
            usr/share/glib-2.0/schemas/app.nonet.Nonet.gschema.xml; do
  grep -qx "/$path" "$scratch/files.txt" || { echo "FAIL: $path not in the package"; exit 1; }
done

echo "== installed into $scratch/root"
dpkg-deb -x "$deb" "$scratch/root"
root=$scratch/root
# What dpkg's glib trigger does on a real install.
glib-compile-schemas "$root/usr/share/glib-2.0/schemas"
grep -q "^Exec=/usr/bin/nonet --gapplication-service" \
  "$root/usr/share/dbus-1/services/app.nonet.Nonet.service" \
  || { echo "FAIL: D-Bus service Exec"; exit 1; }

solution=$(echo '......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......' \
           | "$root/usr/bin/nonet-cli" solve)
[ "$solution" = 731569284254738916698214537827645391349871652165923478582497163473156829916382745 ] \
  || { echo "FAIL: installed nonet-cli: $solution"; exit 1; }
echo "installed nonet-cli solves"

# The installed app, its schema from the scratch root, under Xvfb: it must
# map a window titled Nonet and keep running until we close it.
cat >"$scratch/start-app.sh" <<EOS
#!/bin/sh
GSETTINGS_SCHEMA_DIR=$root/usr/share/glib-2.0/schemas XDG_DATA_DIRS=$root/usr/share:/usr/share \
  "$root/usr/bin/nonet" >"$scratch/app.log" 2>&1 &
app=\$!
window=\$(timeout 30 xdotool search --sync --onlyvisible --name Nonet | head -1)
alive=0
kill -0 \$app 2>/dev/null && alive=1
kill \$app 2>/dev/null
wait \$app 2>/dev/null
[ -n "\$window" ] && [ \$alive = 1 ] && echo "window \$window" && exit 0
cat "$scratch/app.log"
exit 1
EOS
if ! xvfb-run -a -s "-screen 0 1280x1024x24" sh "$scratch/start-app.sh"; then
  echo "FAIL: the installed app did not show its window"
  exit 1
fi
echo "installed app started and showed its window"

# D-Bus activation: a session bus that knows the package's service file
# (its Exec pointed into the scratch root) starts Nonet as a GApplication
# service when asked to Activate; the window must show, then quit.
if command -v dbus-run-session >/dev/null && command -v gdbus >/dev/null; then
  mkdir -p "$scratch/bus/dbus-1/services"
  sed "s|^Exec=/usr/bin/|Exec=$root/usr/bin/|" \
    "$root/usr/share/dbus-1/services/app.nonet.Nonet.service" \
    >"$scratch/bus/dbus-1/services/app.nonet.Nonet.service"
  cat >"$scratch/activate.sh" <<'EOS'
set -e
call () { gdbus call --session --dest app.nonet.Nonet --object-path /app/nonet/Nonet \
            --method "org.freedesktop.Application.$@" >/dev/null; }
call Activate '{}'
window=$(timeout 30 xdotool search --sync --onlyvisible --name Nonet | head -1)
# quit: the app may exit before its reply reaches the bus (NoReply).
call ActivateAction quit '[]' '{}' 2>/dev/null || true
[ -n "$window" ] && echo "window $window"
EOS
  if ! GSETTINGS_SCHEMA_DIR="$root/usr/share/glib-2.0/schemas" \
       XDG_DATA_DIRS="$scratch/bus:/usr/share" \
       xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- sh "$scratch/activate.sh" \
       2>"$scratch/bus.log"; then
    cat "$scratch/bus.log"
    echo "FAIL: D-Bus activation of app.nonet.Nonet"
    exit 1
  fi
  echo "D-Bus activation started the installed app and showed its window"
else
  echo "D-Bus activation not checked: no dbus-run-session or gdbus"
fi
