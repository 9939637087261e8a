import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

const deflated = promisify(deflateRaw);

/**
 * A drawn page cut where each response's own values go (its nonces), every part between them
 * compressed once, on its own: a response is its parts with its values between, gzip or plain,
 * for the cost of copying them. Gzip, not brotli: a deflate stream's blocks can be laid side by
 * side (each part ends on a byte, none is the last, none refers back past its own start) with a
 * value between them as a stored block, where a brotli stream cannot take a second stream's
 * blocks (its references beyond its start are its dictionary's words). BENCHMARKS.md, issue 30,
 * has the sizes and times that chose it over brotli at a lower quality per response.
 */
export interface PageTemplate {
  /** The parts' own bytes, for the response's checksum and for a client that takes no gzip. */
  readonly parts: readonly Buffer[];
  /** Each part as deflate blocks, none the last, ending on a byte (a sync flush). */
  readonly deflatedParts: readonly Buffer[];
  /** After part i, which of the response's values goes (an index in `markers`). */
  readonly holes: readonly number[];
  /** How long each value is: as long as its marker, where the parts' references count it. */
  readonly valueLength: number;
  /** What the template holds: the parts twice, plain and deflated. */
  readonly bytes: number;
}

/** The quality the parts are compressed at: once a page, so the best deflate has. */
const LEVEL = 9;

const escapedForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A byte no UTF-8 text holds, so no text a part holds ever matches one. */
const NEVER_IN_UTF8 = 0xff;
/** How far back a deflate block may refer (RFC 1951 §2). */
const WINDOW = 32 * 1024;

/**
 * What a response holds before a part, as its deflate blocks may refer to it: the parts before,
 * with a value's bytes where each value goes, as bytes no text matches, so no reference reaches
 * into a value (each response's own). A part refers back to the page before it as if it were one
 * stream, yet never to what differs between responses.
 */
const whatCameBefore = (before: readonly Buffer[], filler: Buffer): Buffer =>
  Buffer.concat(before.flatMap((part) => [part, filler])).subarray(-WINDOW);

/**
 * The template of `page`, whose values are written as `markers`: strings no answer can hold
 * (pageRendering.ts makes them unguessable, so no guest's text is ever taken for one), each as
 * long as the values that replace it.
 */
export const templateOf = async (
  page: string,
  markers: readonly string[],
): Promise<PageTemplate> => {
  const pieces = page.split(new RegExp(`(${markers.map(escapedForPattern).join("|")})`));
  const parts = pieces.filter((_, index) => index % 2 === 0).map((text) => Buffer.from(text));
  const holes = pieces.filter((_, index) => index % 2 === 1).map((m) => markers.indexOf(m));
  const valueLength = markers[0]?.length ?? 0;
  if (markers.some((marker) => marker.length !== valueLength)) {
    throw new Error("a page's markers differ in length");
  }
  const filler = Buffer.alloc(valueLength, NEVER_IN_UTF8);
  const deflatedParts = await Promise.all(
    parts.map((part, index) =>
      deflated(part, {
        level: LEVEL,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(index === 0 ? {} : { dictionary: whatCameBefore(parts.slice(0, index), filler) }),
      }),
    ),
  );
  const bytes = [...parts, ...deflatedParts].reduce((sum, part) => sum + part.length, 0);
  return { parts, deflatedParts, holes, valueLength, bytes };
};

/** The page with `values` in its holes, as it is. */
export const plainPage = (template: PageTemplate, values: readonly Buffer[]): Buffer =>
  Buffer.concat(
    template.parts.flatMap((part, index) => [part, ...valueAfter(template, index, values)]),
  );

const valueAfter = (template: PageTemplate, index: number, values: readonly Buffer[]): Buffer[] => {
  const hole = template.holes[index];
  const value = hole === undefined ? undefined : values[hole];
  return value === undefined ? [] : [value];
};

/** Gzip's header: deflate, no name, no time, an unknown system (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The stream's end: an empty stored block marked last (RFC 1951 §3.2.4). */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** Bytes as a stored block, not the last: a value is short (a nonce), under a block's 65,535. */
const storedBlock = (bytes: Buffer): Buffer => {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
};

/** The checksum so far taken on over `bytes`: zlib's of no bytes at all is 0, not the sum so far. */
const checksumOn = (bytes: Buffer, sum: number): number =>
  bytes.length === 0 ? sum : crc32(bytes, sum);

/** The page with `values` in its holes, gzip: its parts' deflate blocks, each value stored. */
export const gzippedPage = (template: PageTemplate, values: readonly Buffer[]): Buffer => {
  // A value of another length would move what the parts' references point at.
  if (values.some((value) => value.length !== template.valueLength)) {
    throw new Error("a page's value differs in length from its marker");
  }
  const blocks: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  template.deflatedParts.forEach((deflatedPart, index) => {
    const part = template.parts[index] ?? Buffer.alloc(0);
    blocks.push(deflatedPart);
    checksum = checksumOn(part, checksum);
    length += part.length;
    for (const value of valueAfter(template, index, values)) {
      blocks.push(storedBlock(value));
      checksum = checksumOn(value, checksum);
      length += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([...blocks, LAST_BLOCK, trailer]);
};
