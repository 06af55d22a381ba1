#!/usr/bin/env bash
# Installs DocShape's .deb on this machine the way a user would, checks what the user would check,
# removes it again and checks that nothing is left behind. Debian/Ubuntu, run as root.
#
#   installer/check-deb.sh [PATH/TO/docshape_VERSION_ARCH.deb]
#
# Without an argument it takes the .deb from installer/target/jpackage/dist/, made by
#   ./mvnw -B -Pinstaller -DskipTests -pl installer -am package
#
# Checks, in order:
#   1. `apt-get install --no-install-recommends ./file.deb` alone brings every system package
#      (the .deb's Depends; nothing else is installed for DocShape)
#   2. files: launchers in /opt/docshape, the `docshape` and `docshape-cli` commands, one menu entry,
#      MIME type and icons
#   3. `docshape --version` and `docshape-cli --version` print the package's version (docshape-cli with
#      the command flags of decision 0193, and how long each took); `docshape estimate` works on an example
#   4. the menu entry's command opens the main window under Xvfb (screenshot, not blank), and
#      the time from launch to window
#   (3 and 4 run as a temporary ordinary user, like a real user, with a fresh home folder)
#   5. every native library the installed program loads resolves to a package inside the
#      dependency closure of docshape (so a clean machine gets it too)
#   6. `apt-get remove` then `purge` leaves nothing: no files named docshape, no menu entry,
#      no MIME registration, no command
# Artifacts (log, screenshot, numbers) go to installer/target/check-deb/.
# no pipefail: `producer | grep -q` would then fail whenever grep stops reading early
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
out="$here/target/check-deb"
package=docshape
install_dir=/opt/docshape
command_link=/usr/bin/docshape
cli_link=/usr/bin/docshape-cli       # the command-line launcher, started for short runs (decision 0193)
# the command-line launcher's JVM options, as the parent pom writes them (docshape.cli.java.options, decision 0531)
cli_flags=$(sed -n 's:.*<docshape.cli.java.options>\(.*\)</docshape.cli.java.options>.*:\1:p' "$repo/pom.xml")
[ -n "$cli_flags" ] || { echo "check-deb: no docshape.cli.java.options in $repo/pom.xml" >&2; exit 2; }
mime_type=application/x-docshape+json
extension=docshape
window_title=DocShape      # the main window's title contains this
window_timeout=120
paint_timeout=300         # from the window appearing to its first painted frame, generous for a loaded CI machine
check_user=dscheck         # temporary user for running the program; removed at the end

failures=0
skips=0
say() { printf '%s\n' "$*"; }
pass() { say "  ok    $*"; }
skip() { say "  SKIP  $*"; skips=$((skips + 1)); }
fail() { say "  FAIL  $*"; failures=$((failures + 1)); }
die() { say "check-deb: $*" >&2; exit 2; }
step() { say; say "== $*"; }
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# --- preconditions ----------------------------------------------------------------------------
[ "$(id -u)" = 0 ] || die "run as root (it installs and removes a package)"
command -v apt-get >/dev/null || die "needs apt-get (Debian or Ubuntu)"
deb=${1:-}
if [ -z "$deb" ]; then
  deb=$(ls -t "$here"/target/jpackage/dist/${package}_*.deb 2>/dev/null | head -n 1 || true)
  [ -n "$deb" ] || die "no .deb in installer/target/jpackage/dist; build it first:
  ./mvnw -B -Pinstaller -DskipTests -pl installer -am package"
fi
[ -f "$deb" ] || die "no such file: $deb"
deb=$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")
deb_version=$(dpkg-deb -f "$deb" Version)
app_version=${deb_version%-*}

rm -rf "$out"
mkdir -p "$out"
export DEBIAN_FRONTEND=noninteractive
say "check-deb: $deb (version $deb_version)"
say "check-deb: artifacts in $out"

# Only DocShape may be installed by the check itself; the test tools come first so that the
# .deb's own Depends have to bring in GTK and the rest.
step "test tools (Xvfb, x11-utils, ImageMagick, desktop-file-utils)"
tools=()
command -v Xvfb >/dev/null || tools+=(xvfb)
command -v xwininfo >/dev/null && command -v xprop >/dev/null || tools+=(x11-utils)
command -v import >/dev/null && command -v identify >/dev/null || tools+=(imagemagick)
command -v unzip >/dev/null || tools+=(unzip)
command -v file >/dev/null || tools+=(file)
command -v desktop-file-validate >/dev/null || tools+=(desktop-file-utils)
if [ ${#tools[@]} -gt 0 ]; then
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${tools[@]}" >"$out/tools-install.log" 2>&1 \
    || die "could not install ${tools[*]} (see $out/tools-install.log)"
  pass "installed ${tools[*]}"
else
  pass "already present"
fi

status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
if [ -n "$status" ] && [ "${status% not-installed}" = "$status" ]; then
  say "  note  $package is on this machine already ($status): purging it first"
  apt-get purge -y -qq "$package" >/dev/null
fi

# A temporary ordinary user runs the program: its files land in a fresh home folder (Java takes
# user.home from the user database, so HOME alone would not do), and it cannot write /opt.
if id "$check_user" >/dev/null 2>&1; then userdel -r "$check_user" >/dev/null 2>&1 || true; fi
useradd --create-home --shell /bin/sh "$check_user"
user_home=$(getent passwd "$check_user" | cut -d: -f6)
user_env=(setpriv --reuid="$check_user" --regid="$check_user" --init-groups
  env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$user_home" USER="$check_user" LANG=C.UTF-8)
as_user() { "${user_env[@]}" ${DISPLAY:+DISPLAY=$DISPLAY} "$@"; }
# ends every process of the test user (all started by this script), then the user and its home
remove_check_user() {
  local pids
  pids=$(ps -u "$check_user" -o pid= 2>/dev/null || true)
  if [ -n "$pids" ]; then kill $pids 2>/dev/null || true; sleep 1; fi
  userdel -r "$check_user" >/dev/null 2>&1
}
xvfb_pid=
app_pid=
cleanup() {
  if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; fi
  if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
  if id "$check_user" >/dev/null 2>&1; then remove_check_user || true; fi
}
trap cleanup EXIT

leftover_candidates() {
  find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /run -o -path /tmp -o -path /var/tmp \
      -o -path /work -o -path /root/.m2 -o -path "$repo" \) -prune -o -iname "*docshape*" -print 2>/dev/null | sort
}
leftover_candidates >"$out/before.txt"

# --- 1. install -------------------------------------------------------------------------------
step "install: apt-get install --no-install-recommends ./$(basename "$deb")"
t0=$(now)
if apt-get install -y --no-install-recommends "$deb" >"$out/install.log" 2>&1; then
  pass "installed in $(seconds "$t0" "$(now)") s ($(grep -c '^Setting up' "$out/install.log") packages set up; log: install.log)"
else
  fail "apt-get install failed (see $out/install.log)"; tail -n 20 "$out/install.log"; exit 1
fi
installed_kb=$(dpkg-query -W -f='${Installed-Size}' "$package")
runtime_mib=$(du -sm "$install_dir/lib/runtime" | cut -f1)

# --- 2. files ---------------------------------------------------------------------------------
step "installed files"
[ -x "$install_dir/bin/DocShape" ] && pass "launcher $install_dir/bin/DocShape" || fail "no launcher in $install_dir/bin"
if [ -L "$command_link" ] && [ "$(readlink "$command_link")" = "$install_dir/bin/DocShape" ]; then
  pass "$command_link -> $(readlink "$command_link")"
else
  fail "$command_link is not a link to the launcher"
fi
[ "$(command -v docshape || true)" = "$command_link" ] && pass "docshape is on the PATH" || fail "docshape is not on the PATH"
if [ -L "$cli_link" ] && [ "$(readlink "$cli_link")" = "$install_dir/bin/docshape-cli" ] && [ -x "$install_dir/bin/docshape-cli" ]; then
  pass "$cli_link -> $(readlink "$cli_link")"
else
  fail "$cli_link is not a link to the launcher $install_dir/bin/docshape-cli"
fi
cli_cfg="$install_dir/lib/app/docshape-cli.cfg"
if grep -qF -- "${cli_flags%% *}" "$cli_cfg" 2>/dev/null && grep -qF -- "${cli_flags##* }" "$cli_cfg"; then
  pass "docshape-cli starts with $cli_flags ($cli_cfg)"
else
  fail "$cli_cfg lacks the command flags $cli_flags"
fi
# the install-time training (installer/src/package-scripts/train-class-archive.sh, decisions 0427, 0456): bounded,
# and what it made is named in the launcher's options (what it said goes to install.log)
say "  note  $(grep -m1 'class-data archive' "$out/install.log" || echo 'the training said nothing')"
if grep -qF AutoCreateSharedArchive "$install_dir/lib/app/DocShape.cfg"; then
  pass "the launcher records a class-data archive per user (JDK 25 and later, decision 0384); no training"
elif [ -s "$install_dir/lib/docshape.jsa" ] && grep -qF "SharedArchiveFile=$install_dir/lib/docshape.jsa" "$install_dir/lib/app/DocShape.cfg"; then
  pass "class-data archive made at install time and named in the launcher's options"
else
  fail "no class-data archive of DocShape's classes named in $install_dir/lib/app/DocShape.cfg"
fi
menu_entries=$(ls /usr/share/applications/${package}-*.desktop 2>/dev/null | wc -l)
[ "$menu_entries" -le 1 ] || fail "$menu_entries menu entries; docshape-cli must have none: $(ls /usr/share/applications/${package}-*.desktop | tr '\n' ' ')"
desktop=$(ls /usr/share/applications/${package}-*.desktop 2>/dev/null | head -n 1 || true)
if [ -n "$desktop" ]; then
  pass "menu entry $desktop"
  grep -q "^MimeType=.*$mime_type" "$desktop" && pass "menu entry opens $mime_type" || fail "menu entry lacks MimeType=$mime_type"
  if desktop-file-validate "$desktop" >"$out/desktop-file-validate.txt" 2>&1 || ! grep -q 'error:' "$out/desktop-file-validate.txt"; then
    pass "desktop-file-validate finds no error"
  else
    fail "desktop-file-validate: $(grep 'error:' "$out/desktop-file-validate.txt" | head -n 3)"
  fi
  icon=$(sed -n 's/^Icon=//p' "$desktop")
  if [ -f "$icon" ] && [ "$(identify -format '%wx%h' "$icon")" = 256x256 ]; then
    pass "icon $icon (256x256)"
  else
    fail "menu icon missing or not 256x256: $icon"
  fi
  if cmp -s "$icon" "$here/target/jpackage/icons/docshape.png" 2>/dev/null; then
    pass "icon is DocShape's (not jpackage's default)"
  elif [ -f "$here/target/jpackage/icons/docshape.png" ]; then
    fail "icon differs from installer/target/jpackage/icons/docshape.png (jpackage's default icon?)"
  fi
else
  fail "no /usr/share/applications/${package}-*.desktop"
fi
if ls /usr/share/mime/packages/${package}-*.xml >/dev/null 2>&1; then
  pass "MIME package $(ls /usr/share/mime/packages/${package}-*.xml)"
else
  fail "no MIME package in /usr/share/mime/packages"
fi
if grep -q ":$mime_type:\*\.$extension" /usr/share/mime/globs2 2>/dev/null; then
  pass "MIME database maps *.$extension to $mime_type"
else
  fail "MIME database (/usr/share/mime/globs2) does not map *.$extension"
fi

# The examples the welcome page offers: beside the program's jars, where it looks for them.
installed_examples=$(ls "$install_dir"/lib/app/examples/*."$extension" 2>/dev/null | wc -l)
repo_examples=$(ls "$repo"/examples/*."$extension" 2>/dev/null | wc -l)
if [ "$installed_examples" -gt 0 ] && [ "$installed_examples" = "$repo_examples" ]; then
  pass "$installed_examples examples in $install_dir/lib/app/examples (the welcome page lists them)"
else
  fail "$installed_examples examples installed in $install_dir/lib/app/examples, the repository has $repo_examples"
fi

# --- 3. command line --------------------------------------------------------------------------
step "command line"
# `COMMAND --version` prints the package's version; sets version_s to the seconds it took (n/a if it failed)
check_version() {
  local t0 out
  version_s=n/a
  t0=$(now)
  if out=$(as_user "$1" --version 2>&1); then
    version_s=$(seconds "$t0" "$(now)")
    if printf '%s' "$out" | grep -q "$app_version"; then
      pass "$1 --version: '$out' in $version_s s"
    else
      fail "$1 --version printed '$out', expected $app_version"
    fi
  else
    fail "$1 --version failed: $out"
  fi
}
check_version docshape
gui_version_s=$version_s
check_version docshape-cli      # the launcher with the command flags: should not take longer
cli_version_s=$version_s

help_out=$(as_user docshape --help 2>&1 || true)
example=$(ls "$install_dir"/lib/app/examples/*."$extension" "$repo"/examples/*."$extension" 2>/dev/null | head -n 1 || true)
if ! printf '%s' "$help_out" | grep -qw estimate; then
  skip "docshape estimate: this build has no 'estimate' command yet (docshape --help does not list it)"
elif [ -z "$example" ]; then
  skip "docshape estimate: no examples/*.$extension in the repository yet"
else
  cp "$example" "$user_home/" && chown "$check_user:" "$user_home/$(basename "$example")"
  if estimate_out=$(cd "$user_home" && as_user docshape estimate "$(basename "$example")" 2>&1); then
    printf '%s\n' "$estimate_out" >"$out/estimate.txt"
    if [ -n "$estimate_out" ]; then
      pass "docshape estimate $(basename "$example"): $(printf '%s\n' "$estimate_out" | wc -l) lines (estimate.txt)"
    else
      fail "docshape estimate printed nothing"
    fi
  else
    fail "docshape estimate $(basename "$example") failed: $estimate_out"
  fi
fi

# --- 4. the window ----------------------------------------------------------------------------
step "main window under Xvfb"
display=
for n in $(seq 91 120); do
  if [ ! -e "/tmp/.X${n}-lock" ] && [ ! -e "/tmp/.X11-unix/X${n}" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || die "no free X display between :91 and :120"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -ac >"$out/xvfb.log" 2>&1 &   # -ac: the test user may connect
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done
xwininfo -root >/dev/null 2>&1 || die "Xvfb did not start on $display (see $out/xvfb.log)"

# Start it the way the menu does: the Exec line of the installed menu entry, as the test user.
exec_line=$(sed -n 's/^Exec=//p' "${desktop:-/dev/null}" | sed 's/ %[fFuU]//')
[ -n "$exec_line" ] || exec_line="$install_dir/bin/DocShape"

# Starts the program and waits for a mapped top-level window whose title contains the program's
# name ("Untitled — DocShape"). Sets app_pid, window (empty if none) and window_s.
launch_and_wait() {
  local t0 deadline candidate
  t0=$(now)
  # not through as_user: $! must be the program itself (a function would run in a subshell)
  "${user_env[@]}" DISPLAY="$DISPLAY" $exec_line >>"$out/app.log" 2>&1 &
  app_pid=$!
  window=
  deadline=$(awk -v t="$t0" -v s="$window_timeout" 'BEGIN { printf "%.3f", t + s }')
  while :; do
    for candidate in $(xwininfo -root -children 2>/dev/null | sed -n "s/^ *\(0x[0-9a-f]*\) \"[^\"]*$window_title[^\"]*\":.*/\1/p"); do
      if xwininfo -id "$candidate" 2>/dev/null | grep -q 'IsViewable'; then window=$candidate; break; fi
    done
    [ -n "$window" ] && break
    kill -0 "$app_pid" 2>/dev/null || break
    awk -v d="$deadline" -v n="$(now)" 'BEGIN { exit !(n > d) }' && break
    sleep 0.05
  done
  window_s=$(seconds "$t0" "$(now)")
}
stop_app() {
  local gone=
  [ -n "$app_pid" ] || return 0
  kill "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  app_pid=
  for _ in $(seq 50); do   # until the X server has dropped its windows
    xwininfo -root -children 2>/dev/null | grep -q "\"[^\"]*$window_title" || { gone=1; break; }
    sleep 0.1
  done
  [ -n "$gone" ] || fail "the program's windows stayed after it ended"
}

launch_and_wait
first_window_s=$window_s
if [ -n "$window" ]; then
  pass "window '$(xprop -id "$window" _NET_WM_NAME 2>/dev/null | sed 's/.*= "\(.*\)"$/\1/')' visible $window_s s after launch (first start: JavaFX unpacks its libraries)"
  geometry=$(xwininfo -id "$window" | awk '/Width:/ { w = $2 } /Height:/ { h = $2 } END { print w "x" h }')
  pass "window size $geometry"
  wm_class=$(xprop -id "$window" WM_CLASS 2>/dev/null | sed -n 's/.*= ".*", "\(.*\)"$/\1/p')
  startup_wm_class=$(sed -n 's/^StartupWMClass=//p' "${desktop:-/dev/null}")
  if [ -n "$wm_class" ] && [ "$wm_class" = "$startup_wm_class" ]; then
    pass "WM_CLASS $wm_class matches the menu entry's StartupWMClass (docks show DocShape's icon)"
  else
    fail "WM_CLASS '$wm_class' differs from StartupWMClass '$startup_wm_class' in the menu entry (src/resources/linux/DocShape.desktop)"
  fi
  # A mapped window is not yet a painted one (under load the first frame comes seconds later):
  # take screenshots until the window shows more than one colour, or the time limit passes.
  paint_t0=$(now)
  paint_deadline=$(awk -v t="$paint_t0" -v s="$paint_timeout" 'BEGIN { printf "%.3f", t + s }')
  colours=0
  while :; do
    if import -display "$display" -window "$window" "$out/window.png" 2>/dev/null; then
      colours=$(identify -format '%k' "$out/window.png" 2>/dev/null || echo 0)
    fi
    [ "$colours" -gt 1 ] && break
    kill -0 "$app_pid" 2>/dev/null || break
    awk -v d="$paint_deadline" -v n="$(now)" 'BEGIN { exit !(n > d) }' && break
    sleep 0.2
  done
  import -display "$display" -window root "$out/screenshot.png"
  if [ "$colours" -gt 1 ]; then
    pass "window is drawn $(seconds "$paint_t0" "$(now)") s after it appeared ($colours colours; screenshot.png, window.png)"
  else
    fail "window still blank $paint_timeout s after it appeared (one colour; window.png)"
  fi
  kill -0 "$app_pid" 2>/dev/null && pass "still running after the first paint" || fail "the program exited after showing its window (app.log)"
  stop_app
  launch_and_wait
  second_window_s=$window_s
  [ -n "$window" ] && pass "second start: window visible $window_s s after launch" || fail "second start: no window (app.log)"
else
  if kill -0 "$app_pid" 2>/dev/null; then
    fail "no visible window with '$window_title' in its title after $window_timeout s (app.log)"
  else
    fail "the program exited before showing a window (app.log)"
  fi
  import -display "$display" -window root "$out/screenshot.png" || true
  tail -n 20 "$out/app.log"
fi
stop_app

# --- 5. native libraries ----------------------------------------------------------------------
step "native libraries resolve to declared packages"
natives="$out/natives"
mkdir -p "$natives"
for jar in "$install_dir"/lib/app/*.jar; do
  unzip -qq -o "$jar" '*.so' -d "$natives/$(basename "$jar" .jar)" 2>/dev/null || true
done
{
  find "$install_dir" -name '*.so*' -type f
  find "$user_home" -name '*.so' -type f                       # JavaFX unpacked its libraries here
  find "$natives" -name '*.so' -type f | grep -viE 'musl|android|aarch64|arm|ppc|riscv|s390|x86/|i386|freebsd'
} | sort -u >"$out/natives.txt"
closure=$(apt-cache depends --recurse --installed --no-recommends --no-suggests --no-conflicts \
  --no-breaks --no-replaces --no-enhances "$package" 2>/dev/null | grep -v '^ ' | sed 's/:.*//' | sort -u)
# the package that owns a file; dpkg knows some under /lib, some under /usr/lib (merged /usr)
owner_of() {
  local f g found
  for f in "$1" "$(readlink -f "$1")"; do
    for g in "$f" "${f#/usr}" "/usr$f"; do
      if found=$(dpkg -S "$g" 2>/dev/null); then
        printf '%s\n' "$found" | head -n 1 | sed 's/:.*//; s/,.*//'
        return 0
      fi
    done
  done
  return 1
}
# the launcher loads the runtime's own libraries from these folders; ldd must look there too
runtime_libs="$install_dir/lib/runtime/lib:$install_dir/lib/runtime/lib/server"
while read -r lib; do
  file -b "$lib" | grep -q 'x86-64' || continue
  while read -r name _ path _; do
    if [ "$path" = "not" ]; then
      echo "$name is needed by $(basename "$lib") but is not found on this machine"; continue
    fi
    case "$path" in /*) ;; *) continue ;; esac
    case "$path" in "$install_dir"/*) continue ;; esac    # our own runtime
    owner=$(owner_of "$path" || true)
    if [ -z "$owner" ]; then
      echo "$path is needed by $(basename "$lib") but no package owns it"
    elif [[ $'\n'"$closure"$'\n' != *$'\n'"$owner"$'\n'* ]]; then
      echo "$name is needed by $(basename "$lib"); it comes from $owner, which docshape does not depend on"
    fi
  done < <(LD_LIBRARY_PATH="$runtime_libs" ldd "$lib" 2>/dev/null | sed 's/^\s*//' | grep '=>' || true)
done <"$out/natives.txt" | sort -u >"$out/natives-problems.txt"
checked=$(grep -c . "$out/natives.txt" || true)
javafx_libs=$(grep -c '/.openjfx/' "$out/natives.txt" || true)
if [ ! -s "$out/natives-problems.txt" ] && [ "$javafx_libs" -gt 0 ]; then
  pass "$checked libraries ($javafx_libs of JavaFX); every library they load comes with the package's dependencies"
elif [ "$javafx_libs" -eq 0 ]; then
  fail "JavaFX unpacked no native libraries into $user_home/.openjfx (did the window start?)"
fi
while read -r problem; do fail "$problem"; done <"$out/natives-problems.txt"

# the test user goes before the leftover search: its home holds DocShape's per-user files
remove_check_user && pass "test user $check_user and its home removed" || fail "could not remove the test user $check_user"

# --- 6. remove --------------------------------------------------------------------------------
step "remove: apt-get remove docshape, then purge"
apt-get remove -y "$package" >"$out/remove.log" 2>&1 && pass "removed" || fail "apt-get remove failed (remove.log)"
status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
case "$status" in
  ""|"unknown ok not-installed"|"deinstall ok not-installed") pass "nothing of the package is registered after remove" ;;
  *) say "  note  status after remove: $status; purging"; apt-get purge -y "$package" >>"$out/remove.log" 2>&1 ;;
esac
[ ! -e "$install_dir" ] && pass "$install_dir is gone" || fail "$install_dir is still there"
[ ! -e "$command_link" ] && [ ! -L "$command_link" ] && pass "$command_link is gone" || fail "$command_link is still there"
[ ! -e "$cli_link" ] && [ ! -L "$cli_link" ] && pass "$cli_link is gone" || fail "$cli_link is still there"
command -v docshape >/dev/null && fail "docshape is still on the PATH ($(command -v docshape))" || pass "docshape is no longer a command"
if grep -rlis docshape /usr/share/applications /usr/share/mime /usr/share/icons/hicolor 2>/dev/null | grep -q .; then
  fail "still mentioned in: $(grep -rlis docshape /usr/share/applications /usr/share/mime /usr/share/icons/hicolor | tr '\n' ' ')"
else
  pass "no menu entry, MIME type or icon mentions docshape"
fi
leftover_candidates >"$out/after.txt"
left=$(comm -13 "$out/before.txt" "$out/after.txt")
if [ -z "$left" ]; then
  pass "no file or folder named *docshape* left anywhere (outside /tmp, /work, ~/.m2)"
else
  fail "left behind: $(printf '%s ' $left)"
fi

# --- summary ----------------------------------------------------------------------------------
{
  say "deb: $(basename "$deb")"
  say "deb size: $(du -h "$deb" | cut -f1) ($(stat -c %s "$deb") bytes)"
  say "installed size: $((installed_kb / 1024)) MiB, of which the Java runtime $runtime_mib MiB"
  say "launch to window: ${first_window_s:-n/a} s first start, ${second_window_s:-n/a} s second start"
  say "docshape --version: ${gui_version_s:-n/a} s"
  say "docshape-cli --version: ${cli_version_s:-n/a} s"
} | tee "$out/numbers.txt" | sed 's/^/  /'
say
if [ "$failures" -gt 0 ]; then
  say "check-deb: FAILED ($failures failed, $skips skipped)"
  exit 1
fi
say "check-deb: passed ($skips skipped)"
