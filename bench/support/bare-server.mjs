// The bare baseline of `npm run bench:cart`: node:http answering every request with the same bytes
// as an add-to-cart response. Usage: node bench/support/bare-server.mjs <port> <file-with-the-bytes>
import fs from "node:fs";
import http from "node:http";

const [port, file] = process.argv.slice(2);
const bytes = fs.readFileSync(file);
http
  .createServer((req, res) => {
    req.on("data", () => {});
    req.on("end", () => {
      res.writeHead(201, { "content-type": "application/json; charset=utf-8", "content-length": bytes.length });
      res.end(bytes);
    });
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
