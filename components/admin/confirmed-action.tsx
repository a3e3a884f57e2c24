// An action on the admin order page (capture, refund, cancel, ship): a ConfirmedForm carrying the order's id (and
// the transaction's), in the brand colour unless it is marked as dangerous.
import type { ComponentProps } from "react";
import { ConfirmedForm } from "./confirmed-form";

type Props = Omit<ComponentProps<typeof ConfirmedForm>, "fields"> & { orderId: string; transactionId?: string };

export function ConfirmedAction({ orderId, transactionId, danger = false, ...form }: Props) {
  return <ConfirmedForm {...form} danger={danger} fields={{ order_id: orderId, ...(transactionId ? { transaction_id: transactionId } : {}) }} />;
}
