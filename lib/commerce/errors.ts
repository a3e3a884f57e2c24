// Domain errors carry the contract's status, title and detail; lib/http renders them as the envelope.
export type ErrorObject = {
  status: number;
  title: string;
  detail?: string;
  source?: string;
  meta?: Record<string, unknown>;
};

export class ApiError extends Error {
  readonly errors: ErrorObject[];
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(errors: ErrorObject | ErrorObject[], options: { status?: number; headers?: Record<string, string> } = {}) {
    const list = Array.isArray(errors) ? errors : [errors];
    super(list.map((e) => `${e.status} ${e.title}: ${e.detail ?? ""}`).join("; "));
    this.errors = list;
    this.status = options.status ?? commonStatus(list);
    this.headers = options.headers ?? {};
  }
}

/** The HTTP status of a list of errors: their common status, else 400 (docs/api.md "Adding to a cart"). */
export function commonStatus(errors: ErrorObject[]): number {
  const statuses = new Set(errors.map((e) => e.status));
  return statuses.size === 1 ? errors[0].status : 400;
}

export const notFound = (title: string, detail: string, meta?: Record<string, unknown>) =>
  new ApiError({ status: 404, title, detail, ...(meta ? { meta } : {}) });

export const badRequest = (title: string, detail: string, extra: Partial<ErrorObject> = {}) =>
  new ApiError({ status: 400, title, detail, ...extra });

export const unprocessable = (title: string, detail: string, extra: Partial<ErrorObject> = {}) =>
  new ApiError({ status: 422, title, detail, ...extra });

/** Over a limit: 429, with Retry-After and the same seconds in `meta.retry_after` for clients that read the body. */
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ApiError(
    { status: 429, title: "Too Many Requests", detail, meta: { retry_after: retryAfterSeconds } },
    { headers: { "retry-after": String(retryAfterSeconds) } },
  );

export const forbidden = () => new ApiError({ status: 403, title: "Forbidden", detail: "You do not have permission to access this resource." });

export const unauthorized = () =>
  new ApiError({ status: 401, title: "Unable to validate access token", detail: "A valid bearer token is required." });
