// The sign-in attempt store (lib/commerce/auth/sign-in-attempts.ts): failures per account and origin in
// sign_in_failures, and the GCRA buckets of an address's failures and an account's ceiling in rate_limit_buckets
// (their theoretical arrival time, as the API's limits keep it). The domain decides the policy and passes its
// numbers; each call is one statement, so that attempts racing on several instances cannot pass more than the
// counts allow. Times are milliseconds since the epoch, the domain's clock.
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../db";

/** A GCRA bucket: a take moves its tat on by `interval`; it may while tat stays within `tolerance` of now. */
export type Bucket = { interval: number; tolerance: number };

/** After `freeFailures` failures in a row, the pair is locked for `baseSeconds`, doubling with each further one up to `maxSeconds`. */
export type PairLock = { baseSeconds: number; freeFailures: number; maxSeconds: number };

/**
 * The pair's lock in seconds after `failures` in a row (0: not locked): the SQL twin of the domain's rule
 * (lib/commerce/auth/pair-lock.ts pairLockSeconds), bound to it by tests/api/sign-in-rules-sql.test.ts.
 */
export function pairLockSecondsSql(failures: SQL, lock: PairLock): SQL {
  return sql`(case when ${lock.baseSeconds}::float8 > 0 and ${failures} >= ${lock.freeFailures}
    then least(${lock.maxSeconds}::float8, ${lock.baseSeconds}::float8 * power(2::float8, ${failures} - ${lock.freeFailures})) else 0 end)`;
}

export type AdmitRequest = {
  at: number;
  /** The account, as sign-in counts it (trimmed, lower-cased). */
  account: string;
  /** The address, as sign-in counts it (an IPv6 address by its /64). */
  address: string;
  addressOrigin: string;
  /** The origin whose failures lock it out of the account: the device when the browser shows one, else the address. */
  pairOrigin: string;
  /** The browser showed a device cookie for the account: its origin is known. */
  device: boolean;
  /** The address's failures; undefined when not limited. */
  addressBucket?: Bucket;
  /** The account's ceiling; undefined when the policy has none or it is off. */
  ceiling?: Bucket;
  /** The pair's lock (PairLock), and how long its failures are remembered: one older than `memoryMs` starts the count again. */
  lock: PairLock & { memoryMs: number };
  /** When the pair is locked until if this is its first failure (0: not locked); the domain's pairLockSeconds(1). */
  firstLockUntil: number;
};

/** What admission read and did, for the domain to explain a refusal. */
export type AdmitOutcome = {
  admitted: boolean;
  known: boolean;
  pairLockedUntil: number | null;
  addressTat: number | null;
  ceilingGranted: number | null;
  ceilingTat: number | null;
};

export type SignInAttemptStore = {
  /** Counts the attempt as a failure on its pair and (from an unknown origin) takes a token of the ceiling, when it may. */
  admit(request: AdmitRequest): Promise<AdmitOutcome>;
  /** Gives a ceiling token back (the attempt did not count after all). */
  giveBackCeiling(account: string, interval: number): Promise<void>;
  /** Takes one from the address's failures, even past its tolerance. */
  takeAddressFailure(address: string, at: number, interval: number): Promise<void>;
  /**
   * Takes one from the address's failures when it has one left (a password about to be hashed for a sign-up or a
   * reset); the bucket's theoretical arrival time either way, for the wait.
   */
  takeAddressToken(address: string, at: number, bucket: Bucket): Promise<{ taken: boolean; tat: number }>;
  /** The account's owner proved who they are (a reset link): its ceiling is full again and its pairs unlocked; what is known to it stays known. */
  clearAccount(account: string): Promise<void>;
  /** Clears the pair's failures and gives back `ceilingGiveBack` of the ceiling; an address pair becomes known until `knownUntil`. */
  recordSuccess(success: { account: string; pairOrigin: string; addressOrigin: string; at: number; knownUntil: number; ceilingGiveBack: number }): Promise<void>;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const failureBucketKey = (address: string) => `sign-in-ip:${address}`;
const ceilingKey = (account: string) => `sign-in-account:${account}`;
const nullableNumber = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));

function sqlSignInAttemptStore(database?: Executor): SignInAttemptStore {
  const db = async () => database ?? (await getDb());
  return {
    async admit({ at, account, address, addressOrigin, pairOrigin, device, addressBucket, ceiling, lock, firstLockUntil }) {
      const count = sql`(case when ${at}::float8 - f.last_ms < ${lock.memoryMs}::float8 then f.failures + 1 else 1 end)`;
      const lockSeconds = pairLockSecondsSql(count, lock);
      const fits = (b: Bucket, tat: ReturnType<typeof sql>) => sql`greatest(${tat}, ${at}::float8) + ${b.interval}::float8 - ${at}::float8 <= ${b.tolerance}::float8`;
      const [row] = rowsOf<{ known: boolean; pair_locked_until: number | string | null; address_tat: number | string | null; ceiling_granted: number | null; ceiling_tat: number | string | null; admitted: boolean }>(
        await (await db()).execute(sql`
          with pair_now as (select locked_until_ms from sign_in_failures where account = ${account} and origin = ${pairOrigin}),
          known as (
            select ${device}::boolean
              or exists (select 1 from sign_in_failures where account = ${account} and origin = ${addressOrigin} and known_until_ms > ${at}::float8) as known),
          address_now as (select tat_ms from rate_limit_buckets where key = ${failureBucketKey(address)}),
          open as (
            select known.known from known
            where not exists (select 1 from pair_now where locked_until_ms > ${at}::float8)
              and (known.known or ${addressBucket ? fits(addressBucket, sql`coalesce((select tat_ms from address_now), ${at}::float8)`) : sql`true`})),
          ceiling as (
            insert into rate_limit_buckets as b (key, tat_ms, granted)
            select ${ceilingKey(account)}, ${at + (ceiling?.interval ?? 0)}::float8, 1 from open where ${Boolean(ceiling)} and not open.known
            on conflict (key) do update set
              granted = case when ${ceiling ? fits(ceiling, sql`b.tat_ms`) : sql`true`} then 1 else 0 end,
              tat_ms = case when ${ceiling ? fits(ceiling, sql`b.tat_ms`) : sql`true`}
                            then greatest(b.tat_ms, ${at}::float8) + ${ceiling?.interval ?? 0}::float8 else b.tat_ms end
            returning granted, tat_ms),
          pair as (
            insert into sign_in_failures as f (account, origin, failures, last_ms, locked_until_ms)
            select ${account}, ${pairOrigin}, 1, ${at}::float8, ${firstLockUntil}::float8 from open
            where not exists (select 1 from ceiling where granted = 0)
            on conflict (account, origin) do update set
              failures = ${count},
              last_ms = ${at}::float8,
              locked_until_ms = case when ${lockSeconds} > 0 then ${at}::float8 + ${lockSeconds} * 1000 else f.locked_until_ms end
            where f.locked_until_ms <= ${at}::float8
            returning 1)
          select (select known from known) as known, (select locked_until_ms from pair_now) as pair_locked_until,
            (select tat_ms from address_now) as address_tat, (select granted from ceiling) as ceiling_granted,
            (select tat_ms from ceiling) as ceiling_tat, exists (select 1 from pair) as admitted`),
      );
      return {
        admitted: Boolean(row?.admitted),
        known: Boolean(row?.known),
        pairLockedUntil: nullableNumber(row?.pair_locked_until),
        addressTat: nullableNumber(row?.address_tat),
        ceilingGranted: nullableNumber(row?.ceiling_granted),
        ceilingTat: nullableNumber(row?.ceiling_tat),
      };
    },
    async giveBackCeiling(account, interval) {
      await (await db()).execute(sql`update rate_limit_buckets set tat_ms = tat_ms - ${interval}::float8 where key = ${ceilingKey(account)}`);
    },
    async takeAddressFailure(address, at, interval) {
      await (await db()).execute(sql`
        insert into rate_limit_buckets as b (key, tat_ms, granted) values (${failureBucketKey(address)}, ${at + interval}::float8, 1)
        on conflict (key) do update set tat_ms = greatest(b.tat_ms, ${at}::float8) + ${interval}::float8, granted = 1`);
    },
    async takeAddressToken(address, at, bucket) {
      const fits = sql`greatest(b.tat_ms, ${at}::float8) + ${bucket.interval}::float8 - ${at}::float8 <= ${bucket.tolerance}::float8`;
      const [row] = rowsOf<{ granted: number; tat_ms: number | string }>(
        await (await db()).execute(sql`
          insert into rate_limit_buckets as b (key, tat_ms, granted) values (${failureBucketKey(address)}, ${at + bucket.interval}::float8, 1)
          on conflict (key) do update set
            granted = case when ${fits} then 1 else 0 end,
            tat_ms = case when ${fits} then greatest(b.tat_ms, ${at}::float8) + ${bucket.interval}::float8 else b.tat_ms end
          returning granted, tat_ms`),
      );
      return { taken: Number(row?.granted) === 1, tat: Number(row?.tat_ms ?? at) };
    },
    async clearAccount(account) {
      await (await db()).execute(sql`
        with ceiling as (delete from rate_limit_buckets where key = ${ceilingKey(account)})
        update sign_in_failures set failures = 0, locked_until_ms = 0 where account = ${account} and (failures > 0 or locked_until_ms > 0)`);
    },
    async recordSuccess({ account, pairOrigin, addressOrigin, at, knownUntil, ceilingGiveBack }) {
      const givenBack = sql`update rate_limit_buckets set tat_ms = tat_ms - ${ceilingGiveBack}::float8 where ${ceilingGiveBack > 0} and key = ${ceilingKey(account)}`;
      if (pairOrigin !== addressOrigin) {
        await (await db()).execute(sql`
          with given_back as (${givenBack})
          delete from sign_in_failures where account = ${account} and origin = ${pairOrigin}`);
        return;
      }
      await (await db()).execute(sql`
        with given_back as (${givenBack})
        insert into sign_in_failures as f (account, origin, failures, last_ms, locked_until_ms, known_until_ms)
        values (${account}, ${addressOrigin}, 0, ${at}::float8, 0, ${knownUntil}::float8)
        on conflict (account, origin) do update set failures = 0, last_ms = ${at}::float8, locked_until_ms = 0, known_until_ms = ${knownUntil}::float8`);
    },
  };
}

const serverStore = sqlSignInAttemptStore();

/** The store on the server's database, or (tests of several instances) on `db`. */
export function signInAttemptStore(db?: Executor): SignInAttemptStore {
  return db ? sqlSignInAttemptStore(db) : serverStore;
}
