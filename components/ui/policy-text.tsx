// A policy's body as React elements (lib/shared/policy-text.ts reads its blocks): React escapes every piece of text,
// so what a shopkeeper typed is shown as text, never run as HTML.
import { Fragment } from "react";
import { policyBlocks } from "@/lib/shared/policy-text";

export function PolicyText({ body }: { body: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-stone-800" data-testid="policy-body">
      {policyBlocks(body).map((block, index) =>
        block.kind === "heading" ? (
          <h2 key={index} className="pt-2 text-lg font-semibold text-stone-900">
            {block.text}
          </h2>
        ) : block.kind === "list" ? (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
