import { describe, expect, it } from "vitest";
import { inUseDetail, removalOf } from "./product-removal";

describe("removalOf", () => {
  it("deletes a product nothing names", () => {
    expect(removalOf({ cartLines: 0, orderLines: 0, bundles: 0 })).toBe("delete");
  });

  it("only archives a product a cart, an order or a bundle names", () => {
    expect(removalOf({ cartLines: 1, orderLines: 0, bundles: 0 })).toBe("archive");
    expect(removalOf({ cartLines: 0, orderLines: 3, bundles: 0 })).toBe("archive");
    expect(removalOf({ cartLines: 0, orderLines: 0, bundles: 1 })).toBe("archive");
  });

  it("says what uses it", () => {
    expect(inUseDetail({ cartLines: 1, orderLines: 2, bundles: 0 })).toBe("This product is in use (1 cart line, 2 order lines) and cannot be deleted; archive it instead.");
  });
});
