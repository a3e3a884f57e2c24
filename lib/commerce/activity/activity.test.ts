import { describe, expect, it } from "vitest";
import { actorName } from "./activity";

describe("actorName", () => {
  it("names a staff member by name, else by e-mail", () => {
    expect(actorName({ grant: "client_credentials", subject: "staff:1", staff: { id: "1", name: "Ann Owner", email: "ann@x.test", role: "owner" } })).toBe("Ann Owner");
    expect(actorName({ grant: "client_credentials", subject: "staff:1", staff: { id: "1", name: "", email: "ann@x.test", role: "staff" } })).toBe("ann@x.test");
  });
  it("names an API client 'API' and a shopper 'Shopper'", () => {
    expect(actorName({ grant: "client_credentials", subject: "client:abc" })).toBe("API");
    expect(actorName({ grant: "implicit", subject: "implicit:1" })).toBe("Shopper");
  });
});
