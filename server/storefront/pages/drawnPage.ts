import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "../../../src/domain/locale.js";
import type { RenderFirstScreen } from "#contract/firstScreen.js";
import type { FirstAnswers } from "#contract/firstAnswers.js";
import type { CspNonces } from "../../shared/http/securityHeaders.js";
import { loadFirstScreenRenderer, withFirstScreen } from "./firstScreen.js";
import { firstViewPicturesOf } from "./firstViewPictures.js";
import {
  inlinedPictures,
  inlinePicturesOf,
  withInlinedPictures,
  type InlinePicture,
} from "./inlinedPictures.js";
import { readStyleSheets, withInlineStyles, type StyleSheets } from "./inlineStyles.js";
import { languageAlternates } from "./pageLanguage.js";
import { shellForHost, shellWithFirstPaint } from "./pageShell.js";
import {
  readBuildManifest,
  screenChunksOf,
  screenStylesOf,
  type BuildManifest,
} from "./screenPreloads.js";

/** What Vite writes where the nonce goes (vite.config.ts `html.cspNonce`). */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

/** What every page is drawn from: the build's index.html, its manifest, renderer and sheets. */
export interface PageBuild {
  readonly shell: string;
  readonly manifest: BuildManifest;
  readonly renderFirstScreen: RenderFirstScreen | undefined;
  readonly styleSheets: StyleSheets;
  /** Its small pictures, written into a page whose first view shows them (inlinedPictures.ts). */
  readonly inlinePicture: InlinePicture;
}

/** The build whose index.html is `shellFile`, read once when the server starts. */
export const readPageBuild = async (shellFile: string): Promise<PageBuild> => {
  const dir = dirname(shellFile);
  const manifest = await readBuildManifest(dir);
  return {
    shell: await readFile(shellFile, "utf8"),
    manifest,
    renderFirstScreen: await loadFirstScreenRenderer(dir),
    styleSheets: await readStyleSheets(dir, manifest),
    inlinePicture: inlinePicturesOf(dir),
  };
};

/** What one page is drawn for, besides its first answers. */
export interface PageRequest {
  /** The Host header as sent: its brand. */
  readonly host: string;
  /** The page's address as the guest's browser has it, or none for a Host naming none. */
  readonly address: URL | undefined;
  /** Its path and query, as asked. */
  readonly url: string;
  readonly locale: Locale;
  readonly log: FastifyBaseLogger;
}

/** The host's brand's shell in the page's language, its nonce and language alternates in. */
const shellFor = (build: PageBuild, page: PageRequest, nonce: string): string =>
  shellForHost(build.shell, page.host, page.locale)
    .replaceAll(NONCE_PLACEHOLDER, nonce)
    .replace("</head>", () =>
      page.address === undefined ? "</head>" : `${languageAlternates(page.address)}</head>`,
    );

/** The page without its first answers or screen: its loader, then its script, draw it. */
export const undrawnPage = (build: PageBuild, page: PageRequest, nonces: CspNonces): string =>
  withInlineStyles(shellFor(build, page, nonces.script), build.styleSheets, nonces.style);

/** A drawn page, and whether it is whole: a page is kept only when it is. */
export interface DrawnPage {
  readonly html: string;
  /**
   * False when its first screen was to be rendered and was not (the render failed, or ran past
   * its time under load): that page has the loader in its place, and keeping it would send the
   * loader to every guest for as long as it is kept.
   */
  readonly whole: boolean;
}

/**
 * The page drawn: the answers to its first requests written in (firstAnswers.ts), its screen's
 * scripts preloaded, its first view's pictures written in when small (inlinedPictures.ts) and
 * preloaded when not, its first screen rendered (firstScreen.ts) when the host named an
 * address, and its style sheets inlined (inlineStyles.ts).
 */
export const drawnPage = async (
  build: PageBuild,
  page: PageRequest,
  apiAnswers: FirstAnswers,
  nonces: CspNonces,
): Promise<DrawnPage> => {
  const address = new URL(page.url, "http://page.invalid");
  const pictures = firstViewPicturesOf(address, apiAnswers);
  const inlined = await inlinedPictures(build.inlinePicture, pictures);
  const answers = withInlinedPictures(apiAnswers, inlined);
  const painted = shellWithFirstPaint(shellFor(build, page, nonces.script), {
    answers,
    screenScripts: screenChunksOf(build.manifest, address.pathname),
    screenStyles: screenStylesOf(build.manifest, address.pathname),
    pictures: pictures.filter((href) => !inlined.has(href)),
    nonce: nonces.script,
  });
  const { renderFirstScreen } = build;
  const guestAddress = page.address;
  if (renderFirstScreen === undefined || guestAddress === undefined) {
    return { html: withInlineStyles(painted, build.styleSheets, nonces.style), whole: true };
  }
  let screenRendered = false;
  const screened = await withFirstScreen(
    painted,
    async () => {
      const screen = await renderFirstScreen(guestAddress, answers, page.locale);
      screenRendered = screen !== undefined;
      return screen;
    },
    page.log,
  );
  return {
    html: withInlineStyles(screened, build.styleSheets, nonces.style),
    whole: screenRendered,
  };
};
