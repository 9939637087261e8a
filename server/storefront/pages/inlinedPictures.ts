import { readFile, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import svgToTinyDataUri from "mini-svg-data-uri";
import type { FirstAnswers } from "#contract/firstAnswers.js";
import { routes } from "#contract/routes.js";

/**
 * A first view's picture this small is written into its page: a request for it costs a guest
 * on a slow network more than its bytes (a connection of its own, a round trip before the
 * largest paint can happen), and a product's illustration of a few hundred bytes is smaller
 * than the request's headers.
 */
export const INLINE_PICTURE_MAX_BYTES = 2_048;

const PICTURE_TYPES: Readonly<Record<string, string>> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
};

/** A picture's address as a data: URL, or undefined for one not written into a page. */
export type InlinePicture = (href: string) => Promise<string | undefined>;

/**
 * The file of the build a picture's address names: only a path of this origin (`/images/…`,
 * not `//cdn…` nor `https:…`, which the browser fetches from elsewhere) with no query, inside
 * the build's folder however it is spelled.
 */
const buildFileOf = (dir: string, href: string): string | undefined => {
  if (!href.startsWith("/") || href.startsWith("//") || /[?#\\]/.test(href)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(href);
  } catch {
    return undefined;
  }
  const root = resolve(dir);
  const file = resolve(root, `.${path}`);
  return file.startsWith(`${root}${sep}`) ? file : undefined;
};

const dataUrlOf = async (dir: string, href: string): Promise<string | undefined> => {
  const file = buildFileOf(dir, href);
  const type = file === undefined ? undefined : PICTURE_TYPES[extname(file).toLowerCase()];
  if (file === undefined || type === undefined) return undefined;
  try {
    const { size } = await stat(file);
    if (size > INLINE_PICTURE_MAX_BYTES) return undefined;
    const bytes = await readFile(file);
    return type === "image/svg+xml"
      ? svgToTinyDataUri(bytes.toString("utf8"))
      : `data:${type};base64,${bytes.toString("base64")}`;
  } catch {
    // No such file (a picture the API names and the build does not hold): the page asks for it.
    return undefined;
  }
};

/**
 * The build's small pictures as data: URLs, each read once: a build's files do not change
 * while it is served, and the addresses asked are the catalogue's, not a guest's.
 */
export const inlinePicturesOf = (dir: string): InlinePicture => {
  const read = new Map<string, Promise<string | undefined>>();
  return (href) => {
    const known = read.get(href);
    if (known !== undefined) return known;
    const reading = dataUrlOf(dir, href);
    read.set(href, reading);
    return reading;
  };
};

/** The pictures among `hrefs` that are written into the page, by address. */
export const inlinedPictures = async (
  inline: InlinePicture,
  hrefs: readonly string[],
): Promise<ReadonlyMap<string, string>> => {
  const pairs = await Promise.all(hrefs.map(async (href) => [href, await inline(href)] as const));
  return new Map(pairs.flatMap(([href, url]) => (url === undefined ? [] : [[href, url] as const])));
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const withPicture = (product: unknown, pictures: ReadonlyMap<string, string>): unknown => {
  if (!isRecord(product) || typeof product.imageUrl !== "string") return product;
  const inlined = pictures.get(product.imageUrl);
  return inlined === undefined ? product : { ...product, imageUrl: inlined };
};

/**
 * The answers with the product list's pictures among `pictures` as their data: URLs, so the
 * first screen drawn on the server and the one the browser hydrates show the same picture
 * without asking for it. The list's other fields are left as the API sent them; a later ask of
 * the list (the page's answers are used once) has the pictures' own addresses again.
 */
export const withInlinedPictures = (
  answers: FirstAnswers,
  pictures: ReadonlyMap<string, string>,
): FirstAnswers => {
  const path = routes.productList.path;
  const list = answers[path];
  if (pictures.size === 0 || list === undefined || !isRecord(list.body)) return answers;
  const body = Object.fromEntries(
    Object.entries(list.body).map(([category, products]) => [
      category,
      Array.isArray(products)
        ? products.map((product) => withPicture(product, pictures))
        : products,
    ]),
  );
  return { ...answers, [path]: { ...list, body } };
};
