#!/bin/sh
# Install the Anno Desktop bundle for the current user (no root needed), or remove it:
#   ./install.sh            copy this folder to ~/.local/share/anno-desktop and add the
#                           launcher, menu entry, icons and ~/.local/bin/anno-desktop
#   ./install.sh --uninstall  remove all of that again (your saves and settings stay)
set -eu
app_id=io.github.annodesktop.AnnoDesktop
here=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
target="$data/anno-desktop"
bin="$HOME/.local/bin"

remove() {
    rm -rf "$target"
    rm -f "$bin/anno-desktop" "$data/applications/$app_id.desktop" "$data/metainfo/$app_id.metainfo.xml"
    find "$data/icons/hicolor" -name "$app_id.*" -delete 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    remove
    echo "Anno Desktop removed. Saves and settings were kept (see the README to remove them too)."
    exit 0
fi

if [ "$here" != "$target" ]; then
    remove
    mkdir -p "$data"
    cp -R "$here" "$target"
fi
mkdir -p "$bin" "$data/applications" "$data/metainfo" "$data/icons"
ln -sf "$target/anno-desktop" "$bin/anno-desktop"
sed "s|^Exec=.*|Exec=$target/anno-desktop|" "$target/$app_id.desktop" > "$data/applications/$app_id.desktop"
cp "$target/$app_id.metainfo.xml" "$data/metainfo/"
cp -R "$target/share/icons/hicolor" "$data/icons/"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q "$data/icons/hicolor" || true
echo "Anno Desktop installed: find it in your applications menu, or run $bin/anno-desktop"
