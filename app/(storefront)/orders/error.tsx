"use client";
import { RouteError } from "@/components/ui/route-error";

export default function OrderError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError title="This order could not be shown" reset={reset} digest={error.digest} />;
}
