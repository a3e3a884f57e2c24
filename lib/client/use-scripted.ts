"use client";
// Whether the page's scripts run: false in the server's render (and so in a browser without JavaScript) and
// during hydration, true after it. Controls that only a page without scripts needs hide once it is true.
import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

export function useScripted(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
