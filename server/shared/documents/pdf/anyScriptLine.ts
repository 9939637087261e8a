import { fontRuns, type FontRun } from "./anyScriptFont.js";
import { fittedToWidth } from "./oneLine.js";

/**
 * Where a line goes: from `left`, on `baseline`, at most `width` long, in `size` points; set
 * at the box's start, or centred or set at its end (`align`).
 */
export interface LineBox {
  readonly left: number;
  readonly baseline: number;
  readonly width: number;
  readonly size: number;
  readonly align?: "left" | "center" | "right";
}

/** How far into the box a line `width` long starts, as the box aligns it. */
const indentOf = (box: LineBox, width: number): number => {
  if (box.align === "center") return (box.width - width) / 2;
  return box.align === "right" ? box.width - width : 0;
};

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const STRONG = /[\p{L}]/u;

/** What is drawn, left to right: a word in its run's face (drawn as one, shaped), or a space. */
interface Piece {
  readonly run: FontRun;
  readonly word: string;
  readonly width: number;
}

const SPACE = " ";

/** Sets the run's face (registered in the document by its name) and size for what follows. */
const useRun = (doc: PDFKit.PDFDocument, run: FontRun, size: number) => {
  // pdfkit takes a fontkit font as it is; its typings name only files and bytes.
  doc.registerFont(run.name, run.font as never);
  return doc.font(run.name).fontSize(size);
};

/**
 * A run as it is drawn, left to right. pdfkit shapes a right-to-left word (its letters joined,
 * right to left) but, given several, poppler reads them back to front and as one: so each word
 * of a right-to-left run is drawn on its own, the first rightmost. The spaces at a run's ends
 * stay at its ends: the start's on the left in a left-to-right line, on the right in a
 * right-to-left one.
 */
const piecesOf = (
  doc: PDFKit.PDFDocument,
  run: FontRun,
  size: number,
  lineRightToLeft: boolean,
): Piece[] => {
  useRun(doc, run, size);
  const [, before = "", middle = "", after = ""] = /^( *)(.*?)( *)$/su.exec(run.text) ?? [];
  const tokens = RIGHT_TO_LEFT.test(run.text) ? middle.split(/( +)/).reverse() : [middle];
  const ends = lineRightToLeft ? [after, before] : [before, after];
  return [ends[0] ?? "", ...tokens, ends[1] ?? ""]
    .flatMap((token) => (token.startsWith(SPACE) ? token.split("") : token === "" ? [] : [token]))
    .map((word) => ({ run, word, width: doc.widthOfString(word) }));
};

/** Whether the text reads right to left: its first letter does (Unicode's rule for a paragraph). */
const readsRightToLeft = (text: string): boolean =>
  RIGHT_TO_LEFT.test(STRONG.exec(text)?.[0] ?? "");

/** The line's pieces, left to right: its runs in reading order, from the right when it reads so. */
const piecesOfLine = (doc: PDFKit.PDFDocument, text: string, size: number): Piece[] => {
  const rightToLeft = readsRightToLeft(text);
  const runs = fontRuns(text).map((run) => piecesOf(doc, run, size, rightToLeft));
  return (rightToLeft ? runs.reverse() : runs).flat();
};

const lineWidth = (doc: PDFKit.PDFDocument, size: number) => (text: string) =>
  piecesOfLine(doc, text, size).reduce((width, piece) => width + piece.width, 0);

/**
 * Text in any script on one line (anyScriptFont.ts): shortened with an ellipsis when too long
 * for the box, never wrapped onto what is below it.
 */
export const drawAnyScriptLine = (doc: PDFKit.PDFDocument, text: string, box: LineBox) => {
  // One form of each letter: a name typed as "i" and a combining dot is drawn and read as "ị".
  const widthOf = lineWidth(doc, box.size);
  const line = fittedToWidth(text.normalize("NFC"), box.width, widthOf);
  let left = box.left + indentOf(box, widthOf(line));
  for (const { run, word, width } of piecesOfLine(doc, line, box.size)) {
    if (word !== SPACE) {
      useRun(doc, run, box.size).text(word, left, box.baseline, {
        lineBreak: false,
        baseline: "alphabetic",
      });
    }
    left += width;
  }
};
