// Where Playwright finds Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download.
import fs from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The executable to launch, or undefined to use Playwright's download; null when there is none. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser
  }
  return null;
}
