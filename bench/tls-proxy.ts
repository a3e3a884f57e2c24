// Cartwright behind a TLS-terminating reverse proxy, as docs/operations.md "Behind a TLS proxy" sets it up:
// `next start` on plain HTTP, and Caddy (Debian's package) in front of it serving https with its own local CA
// (`tls internal`). Then EP's clients, trusting that CA (NODE_EXTRA_CA_CERTS), check over https what a client on
// another origin depends on: absolute URLs come out https://…, the session cookie is Secure, CORS is granted to
// the allowed origin only (bench/support/tls-client.ts). Caddy runs without systemd, in its own process group,
// with its data and config in a temporary folder, its admin endpoint off; both are stopped by process group.
//
//   npm run test:tls          (SKIP_BUILD=1 to reuse a build; TLS_PORTS=<https>,<app>, default 3443,3480)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensureFreshBuild, startNext, tempDataDir, type Server } from "./support/servers";

const [HTTPS_PORT, APP_PORT] = (process.env.TLS_PORTS ?? "3443,3480").split(",").map(Number);
const BASE = `https://localhost:${HTTPS_PORT}`;
const ALLOWED_ORIGIN = "https://storefront.example";

function caddyfile(dataDir: string): string {
  return `{
	admin off
	auto_https disable_redirects
	skip_install_trust
	storage file_system {
		root ${dataDir}
	}
	https_port ${HTTPS_PORT}
}

${BASE} {
	bind 127.0.0.1
	tls internal
	reverse_proxy 127.0.0.1:${APP_PORT} {
		transport http {
			keepalive 60s
		}
	}
}
`;
}

/** Stops a process group: SIGTERM, SIGKILL after 10 s. */
async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // gone
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function until(what: string, ready: () => boolean | Promise<boolean>, child: ChildProcess, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`${what}: the process exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

async function main() {
  if (spawnSync("caddy", ["version"]).status !== 0) throw new Error("caddy is not installed (Debian: apt-get install -y caddy)");
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  const dir = tempDataDir("cartwright-tls");
  let app: Server | undefined;
  let caddy: ChildProcess | undefined;
  let status = 1;
  try {
    app = await startNext(APP_PORT, {
      DATABASE_URL: "",
      DATA_DIR: path.join(dir, "db"),
      DEMO_STORE: "on",
      // Caddy connects from this machine: its X-Forwarded-* headers are believed, anyone else's are not.
      TRUSTED_PROXIES: "127.0.0.1",
      CORS_ALLOWED_ORIGINS: ALLOWED_ORIGIN,
    });
    const config = path.join(dir, "Caddyfile");
    fs.writeFileSync(config, caddyfile(path.join(dir, "caddy")));
    caddy = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: path.join(dir, "data"), XDG_CONFIG_HOME: path.join(dir, "config") },
      stdio: ["ignore", "ignore", fs.openSync(path.join(dir, "caddy.log"), "w")],
      detached: true,
    });
    const rootCa = path.join(dir, "caddy", "pki", "authorities", "local", "root.crt");
    await until("caddy", async () => fs.existsSync(rootCa) && (await listening(HTTPS_PORT)), caddy);
    console.log(`caddy serves ${BASE} → next start on ${APP_PORT} (local CA ${rootCa})`);
    const client = spawnSync("npx", ["tsx", "bench/support/tls-client.ts"], {
      stdio: "inherit",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: rootCa, TLS_BASE: BASE, TLS_CORS_ORIGIN: ALLOWED_ORIGIN },
    });
    status = client.status ?? 1;
    if (status !== 0) console.log(`caddy's log: ${path.join(dir, "caddy.log")}`);
  } finally {
    if (caddy) await stopGroup(caddy);
    await app?.stop();
    if (status === 0) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Cartwright behind a TLS proxy: ${status === 0 ? "held" : "NOT held"}`);
  process.exit(status);
}

await main();
