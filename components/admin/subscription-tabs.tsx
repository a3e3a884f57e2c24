import { ListTabs } from "./list-tabs";

/** The subscriptions section's two lists: the subscriptions shoppers have, and the offerings they subscribe to. */
export function SubscriptionTabs({ current }: { current: "subscriptions" | "offerings" }) {
  return (
    <ListTabs
      label="Subscriptions and offerings"
      tabs={[
        { href: "/admin/subscriptions", label: "Subscriptions", current: current === "subscriptions", testId: "tab-subscriptions" },
        { href: "/admin/subscriptions/offerings", label: "Offerings and plans", current: current === "offerings", testId: "tab-offerings" },
      ]}
    />
  );
}
