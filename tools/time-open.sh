#!/usr/bin/env bash
# Times opening a project file as a user sees it: from the launch of the program until its window
# is mapped, first painted (the first frame: "Opening NAME…", decision 0471), shows the designer (its menu
# bar holds text), shows the diagram (the canvas area holds more than a grid's few colours: with a large model's
# build in slices, decision 0514, its first slice of cards), and has it complete (the status line no longer says
# "Opening NAME…" as it did in the designer's first frame: it says so until the last slice of lines is in). Runs under an Xvfb display of its own, with an empty home, several times.
#   tools/time-open.sh TARGET FILE [RUNS] [JAVA_OPTION...]
# TARGET is a built checkout (started as ./docshape starts the window: its jars on the class path,
# app/target/docshape-app.jar and app/target/lib) or an app image (installer/target/jpackage/app-image/DocShape,
# started through its launcher bin/DocShape, as the installed program). JAVA_OPTIONs go to the JVM as given
# (say -XX:SharedArchiveFile=...); to an app image's launcher, which ignores JDK_JAVA_OPTIONS, through JAVA_TOOL_OPTIONS.
# Each line also gives the process's CPU time (user + system) at each step: on a loaded machine the wall
# time mostly waits for a core. UNTIL=painted stops each start at its first painted frame (quicker, for the
# window's own figures). Needs Xvfb, xwininfo and ImageMagick.
set -u
target=$(cd "$1" && pwd); file=$(readlink -f "$2"); runs=${3:-3}; shift 3 2>/dev/null || shift $#
if [ -x "$target/bin/DocShape" ]; then kind=image
elif [ -f "$target/app/target/docshape-app.jar" ]; then kind=checkout
else echo "time-open: $target is neither a built checkout (app/target/docshape-app.jar) nor an app image (bin/DocShape)" >&2; exit 2
fi
display=:$((90 + $$ % 400))
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null' EXIT
# wait until the display answers (at most about 30 s)
for _ in $(seq 300); do xwininfo -display "$display" -root >/dev/null 2>&1 && break; sleep 0.1; done
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
# CPU seconds (user + system) the program has used so far
cpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / hz }' "/proc/$1/stat" 2>/dev/null; }
# The designer's window once it is mapped: a top-level window named like the program, viewable and larger
# than a dialog's minimum. jpackage's launcher (and JavaFX) also make small unmapped windows of that name
# (10x10), which are never painted.
designer_window() {
  xwininfo -display "$display" -root -children 2>/dev/null \
    | sed -n 's/^ *\(0x[0-9a-f]*\) "[^"]*docshape[^"]*":.* \([0-9]*\)x\([0-9]*\)+.*/\1 \2 \3/Ip' \
    | while read -r id width height; do
        [ "$width" -ge 400 ] && [ "$height" -ge 300 ] || continue
        xwininfo -display "$display" -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable' && { echo "$id"; break; }
      done
}
for run in $(seq "$runs"); do
  home=$(mktemp -d)
  t0=$(now)
  if [ "$kind" = image ]; then
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" DISPLAY="$display" \
      JAVA_TOOL_OPTIONS="$*" "$target/bin/DocShape" "$file" >"$home/app.log" 2>&1 &
  else
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" DISPLAY="$display" \
      java "$@" -cp "$target/app/target/docshape-app.jar:$target/app/target/lib/*" dev.docshape.app.Launcher "$file" \
      >"$home/app.log" 2>&1 &
  fi
  app=$!
  window= mapped= painted= built= drawn= complete= opening=
  while [ -z "$complete" ] && { [ "${UNTIL:-drawn}" != painted ] || [ -z "$painted" ]; } && kill -0 "$app" 2>/dev/null && [ "$(since "$t0" | cut -d. -f1)" -lt "${TIME_LIMIT:-300}" ]; do
    if [ -z "$window" ]; then
      window=$(designer_window)
      [ -n "$window" ] && mapped="$(since "$t0") s ($(cpu "$app") s CPU)"
    else
      import -display "$display" -window "$window" "$home/w.png" 2>/dev/null || continue
      [ -z "$painted" ] && [ "$(identify -format '%k' "$home/w.png" 2>/dev/null || echo 0)" -gt 1 ] && painted="$(since "$t0") s ($(cpu "$app") s CPU)"
      # the menu bar's strip: one colour in the opening frame, text once the designer is built
      [ -z "$built" ] && [ "$(convert "$home/w.png" -crop 400x24+0+0 +repage -format '%k' info: 2>/dev/null || echo 0)" -gt 4 ] \
        && built="$(since "$t0") s ($(cpu "$app") s CPU)"
      # the status line's left end: "Opening NAME…" from the designer's first frame until the diagram is complete
      status=$(convert "$home/w.png" -gravity southwest -crop 300x20+0+0 +repage -format '%#' info: 2>/dev/null)
      [ -n "$built" ] && [ -z "$opening" ] && opening=$status
      [ -n "$drawn" ] && [ -n "$opening" ] && [ "$status" != "$opening" ] && complete="$(since "$t0") s ($(cpu "$app") s CPU)"
      # the upper middle of the canvas (above the opening frame's line of text): a grid alone has a handful of
      # colours, cards with text many more
      [ -n "$built" ] && [ -z "$drawn" ] && [ "$(convert "$home/w.png" -crop 500x150+250+200 +repage -format '%k' info: 2>/dev/null || echo 0)" -gt 40 ] && drawn="$(since "$t0") s ($(cpu "$app") s CPU)"
      # the first painted frame, to see what the user saw first
      [ -n "$painted" ] && [ ! -f "$home/first.png" ] && cp "$home/w.png" "$home/first.png"
    fi
    sleep 0.1
  done
  echo "run $run: window mapped ${mapped:-?}, painted ${painted:-?}, designer shown ${built:-?}, diagram drawn ${drawn:-?}, complete ${complete:-?} after launch"
  [ -n "$window" ] && cp "$home/w.png" "${TMPDIR:-/tmp}/time-open-last.png" 2>/dev/null
  [ -f "$home/first.png" ] && cp "$home/first.png" "${TMPDIR:-/tmp}/time-open-first.png" 2>/dev/null
  if ! kill -0 "$app" 2>/dev/null; then wait "$app"; echo "  the program ended by itself, status $?"; fi
  [ -n "$complete" ] || [ "${UNTIL:-drawn}" = painted ] || sed 's/^/  app: /' "$home/app.log" | tail -n 5
  kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
  rm -rf "$home"
done
