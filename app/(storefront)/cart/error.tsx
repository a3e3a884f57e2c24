"use client";
import { RouteError } from "@/components/ui/route-error";

export default function CartError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError title="Your cart could not be shown" reset={reset} digest={error.digest} />;
}
