// Checks an answer against the schema Elastic Path's OpenAPI documents give its operation (tests/openapi/,
// EP's overrides merged as EP's SDK build merges them), so a compatibility test fails when a field EP's
// clients read is missing or has another type. See tests/openapi/README.md.
import fs from "node:fs";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";

export type Area =
  | "account-addresses"
  | "account_management"
  | "authentication"
  | "cart_checkout"
  | "catalog_search"
  | "catalog_view"
  | "currencies"
  | "files"
  | "inventories"
  | "payments"
  | "pim"
  | "settings"
  | "subscriptions";

const DIR = path.resolve(import.meta.dirname, "../openapi/ep-2025");
type Json = Record<string, any>;

/** `overrides-cart_checkout_components.yaml` is merged into the components of `cart_checkout`. */
const COMPONENT_OVERRIDES: Partial<Record<Area, string>> = { cart_checkout: "overrides-cart_checkout_components.yaml" };

/**
 * Where no answer could meet EP's schema, the reading EP's own SDK gives it (README.md): catalog_search's
 * `Hit.document` is `oneOf` a product and a suggestion, two schemas without required fields that every object
 * meets, so `oneOf` fails on every document; EP's SDK types it as the union (`anyOf`). subscriptions' active
 * flags: below.
 */
const CORRECTIONS: Partial<Record<Area, (document: Json) => void>> = {
  // subscriptions' `active_plan` and `active_pricing_option` are typed boolean, and their own descriptions (and
  // ListSubscriptionPlans') say each "is null if a plan is not active": the null they describe is read as allowed.
  subscriptions: (document) => {
    for (const name of ["ActivePlan", "ActivePricingOption"]) document.components.schemas[name].nullable = true;
  },
  catalog_search: (document) => {
    const field = document.components.schemas.Hit.properties.document;
    field.anyOf = field.oneOf;
    delete field.oneOf;
  },
};

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** lodash.merge's rule: objects merge key by key, arrays index by index, anything else is replaced. */
function deepMerge(target: any, source: any): any {
  if (Array.isArray(target) && Array.isArray(source)) {
    const out = [...target];
    source.forEach((value, i) => (out[i] = i < out.length ? deepMerge(out[i], value) : value));
    return out;
  }
  if (isObject(target) && isObject(source)) {
    const out: Json = { ...target };
    for (const [key, value] of Object.entries(source)) out[key] = key in out ? deepMerge(out[key], value) : value;
    return out;
  }
  return source;
}

/** An operation override: arrays (e.g. `parameters`) are concatenated, objects merged, only known keys changed. */
function mergeOperation(operation: Json, override: Json): Json {
  const out: Json = { ...operation };
  for (const [key, value] of Object.entries(override)) {
    if (!(key in operation)) continue;
    out[key] = Array.isArray(operation[key]) && Array.isArray(value) ? [...operation[key], ...value] : deepMerge(operation[key], value);
  }
  return out;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const documents = new Map<Area, Json>();

/** The area's document with EP's overrides merged. */
export function openapiDocument(area: Area): Json {
  const cached = documents.get(area);
  if (cached) return cached;
  let document: Json = parse(fs.readFileSync(path.join(DIR, `${area}.yaml`), "utf8"));
  const componentOverride = COMPONENT_OVERRIDES[area];
  if (componentOverride) {
    const override = parse(fs.readFileSync(path.join(DIR, componentOverride), "utf8"));
    document = { ...document, components: deepMerge(document.components, override.components) };
  }
  for (const pathItem of Object.values<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      // EP names override files after the operationId with a lower-case first letter (CreateAnAccessToken).
      const id: string | undefined = operation?.operationId;
      const file = id && path.join(DIR, `overrides-${id[0].toLowerCase()}${id.slice(1)}.yaml`);
      if (file && fs.existsSync(file)) pathItem[method] = mergeOperation(operation, parse(fs.readFileSync(file, "utf8")));
    }
  }
  CORRECTIONS[area]?.(document);
  documents.set(area, document);
  return document;
}

const pointerPart = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");
const validators = new Map<string, ValidateFunction>();
const ajvs = new Map<Area, Ajv>();

function ajvFor(area: Area): Ajv {
  let ajv = ajvs.get(area);
  if (ajv) return ajv;
  const document = openapiDocument(area);
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; 3.0 schemas are close to draft-07 (Ajv reads `nullable`).
  const options = { strict: false, allErrors: true, validateFormats: true, discriminator: false } as const;
  ajv = String(document.openapi).startsWith("3.1") ? new Ajv2020(options) : new Ajv(options);
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  ajv.addSchema(document, area);
  ajvs.set(area, ajv);
  return ajv;
}

function resolveRef(document: Json, value: Json): { value: Json; pointer?: string } {
  let pointer: string | undefined;
  while (value && typeof value.$ref === "string" && value.$ref.startsWith("#/")) {
    pointer = value.$ref.slice(1);
    value = value.$ref
      .slice(2)
      .split("/")
      .map((p: string) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((node: Json, key: string) => node?.[key], document);
  }
  return { value, pointer };
}

/** Finds the operation by its operationId; returns the JSON pointer of its response schema for the status. */
function responseSchemaPointer(area: Area, operationId: string, status: number): string {
  const document = openapiDocument(area);
  for (const [route, pathItem] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      if (String(pathItem[method]?.operationId).toLowerCase() !== operationId.toLowerCase()) continue;
      const responses = pathItem[method].responses ?? {};
      const key = String(status) in responses ? String(status) : `${String(status)[0]}XX` in responses ? `${String(status)[0]}XX` : "default";
      if (!(key in responses)) throw new Error(`${area} ${operationId} documents no ${status} answer (has ${Object.keys(responses)})`);
      const { value: response, pointer } = resolveRef(document, responses[key]);
      const base = pointer ?? `/paths/${pointerPart(route)}/${method}/responses/${pointerPart(key)}`;
      const mediaType = Object.keys(response.content ?? {}).find((type) => type.includes("json"));
      if (!mediaType) throw new Error(`${area} ${operationId} ${key} has no JSON body`);
      return `${base}/content/${pointerPart(mediaType)}/schema`;
    }
  }
  throw new Error(`${area} has no operation ${operationId}`);
}

/** The problems of `body` against EP's schema for the operation's answer of `status` (empty when it conforms). */
export function schemaProblems(area: Area, operationId: string, status: number, body: unknown): string[] {
  const key = `${area} ${operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajvFor(area).compile({ $ref: `${area}#${responseSchemaPointer(area, operationId, status)}` });
    validators.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
}
