"use client";
import { RouteError } from "@/components/ui/route-error";

export default function CheckoutError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError title="The checkout could not be shown" reset={reset} digest={error.digest} />;
}
