// The server the browser tests run against: a production build on a fresh embedded database
// (demo store seeded on start), on E2E_PORT (default 3100). Its clock runs ahead by what the file
// e2eClockFile(port) holds (the subscription journey moves time with it; absent, the real time), and billing
// runs only when a test asks for it. Its e-mail goes to an SMTP server on E2E_PORT + 25, which the specs that read
// e-mail start.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwright-e2e-"));
const clockFile = path.join(os.tmpdir(), `cartwright-e2e-clock-${port}`);
fs.rmSync(clockFile, { force: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  DATABASE_URL: "",
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  CLOCK_OFFSET_FILE: clockFile,
  BILLING_INTERVAL_SECONDS: "0",
  // E-mail goes to the SMTP server a spec starts on E2E_PORT + 25 (e2e/support/smtp.ts; E2E_PORT + 1 is where specs
  // start servers of their own), sent every second.
  SMTP_URL: process.env.E2E_SMTP_URL ?? `smtp://127.0.0.1:${Number(port) + 25}`,
  EMAIL_INTERVAL_SECONDS: "1",
  SIGN_IN_ATTEMPTS_PER_MINUTE: process.env.SIGN_IN_ATTEMPTS_PER_MINUTE ?? "0",
  // A form posted without JavaScript costs as one request here (5 in production: lib/http/limits/action-limit.ts): the specs post
  // many forms from one address, and the limit is checked by its unit test.
  ACTION_FORM_POST_COST: process.env.ACTION_FORM_POST_COST ?? "1",
  // The specs place many orders from one address, mostly unpaid (docs/security.md "Shoppers' orders and mail").
  SHOPPER_ORDER_LIMITS: process.env.SHOPPER_ORDER_LIMITS ?? "off",
};
delete env.DATABASE_URL;

// `--build-only` builds and exits: `npm run test:e2e` builds first, so Playwright's wait for the server (a cap,
// not a measure) covers only its start, however long a busy machine takes to build.
if (process.env.E2E_SKIP_BUILD !== "1") {
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (process.argv.includes("--build-only")) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
// Idle connections are kept for a minute, as `npm start` keeps them (docs/operations.md "Production").
const server = spawn("npx", ["next", "start", "-p", port, "--keepAliveTimeout", "65000"], { stdio: "inherit", env });
const stop = () => {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
