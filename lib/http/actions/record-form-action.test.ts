import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/commerce/errors";
import { fieldErrorsOf, formText, refusalState, typedFormValues } from "./record-form-action";

describe("a record form's action", () => {
  it("reads the typed fields, not the framework's own", () => {
    const form = new FormData();
    form.set("code", "NZD");
    form.set("$ACTION_ID_1", "");
    form.set("image", new Blob(["x"]));
    expect(typedFormValues(form)).toEqual({ code: "NZD" });
  });

  it("reads one field as typed: a file or an absent field is empty text", () => {
    const form = new FormData();
    form.set("alt_text", " A mug ");
    form.set("image", new Blob(["x"]));
    expect([formText(form, "alt_text"), formText(form, "image"), formText(form, "missing")]).toEqual([" A mug ", "", ""]);
  });

  it("answers each field's first issue", () => {
    expect(fieldErrorsOf([{ path: ["format"], message: "first" }, { path: ["format"], message: "second" }, { path: [], message: "whole" }])).toEqual({ format: "first", "": "whole" });
  });

  it("puts a domain's refusal beside the field its source names, else above; anything else is thrown on", () => {
    const values = { code: "NZD" };
    expect(refusalState(values, new ApiError({ status: 400, title: "Currency already exists", detail: "The currency NZD already exists", source: "data.code" }))).toEqual({
      values,
      fieldErrors: { code: "The currency NZD already exists" },
    });
    expect(refusalState(values, new ApiError({ status: 422, title: "Default Currency", detail: "Make another the default first" }))).toEqual({ values, error: "Make another the default first" });
    expect(() => refusalState(values, new ApiError({ status: 500, title: "Internal", detail: "boom" }))).toThrow(ApiError);
    expect(() => refusalState(values, new Error("boom"))).toThrow("boom");
  });
});
