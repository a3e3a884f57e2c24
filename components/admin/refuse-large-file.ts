// A form's submit that refuses a file over the store's limit (image-type.ts) before sending it, in the server's words,
// beside the file's field: the proxy would refuse the whole body, and the merchant would lose what they typed.
import type { FormEvent } from "react";
import { FILE_TOO_LARGE_DETAIL, MAX_FILE_BYTES } from "@/lib/commerce/catalog/image-type";

export function refusingLargeFile(field: string, refuse: (message: string) => void, submit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    const picker = event.currentTarget.elements.namedItem(field) as HTMLInputElement | null;
    if ((picker?.files?.[0]?.size ?? 0) > MAX_FILE_BYTES) {
      event.preventDefault();
      refuse(FILE_TOO_LARGE_DETAIL);
      picker?.focus();
      return;
    }
    submit(event);
  };
}
