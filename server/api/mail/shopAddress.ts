import type { FastifyInstance } from "fastify";
import { isBrandKey, defaultBrand, type Brand } from "../../../src/domain/brand.js";
import { pagePaths, viewTicketsPath } from "../../../src/domain/pagePaths.js";

/**
 * Where a brand's guests reach the shop, for links in its e-mails. The brand is the host's
 * first label (spec §1), so a brand other than the first is served on `<key>.<host>`: a base
 * that already starts with a brand's label has it replaced, any other base gets it prepended,
 * and the first brand, the fallback, keeps the base as it is. The base is PUBLIC_URL, or the
 * local address the server listens on.
 */
export const shopAddress = (base: string, brand: Brand): string => {
  const url = new URL(base);
  const [first = "", ...rest] = url.hostname.split(".");
  if (isBrandKey(first)) url.hostname = [brand.key, ...rest].join(".");
  else if (brand.key !== defaultBrand.key) url.hostname = `${brand.key}.${url.hostname}`;
  return `${url.origin}${url.pathname.replace(/\/$/, "")}`;
};

/** The local address for links when no PUBLIC_URL is set: the port the server listens on. */
export const localBase = (address: string | { port: number } | null): string =>
  address !== null && typeof address === "object"
    ? `http://localhost:${String(address.port)}`
    : "http://localhost";

/** The shop's base for links: PUBLIC_URL, or else the local address the server listens on. */
export const shopBaseOf = (app: FastifyInstance, publicUrl: string | undefined) => (): string =>
  publicUrl === undefined || publicUrl === "" ? localBase(app.server.address()) : publicUrl;

/** The links a ticket mail carries: the tickets themselves, and Manage my order. */
export const orderLinks = (shop: string, orderConfirmation: string) => ({
  viewTickets: `${shop}${viewTicketsPath(orderConfirmation)}`,
  manageOrder: `${shop}${pagePaths.selfService}`,
});
