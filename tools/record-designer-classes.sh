#!/usr/bin/env bash
# Records the classes of the JDK and of JavaFX that the installed designer loads until it shows FILE, into
# installer/src/cds/designer-classes.txt (the list the installer's runtime class-data archive is made from,
# decision 0408). Run it after a change of JDK or JavaFX version, on an app image built with
#   ./mvnw -B -Pinstaller -DskipTests -pl installer -am package
#   tools/record-designer-classes.sh installer/target/jpackage/app-image/DocShape FILE
# FILE: a large project, say the one OpenBenchmark writes (app/target/benchmark/large-500.docshape).
# Needs Xvfb, xwininfo and ImageMagick.
set -eu
image=$(cd "$1" && pwd); file=$(readlink -f "$2")
out=$(cd "$(dirname "$0")/.." && pwd)/installer/src/cds/designer-classes.txt
work=$(mktemp -d)
display=:$((90 + $$ % 400))
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 300); do xwininfo -display "$display" -root >/dev/null 2>&1 && break; sleep 0.1; done
HOME="$work" DISPLAY="$display" "$image/lib/runtime/bin/java" -XX:DumpLoadedClassList="$work/all.txt" \
  -cp "$image/lib/app/*" dev.docshape.app.Launcher "$file" >"$work/app.log" 2>&1 &
app=$!
# until the diagram is drawn: the menu bar's strip holds text (the designer, not the opening frame, decision 0471) and
# the upper middle of the canvas, above the opening frame's line of text, more than a grid's few colours
window=
for _ in $(seq 3000); do
  kill -0 "$app" 2>/dev/null || { cat "$work/app.log" >&2; exit 1; }
  for candidate in $(xwininfo -display "$display" -root -children 2>/dev/null | sed -n 's/^ *\(0x[0-9a-f]*\) "[^"]* DocShape":.*/\1/p'); do
    xwininfo -display "$display" -id "$candidate" 2>/dev/null | grep -q IsViewable && window=$candidate
  done
  if [ -n "$window" ] && import -display "$display" -window "$window" "$work/w.png" 2>/dev/null \
    && [ "$(convert "$work/w.png" -crop 400x24+0+0 +repage -format '%k' info: 2>/dev/null || echo 0)" -gt 4 ] \
    && [ "$(convert "$work/w.png" -crop 500x150+250+200 +repage -format '%k' info: 2>/dev/null || echo 0)" -gt 40 ]; then
    break
  fi
  sleep 0.2
done
kill "$app"; wait "$app" 2>/dev/null || true
{
  grep '^#' "$out" 2>/dev/null || true   # keep the explanation at the top
  # the runtime's own classes (JDK and JavaFX modules), not those of the program's jars nor generated proxies
  grep -E '^(@lambda-proxy )?(java|javax|jdk|sun|com/sun|javafx)/|^@lambda-form-invoker' "$work/all.txt" \
    | grep -vE '^(@lambda-proxy )?jdk/proxy'
} >"$work/list.txt"
mv "$work/list.txt" "$out"
echo "$(grep -vc '^#' "$out") entries written to $out"
