// Each API test file gets a database of its own: PGlite memory:// by default, or, when
// DATABASE_URL is set (CI's PostgreSQL run), a fresh PostgreSQL database dropped afterwards.
import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { Client } from "pg";
import { closeDb } from "@/lib/storage/db";

const baseUrl = process.env.DATABASE_URL;
let created: { admin: string; name: string } | undefined;

if (baseUrl) {
  // TEST_DATABASE_PREFIX: a shared machine's engineers each name their own databases.
  const name = `${process.env.TEST_DATABASE_PREFIX ?? "cw_test"}_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  created = { admin: baseUrl, name };
}

afterAll(async () => {
  await closeDb();
  if (created) {
    const admin = new Client({ connectionString: created.admin });
    await admin.connect();
    await admin.query(`drop database if exists ${created.name} with (force)`);
    await admin.end();
  }
});
