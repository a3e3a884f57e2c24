// POST /v2/subscriptions/jobs (administrators): EP's way to start a billing run now. The run happens within the
// request and the answer is the finished job with EP's BillingRunReport. Jobs are not kept: there is no job to
// read back later (the invoices are what a run leaves).
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "@/lib/storage/db";
import { parseOrThrow } from "../validation";
import { runBilling, type BillingReport } from "./billing-run";

export const jobSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_job"),
    attributes: z.strictObject({
      job_type: z.enum(["billing-run"]),
      external_ref: z.string().max(2048).optional(),
    }),
  }),
});

export function billingJobResource(report: BillingReport, externalRef?: string) {
  const timestamps = { created_at: report.started_at, updated_at: report.finished_at };
  return {
    id: randomUUID(),
    type: "subscription_job" as const,
    attributes: { job_type: "billing-run" as const, ...(externalRef ? { external_ref: externalRef } : {}), status: "success" as const, ...timestamps },
    meta: {
      owner: "store" as const,
      timestamps: { ...timestamps, started_at: report.started_at, finished_at: report.finished_at },
      report: {
        invoices_ready_for_payment: report.invoices_created,
        invoices_tax_required: 0,
        invoice_failures: report.invoice_failures,
        total_ready_for_payment: Object.fromEntries(Object.entries(report.total_invoiced).map(([currency, amount]) => [currency, { amount, includes_tax: false }])),
        total_tax_required: {},
      },
    },
  };
}

export async function createJob(db: Db, body: unknown) {
  const { data } = parseOrThrow(jobSchema, body, "");
  return billingJobResource(await runBilling(db), data.attributes.external_ref);
}
