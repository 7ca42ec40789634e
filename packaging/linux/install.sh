#!/bin/sh
# Install the Anno Desktop bundle for the current user (no root needed), or remove it:
#   ./install.sh              copy the program to ~/.local/share/anno-desktop-app and add the
#                             menu entry, AppStream metadata, icons and ~/.local/bin/anno-desktop
#   ./install.sh --uninstall  remove all of that again
#
# The player's saves and settings live elsewhere (~/.local/share/anno-desktop,
# ~/.config/anno-desktop, ~/.local/state/anno-desktop): this script never writes to, moves or
# deletes anything there, except the program files an older version of it copied into
# ~/.local/share/anno-desktop, which it removes one known name at a time.
set -eu
app_id=io.github.annodesktop.AnnoDesktop
# What a bundle holds (packaging/build.py): only these names are copied.
bundle_files="anno-desktop _internal share $app_id.desktop $app_id.metainfo.xml install.sh LICENSE"
# What a 0.1.0 bundle held, the only names removed from the folder it was installed in.
old_bundle_files="anno-desktop _internal $app_id.desktop $app_id.metainfo.xml install.sh"
marker=.installed-by-anno-desktop

fail() {
    echo "install.sh: $*" >&2
    exit 1
}

# An XDG base directory: the variable when it holds an absolute path, else the default (the
# XDG Base Directory rule, which platformdirs follows too).
xdg() {
    case "$1" in
        /*) printf '%s\n' "$1" ;;
        *) printf '%s\n' "$2" ;;
    esac
}

# A path with repeated and trailing slashes dropped and the part that exists resolved through
# symbolic links, so two spellings of one folder compare equal.
canon() {
    case "$1" in
        /*) p=$1 ;;
        *) p="$PWD/$1" ;;
    esac
    p=$(printf '%s\n' "$p" | sed -e 's|//*|/|g' -e 's|\(.\)/$|\1|')
    rest=
    while [ ! -d "$p" ]; do
        rest="/${p##*/}$rest"
        p=${p%/*}
        [ -n "$p" ] || p=/
    done
    p=$(cd "$p" && pwd -P)
    [ "$p" = / ] && p=
    printf '%s%s\n' "$p" "$rest"
}

# True when folder $1 is folder $2, lies inside it, or holds it.
overlaps() {
    a=$(canon "$1")/
    b=$(canon "$2")/
    case "$a" in "$b"*) return 0 ;; esac
    case "$b" in "$a"*) return 0 ;; esac
    return 1
}

# The Exec= value that runs the program at path $1 (Desktop Entry Specification: the path as
# one double-quoted argument, with \ " ` $ escaped inside the quotes, every backslash then
# escaped again as the string rule asks, and % doubled).
exec_value() {
    printf '"%s"\n' "$(printf '%s\n' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')"
}

case "${HOME:-}" in
    /*) ;;
    *) fail "HOME is not set to an absolute path, so there is no place to install to." ;;
esac
case "$#:${1:-}" in
    0: | "1:--uninstall") ;;
    *) fail "unknown arguments '$*'. Use no argument to install, or --uninstall to remove." ;;
esac

here=$(cd "$(dirname "$0")" && pwd -P)
data=$(xdg "${XDG_DATA_HOME:-}" "$HOME/.local/share")
config=$(xdg "${XDG_CONFIG_HOME:-}" "$HOME/.config")
state=$(xdg "${XDG_STATE_HOME:-}" "$HOME/.local/state")
target="$data/anno-desktop-app"
old_target="$data/anno-desktop"
bin="$HOME/.local/bin"
link="$bin/anno-desktop"

case "$target" in
    *'
'*) fail "the install folder '$target' has a line break in its name; a menu entry cannot start a program there." ;;
esac
# The program's folder must never be, hold or sit inside a folder with the player's files
# (platformdirs' user_data_dir, user_config_dir and user_state_dir, or ANNO_DESKTOP_HOME).
for user_dir in "$data/anno-desktop" "$config/anno-desktop" "$state/anno-desktop" \
    ${ANNO_DESKTOP_HOME:+"$ANNO_DESKTOP_HOME"}; do
    for ours in "$target" "$target.new"; do
        if overlaps "$ours" "$user_dir"; then
            fail "the install folder '$ours' would overlap '$user_dir', where your saves or settings are kept; nothing was changed."
        fi
    done
done
if [ -e "$target" ] && [ ! -f "$target/$marker" ]; then
    fail "'$target' exists but was not made by this script; move it away and run install.sh again. Nothing was changed."
fi

# True when $link is a symbolic link to a program this script installed.
our_link() {
    [ -L "$link" ] || return 1
    case "$(readlink "$link")" in
        "$target/anno-desktop" | "$old_target/anno-desktop") return 0 ;;
    esac
    return 1
}

remove_entries() {
    if our_link; then
        rm -f "$link"
    fi
    rm -f "$data/applications/$app_id.desktop" "$data/metainfo/$app_id.metainfo.xml"
    if [ -d "$data/icons/hicolor" ]; then
        find "$data/icons/hicolor" -path "*/apps/$app_id.*" -type f -exec rm -f {} +
    fi
}

# Versions before 0.1.1 copied the bundle into ~/.local/share/anno-desktop, the folder that
# also holds the saves. Remove the bundle's own names from there, and only when that folder
# holds our bundle (its executable beside its menu entry); saves/ and all else stay.
remove_old_layout() {
    [ -f "$old_target/anno-desktop" ] && [ -f "$old_target/$app_id.desktop" ] || return 0
    for name in $old_bundle_files; do
        rm -rf "${old_target:?}/$name"
    done
    # Its icons, and the folders that held only them.
    for apps in "$old_target"/share/icons/hicolor/*/apps; do
        [ -d "$apps" ] || continue
        rm -f "$apps/$app_id".*
        rmdir "$apps" "${apps%/apps}" 2>/dev/null || true
    done
    rmdir "$old_target/share/icons/hicolor" "$old_target/share/icons" "$old_target/share" \
        2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    remove_entries
    remove_old_layout
    if [ -f "$target/$marker" ]; then
        rm -rf "$target"
    fi
    echo "Anno Desktop removed. Saves and settings were kept (see the README to remove them too)."
    exit 0
fi

for name in anno-desktop "$app_id.desktop" "$app_id.metainfo.xml" share/icons/hicolor; do
    [ -e "$here/$name" ] || fail "'$here' is not a whole Anno Desktop bundle ('$name' is missing); unpack the archive again."
done

if [ "$here" != "$(canon "$target")" ]; then
    # Copy beside the old install first, so a failed copy leaves the old one working.
    staging="$target.new"
    rm -rf "$staging"
    mkdir -p "$staging"
    for name in $bundle_files; do
        if [ -e "$here/$name" ]; then
            cp -R "$here/$name" "$staging/$name"
        fi
    done
    echo "Anno Desktop program files, installed by install.sh; removed by install.sh --uninstall." \
        > "$staging/$marker"
    remove_entries
    rm -rf "$target"
    mv "$staging" "$target"
fi
remove_old_layout

mkdir -p "$data/applications" "$data/metainfo" "$data/icons"
if [ -e "$link" ] || [ -L "$link" ]; then
    if our_link; then
        ln -sf "$target/anno-desktop" "$link"
    else
        echo "Left '$link' alone: it belongs to another program or installation."
    fi
else
    mkdir -p "$bin"
    ln -s "$target/anno-desktop" "$link"
fi
exec_line="Exec=$(exec_value "$target/anno-desktop")"
EXEC_LINE=$exec_line awk '/^Exec=/ { print ENVIRON["EXEC_LINE"]; next } { print }' \
    "$target/$app_id.desktop" > "$data/applications/$app_id.desktop"
cp "$target/$app_id.metainfo.xml" "$data/metainfo/"
cp -R "$target/share/icons/hicolor" "$data/icons/"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
# An icon cache in the user's icon folder is refreshed, or the new icons would stay unseen;
# none is made where there was none (it would hide icons other programs add later).
if [ -f "$data/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
fi
echo "Anno Desktop installed in $target: find it in your applications menu, or run $link"
echo "Your saves and settings are kept where they were."
