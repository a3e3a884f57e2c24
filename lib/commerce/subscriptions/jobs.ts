// Jobs (EP's subscription_job, docs/subscriptions.md "Billing runs"): POST /v2/subscriptions/jobs (administrators)
// starts a billing run now; the run happens within the request, and the finished job is kept with EP's
// BillingRunReport (resources.ts billingJobResource) to be read back (GET …/jobs, …/jobs/{id}) or deleted. The
// servers' own timed runs make no jobs.
import { z } from "zod";
import { jobStore } from "@/lib/storage/subscriptions/job-store";
import type { JobRow } from "@/lib/storage/subscriptions/rows";
import { notFound } from "../errors";
import type { Page } from "../page";
import { runBilling } from "./billing-run";
import { assertUuid } from "./offerings";

export const jobSchema = z.object({
  data: z.strictObject({
    type: z.literal("subscription_job"),
    attributes: z.strictObject({
      job_type: z.enum(["billing-run"]),
      external_ref: z.string().max(2048).optional(),
    }),
  }),
});

export type JobInput = z.output<typeof jobSchema>;

/** Runs the job the input names (a billing run, now) and keeps it, finished, with its report. */
export async function runJob(input: JobInput): Promise<JobRow> {
  const { job_type, external_ref } = input.data.attributes;
  const report = await runBilling();
  return jobStore().insert({
    jobType: job_type,
    externalRef: external_ref ?? null,
    status: "success",
    report,
    startedAt: new Date(report.started_at),
    finishedAt: new Date(report.finished_at),
    createdAt: new Date(report.started_at),
  });
}

export const listJobs = (page: Page) => jobStore().list(page);

export async function findJob(id: string): Promise<JobRow> {
  assertUuid(id, "job_uuid");
  const row = await jobStore().find(id);
  if (!row) throw notFound("Not Found", "No job found");
  return row;
}

/** A job is finished when it is kept, so any may be deleted. */
export async function deleteJob(id: string): Promise<void> {
  const row = await findJob(id);
  await jobStore().delete(row.id);
}
