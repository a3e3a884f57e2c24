import { findChromium } from "./browser.mjs";

if (findChromium() === null) {
  console.error(
    "No Chromium for the browser tests: install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.",
  );
  process.exit(1);
}
