"use client";
import { RouteError } from "@/components/ui/route-error";

export default function ProductError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError title="This product could not be shown" reset={reset} digest={error.digest} />;
}
