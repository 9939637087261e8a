import { readFileSync } from "node:fs";
import type * as t from "io-ts";
import { describe, expect, it } from "vitest";
import { routes, type RouteName } from "#contract/routes.js";

/*
 * The storefront requires of an API only what docs/api-fields.md says it does (issue 25,
 * item 3): a field the storefront's reading of an answer requires is one the spec lists, a
 * "not shown" choice or a field of an extension call, in that answer's tables; a field it takes
 * only when sent is named there too. A decoder that comes to require a field the table does not
 * name fails here, before an API that answers as the spec says finds it.
 */

const doc = readFileSync(new URL("../../docs/api-fields.md", import.meta.url), "utf8");

/** A row's field, "discounts[].priceRange.minRetailPrice", as the names along its path. */
const namesOf = (field: string): string[] =>
  field
    .replace(/\s*\(.*$/, "")
    .split(/\[\]\.?|\./)
    .filter((name) => name !== "");

interface Section {
  readonly required: ReadonlySet<string>;
  readonly named: ReadonlySet<string>;
}

const REQUIRED_KINDS = ["spec", "not shown", "ext call"];

/** Each `###` heading's tables: the names it requires and every name it gives. */
const sections = new Map<string, Section>(
  doc
    .split(/^### /m)
    .slice(1)
    .map((text) => {
      const rows = text
        .split("\n")
        .filter((line) => line.startsWith("| ") && !/^\|\s*(Field|-)/.test(line))
        .map((line) => line.split("|").map((cell) => cell.trim()));
      const required = new Set<string>();
      const named = new Set<string>();
      for (const [, field = "", kind = ""] of rows) {
        const names = namesOf(field);
        names.forEach((name) => named.add(name));
        const kindName = kind.replace(/\s*\(.*$/, "").replace(/, optional$/, "");
        if (REQUIRED_KINDS.includes(kindName)) names.forEach((name) => required.add(name));
      }
      return [text.slice(0, text.indexOf("\n")), { required, named }] as const;
    }),
);

/** The heading that starts with `start`: a route's answer is told there. */
const section = (start: string): Section => {
  const found = [...sections].find(([heading]) => heading.startsWith(start));
  if (found === undefined) throw new Error(`docs/api-fields.md has no section "${start}"`);
  return found[1];
};

const productList = "GET /api/web-sales/products-with-upgrades:";
const dates = "GET /api/ticketing/…/product/{attractionId}/dates";
const discounts = "GET /api/ticketing/…/discounts";
const inventory = "POST /api/ticketing/…/inventory";
const pricedCart = "POST /api/ticketing/…/order/price";
const purchase = "POST /api/web-sales/confirm-purchase/";

/** Where each answer the storefront decodes is told; a route not here is decoded by no one. */
const toldIn: Partial<Record<RouteName, readonly string[]>> = {
  config: ["GET /config.json"],
  trackingScript: ["GET /api/memberVenue/html/"],
  features: ["GET /api/web-sales/features"],
  productList: [productList],
  promoCodeProducts: [productList, "GET /api/web-sales/products-with-upgrades-by-promocode/"],
  productHyperlink: ["GET /api/web-sales/product-hyperlink/"],
  productDates: [dates],
  webSalesProductDates: [dates],
  discounts: [discounts],
  inventory: [inventory],
  promotionsInventory: [discounts, inventory],
  price: [pricedCart],
  createPendingOrder: [pricedCart, "POST /api/ticketing/create-pending-order"],
  extendPendingOrder: ["POST /api/ticketing/pending-order/"],
  confirmPurchase: [purchase],
  confirmOrderPromo: [purchase],
  viewTickets: ["GET /api/web-sales/view-tickets"],
  orderSearch: ["GET /api/web-sales/order/search/"],
  refund: ["POST /api/web-sales/order/refund"],
  resendTickets: ["POST /api/web-sales/order/resend-tickets"],
  cancelTicketsQuote: ["POST /api/web-sales/order/cancel-tickets/quote"],
  cancelTickets: ["POST /api/web-sales/order/cancel-tickets ("],
  changeVisitQuote: ["POST /api/web-sales/order/change-visit/quote"],
  changeVisit: ["POST /api/web-sales/order/change-visit ("],
  joinWaitingList: ["POST /api/web-sales/waiting-list/join"],
  leaveWaitingList: ["POST /api/web-sales/waiting-list/leave"],
  waitingListOffer: [pricedCart, "POST /api/web-sales/waiting-list/offer"],
  cityPassVoucher: ["POST /api/web-sales/cityPassVoucher", productList],
};

interface Fields {
  readonly required: Set<string>;
  readonly optional: Set<string>;
}

type Walked = t.Mixed & {
  readonly _tag?: string;
  readonly props?: t.Props;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed;
};

/** Every field name a codec asks for, nested ones too, required or taken when sent. */
const walk = (codec: t.Mixed, fields: Fields, optional = false): Fields => {
  const walked = codec as Walked;
  switch (walked._tag) {
    case "InterfaceType":
    case "PartialType": {
      const isOptional = optional || walked._tag === "PartialType";
      for (const [name, field] of Object.entries(walked.props ?? {})) {
        (isOptional ? fields.optional : fields.required).add(name);
        walk(field, fields, isOptional);
      }
      return fields;
    }
    case "IntersectionType":
    case "UnionType":
      walked.types?.forEach((member) => walk(member, fields, optional));
      return fields;
    case "ArrayType":
    case "ReadonlyArrayType":
    case "RefinementType":
    case "ExactType":
      return walked.type === undefined ? fields : walk(walked.type, fields, optional);
    default:
      return fields;
  }
};

const readingOf = (name: RouteName): t.Mixed => {
  const route = routes[name];
  return "reading" in route ? route.reading : route.answer;
};

const told = Object.entries(toldIn) as [RouteName, readonly string[]][];

describe("docs/api-fields.md names every field the storefront asks of an API", () => {
  it.each(told)("%s: each field its reading requires is one the table requires", (name, starts) => {
    const required = new Set(starts.flatMap((start) => [...section(start).required]));
    const { required: asked } = walk(readingOf(name), { required: new Set(), optional: new Set() });
    expect([...asked].filter((field) => !required.has(field))).toEqual([]);
  });

  it.each(told)(
    "%s: each field its reading takes when sent is named in the table",
    (name, starts) => {
      const named = new Set(starts.flatMap((start) => [...section(start).named]));
      const { optional } = walk(readingOf(name), { required: new Set(), optional: new Set() });
      expect([...optional].filter((field) => !named.has(field))).toEqual([]);
    },
  );

  it.each(told)(
    "%s: no field the table calls an extension is required by its reading",
    (name, starts) => {
      const extensions = starts.flatMap((start) => {
        const { named, required } = section(start);
        return [...named].filter((field) => !required.has(field));
      });
      const { required: asked } = walk(readingOf(name), {
        required: new Set(),
        optional: new Set(),
      });
      expect(extensions.filter((field) => asked.has(field))).toEqual([]);
    },
  );

  it('the summary\'s table of "not shown" choices is every field the tables require by choice', () => {
    const start = doc.indexOf('**"Not shown" choices.**');
    expect(start).toBeGreaterThan(-1);
    const table = doc.slice(start, doc.indexOf("\n\n**", start));
    const inSummary = [...table.matchAll(/^\| [^|]+\| `([^`]+)`/gm)].map(([, field]) => field);
    const inDoc = [...doc.matchAll(/^\| (\S+)\s+\| not shown\s+\|/gm)].map(([, field]) => field);
    expect(inSummary.length).toBeGreaterThan(0);
    expect([...inSummary].sort()).toEqual([...inDoc].sort());
  });

  it("every answer a guest's storefront decodes is told in the table", () => {
    const decodedByNoOne = ["webSalesCreatePendingOrder", "ticketsPdf", "walletPass", "calendar"];
    expect(
      (Object.keys(routes) as RouteName[]).filter(
        (name) => toldIn[name] === undefined && !decodedByNoOne.includes(name),
      ),
    ).toEqual([]);
  });

  it("the walk tells a reading's required fields from those it takes when sent", () => {
    const { required } = walk(readingOf("orderSearch"), {
      required: new Set(),
      optional: new Set(),
    });
    expect(required.has("email")).toBe(true);
    expect(required.has("status")).toBe(false);
  });
});
