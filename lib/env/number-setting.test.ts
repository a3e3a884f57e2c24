import { afterEach, describe, expect, it } from "vitest";
import { envNumber, numberSetting } from "./number-setting";

describe("numberSetting", () => {
  it("unset and blank are the default, whatever the rule", () => {
    expect(numberSetting(undefined, 30)).toBe(30);
    expect(numberSetting("", 30)).toBe(30);
    expect(numberSetting("   ", 30, { invalid: 0 })).toBe(30);
  });

  it("a number at or above the least is taken as it is, 0 included", () => {
    expect(numberSetting("0", 30)).toBe(0);
    expect(numberSetting("2.5", 30)).toBe(2.5);
    expect(numberSetting(" 12 ", 30)).toBe(12);
  });

  it("below the least, not a number, or not whole where it must be: what the rule says, by default the default", () => {
    expect(numberSetting("-1", 30)).toBe(30);
    expect(numberSetting("ten", 30)).toBe(30);
    expect(numberSetting("Infinity", 30)).toBe(30);
    expect(numberSetting("0", 10, { min: 1 })).toBe(10);
    expect(numberSetting("2.5", 10, { integer: true })).toBe(10);
    expect(numberSetting("-5", 300, { invalid: 0 })).toBe(0);
    expect(numberSetting("off", 300, { invalid: 0 })).toBe(0);
  });
});

describe("envNumber", () => {
  afterEach(() => {
    delete process.env.CARTWRIGHT_TEST_SETTING;
  });

  it("reads the variable by name", () => {
    expect(envNumber("CARTWRIGHT_TEST_SETTING", 7)).toBe(7);
    process.env.CARTWRIGHT_TEST_SETTING = "3";
    expect(envNumber("CARTWRIGHT_TEST_SETTING", 7)).toBe(3);
    process.env.CARTWRIGHT_TEST_SETTING = "";
    expect(envNumber("CARTWRIGHT_TEST_SETTING", 7)).toBe(7);
  });
});
