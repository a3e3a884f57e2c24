// A real SMTP server on localhost for tests (the `smtp-server` package): it accepts every message and keeps it
// parsed (mailparser), or refuses them with the reply code a test asks for.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpInbox = {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Refuses the next `count` messages with `code` (451: try later; 550: never). */
  refuse(code: number, count?: number): void;
  /** The first message (from now or earlier) `match` accepts, waiting for it to arrive. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: { code: number; count: number } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusal && refusal.count > 0) {
          refusal.count -= 1;
          const error = Object.assign(new Error(refusal.code >= 500 ? "Message refused" : "Try again later"), { responseCode: refusal.code });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            messages.push(mail);
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    refuse(code, count = 1) {
      refusal = { code, count };
    },
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error("no such message arrived"));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
