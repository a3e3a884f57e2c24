// POST /v2/subscriptions/jobs (administrators): EP's way to start a billing run now. The run happens within the
// request and the answer is the finished job with EP's BillingRunReport (resources.ts billingJobResource). Jobs are
// not kept: there is no job to read back later (the invoices are what a run leaves).
import { z } from "zod";
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

export type JobInput = z.output<typeof jobSchema>;

/** Runs the job the input names (a billing run, now); the route renders the report with the job's external_ref. */
export function runJob(input: JobInput): Promise<BillingReport> {
  switch (input.data.attributes.job_type) {
    case "billing-run":
      return runBilling();
  }
}
