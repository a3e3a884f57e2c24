"use client";
// A promotion's "Add a code" and "Make many codes": react-hook-form with the schemas their Server Actions check again
// (code-batch.ts, loaded on a form's first check). The browser says what is wrong beside the field before anything
// is sent; without JavaScript each form posts as a plain form, and the action comes back to the page saying what
// happened.
import { useForm } from "react-hook-form";
import { submitChecked } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { CodeBatchValues, SingleCodeValues } from "@/lib/commerce/promotions/code-batch";

type Props = {
  promotionId: string;
  addCode: (form: FormData) => Promise<void>;
  makeCodes: (form: FormData) => Promise<void>;
  maxCodes: number;
  maxPrefixLength: number;
};

const inputClass = "mt-1 block w-full rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";
const buttonClass = "rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900";
const errorClass = "mt-1 text-sm font-medium text-red-700";

const singleResolver = lazyZodResolver<SingleCodeValues>(lazySchema(() => import("@/lib/commerce/promotions/code-batch").then((m) => m.singleCodeSchema)));
const batchResolver = lazyZodResolver<CodeBatchValues>(lazySchema(() => import("@/lib/commerce/promotions/code-batch").then((m) => m.codeBatchSchema)));

const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

export function PromotionCodeForms({ promotionId, addCode, makeCodes, maxCodes, maxPrefixLength }: Props) {
  const single = useForm<SingleCodeValues>({ mode: "onTouched", shouldFocusError: true, resolver: singleResolver, defaultValues: { code: "" } });
  const batch = useForm<CodeBatchValues>({ mode: "onTouched", shouldFocusError: true, resolver: batchResolver, defaultValues: { prefix: "", count: "10" } });
  const codeError = single.formState.errors.code?.message;
  const prefixError = batch.formState.errors.prefix?.message;
  const countError = batch.formState.errors.count?.message;
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
      <form action={addCode} noValidate onSubmit={submitChecked(single.handleSubmit, addCode)} className="rounded-lg border border-stone-200 bg-white p-4">
        <input type="hidden" name="promotion_id" value={promotionId} />
        <label htmlFor="code-single" className="block font-medium">
          Add a code
        </label>
        <p id="code-single-hint" className="mt-1 text-sm text-stone-600">
          Up to 64 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting with a letter or digit, such as SPRING10.
        </p>
        <input
          id="code-single"
          autoComplete="off"
          aria-invalid={codeError ? true : undefined}
          aria-describedby={described("code-single-hint", codeError && "code-single-error")}
          className={inputClass}
          {...single.register("code")}
        />
        {codeError ? (
          <p id="code-single-error" className={errorClass}>
            {codeError}
          </p>
        ) : null}
        <button type="submit" className={`mt-3 ${buttonClass}`}>
          Add code
        </button>
      </form>
      <form action={makeCodes} noValidate onSubmit={submitChecked(batch.handleSubmit, makeCodes)} className="rounded-lg border border-stone-200 bg-white p-4">
        <input type="hidden" name="promotion_id" value={promotionId} />
        <fieldset>
          <legend className="font-medium">Make many codes</legend>
          <p id="code-batch-hint" className="mt-1 text-sm text-stone-600">
            Each code is your prefix followed by 8 random letters and digits, leaving out ones that look alike (0 and O, 1, I
            and L).
          </p>
          <div className="mt-2 grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="code-prefix" className="block text-sm font-medium">
                Prefix <span className="font-normal text-stone-600">(optional)</span>
              </label>
              <input
                id="code-prefix"
                maxLength={maxPrefixLength}
                autoComplete="off"
                aria-invalid={prefixError ? true : undefined}
                aria-describedby={described("code-batch-hint", prefixError && "code-prefix-error")}
                className={inputClass}
                {...batch.register("prefix")}
              />
              {prefixError ? (
                <p id="code-prefix-error" className={errorClass}>
                  {prefixError}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="code-count" className="block text-sm font-medium">
                How many
              </label>
              <input
                id="code-count"
                type="number"
                min={1}
                max={maxCodes}
                step={1}
                aria-invalid={countError ? true : undefined}
                aria-describedby={countError ? "code-count-error" : undefined}
                className={inputClass}
                defaultValue="10"
                {...batch.register("count")}
              />
              {countError ? (
                <p id="code-count-error" className={errorClass}>
                  {countError}
                </p>
              ) : null}
            </div>
          </div>
        </fieldset>
        <button type="submit" className={`mt-3 ${buttonClass}`}>
          Make codes
        </button>
      </form>
    </div>
  );
}
