"use client";
// Keeps the cached cart true when the page was not the last to change it: a page restored by Back or Forward
// (the browser's back-forward cache), another tab that changed the cart, a shopper returning to the window. On each
// of those the cart is read again from the API and replaces the cached copy, so the header's count and the cart's
// quantities are the server's, and the next change is sent from them (docs/architecture.md "The cart in the browser").
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { cartKey, itemsPath } from "./cart-query";
import { SEEDED_AT } from "./cart-seed";
import { useCartId, useStore } from "./store-provider";
import type { CartCollection } from "./types";

export function CartFreshness() {
  const { api } = useStore();
  const queryClient = useQueryClient();
  const cartId = useCartId();
  useEffect(() => {
    if (!cartId) return;
    let latest = 0;
    let away = false;
    const reread = async () => {
      const asked = ++latest;
      const before = queryClient.getQueryState(cartKey(cartId))?.dataUpdatedAt ?? 0;
      try {
        const cart = await api.request<CartCollection>("GET", itemsPath(cartId));
        // A later reread, or a change made meanwhile on this page (its answer is in the cache), is at least as fresh;
        // a render's cart put there meanwhile (cart-seed.ts) is not.
        const now = queryClient.getQueryState(cartKey(cartId))?.dataUpdatedAt ?? 0;
        const changed = now !== before && now > SEEDED_AT;
        if (asked === latest && !changed && !queryClient.isMutating()) queryClient.setQueryData(cartKey(cartId), cart);
      } catch {
        // Offline or the cart is gone: the page keeps what it shows; the next change says what is wrong.
      }
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void reread();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void reread();
    };
    // Only a return to the window counts: the focus a page gets as it loads is not one.
    const onBlur = () => {
      away = true;
    };
    const onFocus = () => {
      if (!away) return;
      away = false;
      void reread();
    };
    window.addEventListener("pageshow", onPageShow);
    window.addEventListener("popstate", reread);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
      window.removeEventListener("popstate", reread);
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [api, cartId, queryClient]);
  return null;
}
