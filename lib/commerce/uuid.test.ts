import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("takes a UUID in either case and nothing else", () => {
    expect(isUuid("0b5f6c1e-7a43-4f0e-9a1d-2c3b4d5e6f70")).toBe(true);
    expect(isUuid("0B5F6C1E-7A43-4F0E-9A1D-2C3B4D5E6F70")).toBe(true);
    expect(isUuid("0b5f6c1e7a434f0e9a1d2c3b4d5e6f70")).toBe(false);
    expect(isUuid("0b5f6c1e-7a43-4f0e-9a1d-2c3b4d5e6f7")).toBe(false);
    expect(isUuid("skillet-26")).toBe(false);
    expect(isUuid("")).toBe(false);
    expect(isUuid("0b5f6c1e-7a43-4f0e-9a1d-2c3b4d5e6f70 ")).toBe(false);
  });
});
