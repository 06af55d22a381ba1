#!/bin/sh
# Makes the class-data archive of DocShape's own classes where the package put the jars, and names it in the
# launcher's options (decisions 0427, 0456). The .deb's postinst and the .rpm's %post run it after installing:
#
#   sh /opt/docshape/lib/app/train-class-archive.sh /opt/docshape
#
# A training start (`--train`) loads the classes and, given a display, opens the real window, which opens the
# examples and a large model and closes; the JVM archives what it loaded when it exits. Xvfb gives the window a
# display of its own where it is installed (never the display of the desktop the install runs from); without it,
# or when the window fails, the training loads the classes only. Each run is bounded (a hung training must not hang
# the installation), and a training that fails leaves the launcher as jpackage made it: this script never fails.
install_dir=${1:-/opt/docshape}
launcher=$install_dir/bin/DocShape
class_archive=$install_dir/lib/docshape.jsa
launcher_cfg=$install_dir/lib/app/DocShape.cfg
archive_option="java-options=-XX:SharedArchiveFile=$class_archive"
limit=${DOCSHAPE_TRAIN_SECONDS:-240}   # each attempt; the window attempt took about 60 s CPU on a loaded machine

# one training run of the launcher, bounded; $@ goes in front of it (xvfb-run and its options, or nothing)
train() {
    rm -f "$class_archive"
    env -u DISPLAY -u WAYLAND_DISPLAY \
        JAVA_TOOL_OPTIONS="-XX:ArchiveClassesAtExit=$class_archive -Xlog:cds=off -Xlog:cds+dynamic=off" \
        timeout -k 10 "$limit" "$@" "$launcher" --train >/dev/null 2>&1 && [ -s "$class_archive" ]
}

rm -f "$class_archive"
[ -f "$launcher_cfg" ] || exit 0
sed -i "\\|^$archive_option\$|d" "$launcher_cfg"
# a launcher that names an archive of its own (JDK 25 and later: one per user, decision 0384) is left as it is
grep -q 'SharedArchiveFile' "$launcher_cfg" && exit 0
command -v timeout >/dev/null 2>&1 || { echo "docshape: no 'timeout' command; no class-data archive made." >&2; exit 0; }

# DOCSHAPE_TRAIN_WINDOW=no trains without the window even where Xvfb is (installer/check-rpm.sh, quicker)
if [ "${DOCSHAPE_TRAIN_WINDOW:-yes}" = yes ] && command -v xvfb-run >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1 \
        && train xvfb-run -a -s '-screen 0 1280x800x24 -nolisten tcp'; then
    made="with the window"
elif train; then
    made="classes only"
else
    rm -f "$class_archive"
    echo "docshape: no class-data archive made; DocShape starts without one of its own classes." >&2
    exit 0
fi
sed -i "s|^\\[JavaOptions\\]\$|&\\n$archive_option|" "$launcher_cfg"
echo "docshape: class-data archive made ($made)." >&2
exit 0
