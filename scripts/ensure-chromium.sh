#!/usr/bin/env bash
# The browser suite drives Debian's Chromium headless shell (Playwright cannot download its own browser here): the
# old headless mode, the same engine without the browser's windowing, at 58% of the full browser's CPU (decision 140).
# Both halves of the suite may ask at once: one installs, the other waits for it (apt takes one at a time).
set -euo pipefail
exec 8>"${TMPDIR:-/tmp}/reefid-ensure-chromium.lock"
flock 8
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Installing Debian's chromium-headless-shell for the browser suite..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; then
  /usr/bin/chromium-headless-shell --version
elif [ -x /usr/bin/chromium ]; then
  # playwright.config.ts then drives the full browser: the same tests, at more CPU.
  echo "chromium-headless-shell could not be installed: the browser suite runs on /usr/bin/chromium" >&2
else
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  /usr/bin/chromium --version
fi
