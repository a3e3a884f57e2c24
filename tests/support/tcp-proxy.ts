// A TCP proxy in front of PostgreSQL that a test can cut: "down" refuses new connections and
// drops the open ones; "hang" accepts connections and never answers; "up" forwards again.
import net from "node:net";

export type ProxyMode = "up" | "down" | "hang";

export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = "up";
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (mode === "down") {
      client.destroy();
      return;
    }
    if (mode === "hang") return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    setMode(next: ProxyMode) {
      mode = next;
      if (next !== "up") for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
