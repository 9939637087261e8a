import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { create, type Font } from "fontkit";

interface Face {
  readonly pkg: string;
  readonly file: string;
  /** Lays a letter with its accents out as its own glyph (below). */
  readonly lettersWhole?: boolean;
}

/*
 * A guest's name may be written in any script, and PDF's built-in fonts draw Latin-1 only. No
 * one font draws every script, so a name is drawn in runs, each in the first of these faces
 * that has its characters. They are Noto's bold faces, from npm packages that ship them as
 * TrueType or OpenType files, which pdfkit embeds (a subset of the glyphs used): the CJK ones
 * are about 13 MB on disk, which only the install pays, as this is the server's.
 */
const FACES: readonly Face[] = [
  // Latin, Greek, Cyrillic (and Devanagari).
  { pkg: "@embedpdf/fonts-latin", file: "NotoSans-Bold.ttf", lettersWhole: true },
  { pkg: "@embedpdf/fonts-arabic", file: "NotoNaskhArabic-Bold.ttf" },
  { pkg: "@embedpdf/fonts-hebrew", file: "NotoSansHebrew-Bold.ttf" },
  // Chinese characters, simplified and traditional, and Japanese kana.
  { pkg: "@embedpdf/fonts-sc", file: "NotoSansHans-Bold.otf" },
  // Hangul.
  { pkg: "@embedpdf/fonts-kr", file: "NotoSansKR-Bold.otf" },
];

const packageFile = createRequire(import.meta.url);

// The packages export only their list of files; the fonts lie beside it, one folder up.
const faceFile = ({ pkg, file }: Face) =>
  join(dirname(packageFile.resolve(pkg)), "..", "fonts", file);

/**
 * Noto Sans lays "ị" out as "i" and a dot (its `ccmp` feature), and a PDF maps each glyph to
 * one text: the "i" of "Thị" and of "Minh" would read alike, and fontkit keeps the text of a
 * glyph's first use. Without it, the letter is a glyph of its own and reads as it is. Said on
 * the font, so pdfkit, which keeps the layouts of text asked with no features, keeps these.
 */
const withLettersWhole = (font: Font): Font =>
  Object.create(font, {
    layout: {
      value: (text: string, features?: Record<string, boolean>) =>
        font.layout(text, { ...features, ccmp: false }),
    },
  }) as Font;

const read = (face: Face): Font => {
  const font = create(readFileSync(faceFile(face)));
  if (!("hasGlyphForCodePoint" in font)) throw new Error(`${face.file} is a font collection`);
  return face.lettersWhole === true ? withLettersWhole(font) : font;
};

// Read when a name first needs a face, then kept: the Chinese face alone is 8 MB, and a
// fontkit font parses its tables once, where a file given to pdfkit would be parsed per PDF.
const loaded: (Font | undefined)[] = [];
const faceAt = (index: number): Font => {
  const face = FACES[index];
  if (face === undefined) throw new Error(`no face ${String(index)}`);
  return (loaded[index] ??= read(face));
};

/** The first face that draws `codePoint`; the first of all when none does (it draws a box). */
const faceFor = (codePoint: number): number => {
  for (let index = 0; index < FACES.length; index += 1) {
    if (faceAt(index).hasGlyphForCodePoint(codePoint)) return index;
  }
  return 0;
};

/** A stretch of text drawn in one face; `name` registers the face in a document. */
export interface FontRun {
  readonly font: Font;
  readonly name: string;
  readonly text: string;
}

// Spaces, punctuation and combining marks belong to no script of their own: they stay in the
// run they follow, so "Nguyễn-Đỗ" or "محمد علي" is one run, shaped as a whole.
const NEUTRAL = /^[\p{M}\p{Z}\p{P}]$/u;

/** The text as runs of faces that draw it, in the text's order. */
export const fontRuns = (text: string): FontRun[] => {
  const runs: { face: number; text: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const staysInRun =
      last !== undefined &&
      NEUTRAL.test(character) &&
      faceAt(last.face).hasGlyphForCodePoint(codePoint);
    const face = staysInRun ? last.face : faceFor(codePoint);
    if (last?.face === face) last.text += character;
    else runs.push({ face, text: character });
  }
  return runs.map(({ face, text: runText }) => ({
    font: faceAt(face),
    name: `any-script-${String(face)}`,
    text: runText,
  }));
};
