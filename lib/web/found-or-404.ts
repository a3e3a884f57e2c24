// A page's read of one thing by id: the domain's 404 (ApiError) becomes the page's not-found.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/commerce/errors";

export async function foundOr404<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
