import { execFile } from "node:child_process";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PNG } from "pngjs";

const run = promisify(execFile);

export interface PdfPage {
  readonly text: string;
  readonly png: PNG;
}

/** A PDF as poppler reads it: each page's text, and each page as an image. */
export const pagesOf = async (pdf: Buffer): Promise<PdfPage[]> => {
  const dir = await mkdtemp(join(tmpdir(), "tickets-pdf-"));
  try {
    const file = join(dir, "tickets.pdf");
    await writeFile(file, pdf);
    await run("pdftoppm", ["-png", "-r", "100", file, join(dir, "page")]);
    const images = (await readdir(dir)).filter((name) => name.endsWith(".png")).sort();
    return await Promise.all(
      images.map(async (image, index) => {
        const page = String(index + 1);
        const { stdout } = await run("pdftotext", ["-f", page, "-l", page, file, "-"]);
        return { text: stdout, png: PNG.sync.read(await readFile(join(dir, image))) };
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** A word of a PDF page where poppler reads it: its text and its box, in points from the top left. */
export interface PdfWord {
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

const WORD =
  /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;

const unescaped = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/** The words of a PDF's page, the first unless told, with their boxes (`pdftotext -bbox`). */
export const wordsOf = async (pdf: Buffer, page = 1): Promise<PdfWord[]> => {
  const dir = await mkdtemp(join(tmpdir(), "tickets-pdf-"));
  try {
    const file = join(dir, "tickets.pdf");
    await writeFile(file, pdf);
    const at = String(page);
    const { stdout } = await run("pdftotext", ["-f", at, "-l", at, "-bbox", file, "-"]);
    return [...stdout.matchAll(WORD)].map(([, xMin, yMin, xMax, yMax, text]) => ({
      text: unescaped(text ?? ""),
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
