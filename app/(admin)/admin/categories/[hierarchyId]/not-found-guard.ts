import { notFound } from "next/navigation";
import { ApiError } from "@/lib/commerce/errors";

/** A read that answers 404 for a group or category that does not exist: the page's not-found. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
