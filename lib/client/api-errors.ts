// What a request to the store's API can fail with, and how to say it to a shopper.
import type { ApiErrorObject } from "./types";

/** What a list of error objects says: each one's detail, else its title. */
const describeErrors = (errors: ApiErrorObject[]) => errors.map((e) => e.detail || e.title).join(" ");

/** A refusal from the API, with its error objects (docs/api.md "Errors"). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: ApiErrorObject[];

  constructor(status: number, errors: ApiErrorObject[]) {
    super(describeErrors(errors) || `The store answered ${status}.`);
    this.status = status;
    this.errors = errors;
  }
}

/** A request that never got an answer (offline, DNS, a proxy that dropped it). */
export class NetworkError extends Error {}

/** The message of any error a request can throw, for a shopper. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return describeErrors(error.errors);
  if (error instanceof NetworkError) return error.message;
  return "Something went wrong. Please try again.";
}
