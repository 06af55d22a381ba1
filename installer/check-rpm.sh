#!/usr/bin/env bash
# Checks DocShape's .rpm as far as a Debian machine can: it reads the package with `rpm -qp` and unpacks its
# payload instead of installing it (an rpm installed beside dpkg would own files dpkg does not know of).
#
#   installer/check-rpm.sh [PATH/TO/docshape-VERSION.x86_64.rpm]
#
# Without an argument it takes the .rpm from installer/target/jpackage/dist/, made (where rpmbuild exists) by
#   ./mvnw -B -Pinstaller -DskipTests -pl installer -am package
#
# Checks, in order (as check-deb.sh does for the .deb where it applies):
#   1. the header: name, version, the Requires of src/jpackage/rpm.args, no automatic requires
#   2. files: the launchers, the jars, the examples and the training script under /opt/docshape; nothing of
#      the filesystem's own folders (/opt, /usr, ...) claimed; no class-data archive shipped (it is made at
#      install time, decisions 0427, 0456)
#   3. the scripts (`rpm -qp --scripts`): %post adds the commands and runs the training, never failing the
#      installation; %preun removes the archive, the commands and the menu entry only when the package is erased
#   4. the training itself, on the unpacked payload: cut short by its time limit it names no archive and exits 0;
#      given time (classes only, no display) it makes the archive and names it in the launcher's options, and
#      the launcher then starts with it (`DocShape --version`)
# Artifacts (lists, scripts, logs) go to installer/target/check-rpm/. Needs rpm and rpm2archive (package rpm).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
out="$here/target/check-rpm"
package=docshape
install_dir=/opt/docshape
extension=docshape

failures=0
say() { printf '%s\n' "$*"; }
pass() { say "  ok    $*"; }
fail() { say "  FAIL  $*"; failures=$((failures + 1)); }
die() { say "check-rpm: $*" >&2; exit 2; }
step() { say; say "== $*"; }
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
# true when the lines of file $1 include the line $2 exactly
has_line() { grep -qxF -- "$2" "$1"; }

command -v rpm >/dev/null && command -v rpm2archive >/dev/null || die "needs rpm and rpm2archive (apt-get install rpm)"
rpm_file=${1:-}
if [ -z "$rpm_file" ]; then
  rpm_file=$(ls -t "$here"/target/jpackage/dist/${package}-*.rpm 2>/dev/null | head -n 1 || true)
  [ -n "$rpm_file" ] || die "no .rpm in installer/target/jpackage/dist; build it first (needs rpmbuild):
  ./mvnw -B -Pinstaller -DskipTests -pl installer -am package"
fi
[ -f "$rpm_file" ] || die "no such file: $rpm_file"
rpm_file=$(cd "$(dirname "$rpm_file")" && pwd)/$(basename "$rpm_file")
rm -rf "$out"
mkdir -p "$out"
say "check-rpm: $rpm_file"
say "check-rpm: artifacts in $out"

# --- 1. header ----------------------------------------------------------------------------------
step "header"
query() { rpm -qp --nosignature --queryformat "$1" "$rpm_file" 2>/dev/null; }
name=$(query '%{NAME}')
version=$(query '%{VERSION}')
[ "$name" = "$package" ] && pass "name $name" || fail "name is '$name', expected $package"
# the version the project's pom gives the packages (0.1.0-SNAPSHOT becomes 0.1.0)
pom_version=$(sed -n '0,/<version>/s:.*<version>\([0-9][^<-]*\).*</version>.*:\1:p' "$repo/pom.xml")
[ -n "$version" ] && [ "$version" = "$pom_version" ] && pass "version $version" \
  || fail "version '$version', the project's pom.xml says '$pom_version'"
# with -v each requirement says where it came from: "manual" (the spec's Requires), "interp" (a script's shell),
# "auto" (what rpmbuild found in the files, Autoreq)
rpm -qp --nosignature --requires -v "$rpm_file" 2>/dev/null | sort -u >"$out/requires.txt"
declared=$(sed -n 's/^--linux-package-deps //p' "$here/src/jpackage/rpm.args" | tr ',' '\n' | sed '/^$/d')
missing=
for dep in $declared; do has_line "$out/requires.txt" "manual: $dep" || missing="$missing $dep"; done
[ -z "$missing" ] && pass "requires the libraries of rpm.args ($(printf '%s\n' $declared | wc -l))" \
  || fail "does not require:$missing (requires.txt)"
automatic=$(grep -v '^manual: \|^[a-z,]*interp: /bin/sh$\|^rpmlib: \|rpmlib(' "$out/requires.txt" || true)
[ -z "$automatic" ] && pass "no automatic requires (only the declared ones and /bin/sh for the scripts)" \
  || fail "automatic requires crept in (Autoreq): $(printf '%s ' $automatic | cut -c1-200)"

# --- 2. files -----------------------------------------------------------------------------------
step "files"
rpm -qpl --nosignature "$rpm_file" 2>/dev/null | sort >"$out/files.txt"
say "  note  $(wc -l <"$out/files.txt") paths ($(du -h "$rpm_file" | cut -f1) package)"
for f in bin/DocShape bin/docshape-cli lib/app/DocShape.cfg lib/app/docshape-cli.cfg lib/app/train-class-archive.sh; do
  has_line "$out/files.txt" "$install_dir/$f" && pass "$install_dir/$f" || fail "no $install_dir/$f"
done
grep -q "^$install_dir/lib/app/docshape-app.*\.jar$" "$out/files.txt" && pass "the designer's jar" || fail "no docshape-app jar in $install_dir/lib/app"
grep -q "^$install_dir/lib/runtime/lib/server/libjvm.so$" "$out/files.txt" && pass "its own Java runtime" || fail "no Java runtime in $install_dir/lib/runtime"
packaged_examples=$(grep -c "^$install_dir/lib/app/examples/.*\.$extension$" "$out/files.txt" || true)
repo_examples=$(ls "$repo"/examples/*."$extension" 2>/dev/null | wc -l)
[ "$packaged_examples" -gt 0 ] && [ "$packaged_examples" = "$repo_examples" ] \
  && pass "$packaged_examples examples (the repository has $repo_examples)" \
  || fail "$packaged_examples examples packaged, the repository has $repo_examples"
outside=$(grep -v "^$install_dir\(/\|$\)" "$out/files.txt" || true)
[ -z "$outside" ] && pass "every path is under $install_dir (menu entry and commands come from %post)" \
  || fail "paths outside $install_dir: $(printf '%s ' $outside | cut -c1-200)"
own_archives=$(grep '\.jsa$' "$out/files.txt" | grep -v "^$install_dir/lib/runtime/" || true)
[ -z "$own_archives" ] && pass "no archive of DocShape's classes shipped (made at install time)" \
  || fail "ships a class-data archive of its own classes (it must be made at install time): $own_archives"

# --- 3. scripts ---------------------------------------------------------------------------------
step "scripts (rpm -qp --scripts)"
rpm -qp --nosignature --scripts "$rpm_file" >"$out/scripts.txt" 2>/dev/null
sed -n '/^postinstall scriptlet/,/^[a-z]* *scriptlet/p' "$out/scripts.txt" | sed '1d;$d' >"$out/post.sh"
sed -n '/^preuninstall scriptlet/,/^[a-z]* *scriptlet/p' "$out/scripts.txt" >"$out/preun.sh"
grep -qF "sh $install_dir/lib/app/train-class-archive.sh $install_dir || :" "$out/post.sh" \
  && pass "%post runs the training and goes on whatever it returns" || fail "%post does not run the training with '|| :' (post.sh)"
grep -q 'ln -s .*/bin/DocShape /usr/bin/docshape' "$out/post.sh" && pass "%post adds the docshape command" || fail "%post does not add /usr/bin/docshape"
grep -q 'ln -s .*/bin/docshape-cli /usr/bin/docshape-cli' "$out/post.sh" && pass "%post adds the docshape-cli command" || fail "%post does not add /usr/bin/docshape-cli"
sh -n "$out/post.sh" 2>"$out/post-syntax.txt" && pass "%post is valid sh" || fail "%post: $(head -n 1 "$out/post-syntax.txt")"
if grep -q 'if \[ "$1" = 0 \]' "$out/preun.sh" && grep -qF "rm -f $install_dir/lib/docshape.jsa" "$out/preun.sh"; then
  pass "%preun removes the archive, the commands and the menu entry only when the package is erased"
else
  fail "%preun does not remove $install_dir/lib/docshape.jsa under 'if [ \"\$1\" = 0 ]' (preun.sh)"
fi

# --- 4. the training on the unpacked payload ----------------------------------------------------
step "install-time training on the unpacked payload"
root="$out/root"
mkdir -p "$root"
(cd "$root" && rpm2archive - <"$rpm_file" | tar -xzf -) || die "could not unpack the payload"
image="$root$install_dir"
[ -x "$image/bin/DocShape" ] && pass "payload unpacked to $image" || die "no launcher in the unpacked payload"
script="$image/lib/app/train-class-archive.sh"
grep -q 'timeout -k' "$script" && pass "each training run is under timeout" || fail "the training script does not bound its runs with timeout"
archive_line="java-options=-XX:SharedArchiveFile=$image/lib/docshape.jsa"
cfg="$image/lib/app/DocShape.cfg"

# cut short: a limit of 0.05 s (GNU timeout takes fractions) ends every attempt before the JVM is up, however fast the
# machine (2 s was sometimes enough for the classes-only attempt); nothing named, exit 0
t0=$(now)
status=0
env DOCSHAPE_TRAIN_SECONDS=0.05 sh "$script" "$image" >"$out/train-short.log" 2>&1 || status=$?
if [ "$status" = 0 ] && ! grep -q SharedArchiveFile "$cfg" && [ ! -e "$image/lib/docshape.jsa" ]; then
  pass "cut short by its limit: exit 0 in $(seconds "$t0" "$(now)") s, no archive named ($(tr '\n' ' ' <"$out/train-short.log"))"
else
  fail "cut short: exit $status, launcher options: $(grep SharedArchiveFile "$cfg" || echo none) (train-short.log)"
fi

# given time, without a display: the classes-only training (0427's archive)
t0=$(now)
status=0
env -u DISPLAY DOCSHAPE_TRAIN_WINDOW=no DOCSHAPE_TRAIN_SECONDS=${DOCSHAPE_TRAIN_SECONDS:-240} sh "$script" "$image" \
  >"$out/train.log" 2>&1 || status=$?
if [ "$status" = 0 ] && [ -s "$image/lib/docshape.jsa" ] && has_line "$cfg" "$archive_line"; then
  pass "trained in $(seconds "$t0" "$(now)") s: $(du -h "$image/lib/docshape.jsa" | cut -f1) archive named in the launcher's options"
else
  fail "training: exit $status, archive $(ls -s "$image/lib/docshape.jsa" 2>/dev/null || echo missing) (train.log)"
fi
if version_out=$(env -u DISPLAY HOME="$out/home" JAVA_TOOL_OPTIONS=-Xshare:on "$image/bin/DocShape" --version 2>&1); then
  printf '%s\n' "$version_out" | grep -q "$version" && pass "the launcher starts with the archive (-Xshare:on): '$(printf '%s' "$version_out" | tail -n 1)'" \
    || fail "DocShape --version printed '$version_out'"
else
  fail "the launcher does not start with the archive: $(printf '%s' "$version_out" | tail -n 2)"
fi
# a second run (an upgrade's %post) names the archive once
status=0
env -u DISPLAY DOCSHAPE_TRAIN_WINDOW=no DOCSHAPE_TRAIN_SECONDS=${DOCSHAPE_TRAIN_SECONDS:-240} sh "$script" "$image" \
  >"$out/train-again.log" 2>&1 || status=$?
[ "$(grep -cxF -- "$archive_line" "$cfg")" = 1 ] && pass "trained again (an upgrade): the archive is named once" \
  || fail "after a second training the launcher names the archive $(grep -cxF -- "$archive_line" "$cfg") times"
rm -rf "$root"

say
if [ "$failures" -gt 0 ]; then
  say "check-rpm: FAILED ($failures failed)"
  exit 1
fi
say "check-rpm: passed"
