import type { FastifyInstance } from "fastify";
import { resolveBrand, type Brand, type ThemeId } from "../../../src/domain/brand.js";

/** The page background of each theme (src/ui/theme/startup.css): the installed app's splash. */
const backgroundOf: Readonly<Record<ThemeId, string>> = { default: "#ffffff", dark: "#121417" };

/** The web app manifest of a brand: the storefront installed from its host looks like it. */
export const manifestFor = (brand: Brand) => ({
  name: brand.venueName,
  short_name: brand.venueName.split(" ")[0] ?? brand.venueName,
  description: `Tickets for ${brand.venueName}, by ${brand.companyName}.`,
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: brand.themeColor,
  background_color: backgroundOf[brand.themeId],
  icons: [
    { src: `/favicons/${brand.key}.svg`, sizes: "any", type: "image/svg+xml" },
    ...[192, 512].map((size) => ({
      src: `/favicons/${brand.key}-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
  ],
});

/**
 * GET /manifest.webmanifest, linked from index.html: the brand is the host's, by the domain's
 * rule, as for the page and /config.json. Revalidated, so a brand's new look reaches installs.
 */
export const registerWebManifest = (app: FastifyInstance) => {
  app.get("/manifest.webmanifest", async (request, reply) =>
    reply
      .type("application/manifest+json")
      .header("cache-control", "no-cache")
      .send(JSON.stringify(manifestFor(resolveBrand(request.headers.host ?? "")))),
  );
};
