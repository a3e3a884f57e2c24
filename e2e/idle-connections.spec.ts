import net from "node:net";
import { expect, test } from "@playwright/test";

// A client that keeps its connection open between requests (a browser, an SDK, a proxy in front of several
// instances) must not have it closed under it after a few idle seconds: a request written as the server closes
// the connection is reset (ECONNRESET). The server keeps idle connections for a minute (`npm start` and the test
// server pass --keepAliveTimeout; docs/operations.md).
test("an idle kept-alive connection is still open after eight seconds, and answers a second request", async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  let closedAt: number | undefined;
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => (received += chunk));
  socket.on("close", () => (closedAt = Date.now()));
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const request = `GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`;
  socket.write(request);
  await expect.poll(() => received.includes("HTTP/1.1 200")).toBe(true);
  const idleFrom = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  expect(closedAt, `closed after ${closedAt! - idleFrom} ms idle`).toBeUndefined();
  received = "";
  socket.write(request);
  await expect.poll(() => received.includes("HTTP/1.1 200")).toBe(true);
  socket.destroy();
});
