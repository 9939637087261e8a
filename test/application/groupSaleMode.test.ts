import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { createGroupSaleMode } from "../../src/application/groupSaleMode/groupSaleMode.js";
import { recorded } from "../async.js";

describe("group-sale mode", () => {
  it("group-sale mode on and off", async () => {
    const mode = createGroupSaleMode();
    const isOn = recorded(mode.isOn$);
    expect(mode.current()).toBe("general");
    mode.enter();
    expect(mode.current()).toBe("group");
    expect(await firstValueFrom(mode.saleKind$)).toBe("group");
    mode.leave();
    expect(mode.current()).toBe("general");
    expect(isOn).toEqual([false, true, false]);
  });

  it("entering twice is still one change, and one leave ends it", () => {
    const mode = createGroupSaleMode();
    const kinds = recorded(mode.saleKind$);
    mode.enter();
    mode.enter();
    mode.leave();
    expect(kinds).toEqual(["general", "group", "general"]);
  });

  it("a late subscriber gets whether the mode is on", async () => {
    const mode = createGroupSaleMode();
    expect(await firstValueFrom(mode.isOn$)).toBe(false);
    mode.enter();
    expect(await firstValueFrom(mode.isOn$)).toBe(true);
  });

  it("a product page of the groups category enters the mode; any other, or none, leaves it", () => {
    const mode = createGroupSaleMode();
    mode.setForProductPage("productsGroups");
    expect(mode.current()).toBe("group");
    mode.setForProductPage("products");
    expect(mode.current()).toBe("general");
    mode.enter();
    mode.setForProductPage(null);
    expect(mode.current()).toBe("general");
  });
});
