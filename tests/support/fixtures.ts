// Test fixtures made through the API itself, as an administrator would.
import { randomUUID } from "node:crypto";
import { call } from "./api";

export type ProductInput = {
  name?: string;
  sku?: string;
  slug?: string;
  status?: "live" | "draft";
  price?: Record<string, { amount: number; includes_tax?: boolean }>;
  custom_inputs?: Record<string, unknown>;
  components?: Record<string, unknown>;
  main_image?: { href: string; mime_type: string; file_name: string };
};

/** Creates a product (default: live, USD 1000 and EUR 900) and returns its resource. */
export async function makeProduct(admin: string, input: ProductInput = {}) {
  const tag = randomUUID().slice(0, 8);
  const response = await call("POST", "/pcm/products", {
    token: admin,
    body: {
      data: {
        type: "product",
        attributes: {
          name: input.name ?? `Product ${tag}`,
          sku: input.sku ?? `SKU-${tag}`,
          slug: input.slug ?? `product-${tag}`,
          status: input.status ?? "live",
          price: input.price ?? { USD: { amount: 1000, includes_tax: false }, EUR: { amount: 900, includes_tax: false } },
          ...(input.custom_inputs ? { custom_inputs: input.custom_inputs } : {}),
          ...(input.components ? { components: input.components } : {}),
          ...(input.main_image ? { main_image: input.main_image } : {}),
        },
      },
    },
  });
  if (response.status !== 201) throw new Error(`makeProduct: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { id: string; attributes: { sku: string; slug: string; name: string } };
}

/** Gives a product a variation of these options and builds its children; answers them by option name. */
export async function buildChildren(admin: string, baseId: string, variationName: string, options: string[]): Promise<Record<string, { id: string; attributes: { name: string } }>> {
  const variation = (await call("POST", "/pcm/variations", { token: admin, body: { data: { type: "product-variation", attributes: { name: variationName } } } })).body.data;
  for (const name of options) {
    await call("POST", `/pcm/variations/${variation.id}/options`, { token: admin, body: { data: { type: "product-variation-option", attributes: { name, description: name } } } });
  }
  await call("POST", `/pcm/products/${baseId}/relationships/variations`, { token: admin, body: { data: [{ type: "product-variation", id: variation.id }] } });
  const build = await call("POST", `/pcm/products/${baseId}/build`, { token: admin });
  if (build.status !== 201) throw new Error(`buildChildren: ${build.status} ${JSON.stringify(build.body)}`);
  const children = (await call("GET", `/pcm/products/${baseId}/children`, { token: admin })).body.data as { id: string; attributes: { name: string } }[];
  return Object.fromEntries(options.map((option) => [option, children.find((child) => child.attributes.name.endsWith(option))!]));
}

/** Creates an account with one member and signs the member in; returns the account token. */
export async function makeAccountMember(admin: string, implicit: string, name = "Shopper") {
  const email = `${randomUUID().slice(0, 8)}@example.test`;
  const account = await call("POST", "/v2/accounts", { token: admin, body: { data: { type: "account", name } } });
  const accountId = account.body.data.id as string;
  await call("POST", "/v2/account-members", {
    token: admin,
    body: { data: { type: "account_member", account_id: accountId, name, email, password: "correct horse battery" } },
  });
  const signIn = await call("POST", "/v2/account-members/tokens", {
    token: implicit,
    body: {
      data: {
        type: "account_management_authentication_token",
        authentication_mechanism: "password",
        username: email,
        password: "correct horse battery",
      },
    },
  });
  return { accountId, email, accountToken: signIn.body.data[0].token as string, memberId: signIn.body.meta.account_member_id as string };
}
