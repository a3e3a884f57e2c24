// npm run staff:create-owner -- --email owner@example.com --name "Ada Owner"
// Creates an owner of the store's admin (docs/operations.md "The store's owner"). The password comes from
// ADMIN_OWNER_PASSWORD, else from standard input (one line), never from the command line (it would stay in the
// shell's history and the process list).
import { closeDb, storageTarget } from "@/lib/storage/db";
import { createOwner } from "@/lib/commerce/staff/staff-members";
import { ApiError } from "@/lib/commerce/errors";

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_OWNER_PASSWORD) return process.env.ADMIN_OWNER_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write("Password (at least 8 characters), then Enter: ");
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

const email = flag("email");
if (!email) {
  console.error('usage: npm run staff:create-owner -- --email owner@example.com [--name "Ada Owner"]  (password: ADMIN_OWNER_PASSWORD or standard input)');
  process.exit(2);
}
try {
  const owner = await createOwner({ email, name: flag("name"), password: await readPassword() });
  console.log(`owner created: ${owner.name} <${owner.email}> (${storageTarget().driver})`);
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  console.error(error.errors[0]?.detail ?? error.message);
  process.exitCode = 1;
} finally {
  await closeDb();
}
