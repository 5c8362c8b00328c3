#!/usr/bin/env bash
# Installs the system packages LayoutSnap needs on Debian/Ubuntu, only those that are missing.
# Non-interactive; safe to run repeatedly. Needs root (or sudo) only when something is missing.
#
#   bash scripts/setup.sh         what building and rendering need
#   bash scripts/setup.sh test    also what `swift test` needs: chromium (a test opens the snapshot report in it)
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev libfreetype-dev libfontconfig1-dev libharfbuzz-dev libicu-dev libdeflate-dev libssl-dev libyaml-dev
  librsvg2-dev libpoppler-glib-dev
  fonts-inter fonts-noto-core fonts-noto-ui-core fonts-noto-cjk fonts-noto-color-emoji fonts-symbola
  librsvg2-bin
)

for argument in "$@"; do
  case "$argument" in
    test) packages+=(chromium python3-gi gir1.2-pango-1.0 python3-jsonschema) ;;
    *) echo "setup: unknown argument '$argument' (the only one is: test)" >&2; exit 2 ;;
  esac
done

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all system packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
