import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Route, Router, Switch } from "wouter";
import { routedPath } from "../../src/domain/pagePaths.js";
import { drawnByServer, firstScreenOf } from "../../src/domain/pageScreens.js";
import { screenRoutes } from "../../src/ui/app/routes.js";

/*
 * The server draws a page's first screen, writes in its answers and preloads its code by the
 * path's first screen (domain/pageScreens.ts); the browser's router (wouter) decides what it
 * shows. A link spelled differently (percent-encoded, another case, a trailing slash) must get
 * the same answer from both, or the guest gets a page with no first screen.
 */

/** The screen the storefront's router shows for `path`, by the screens' names. */
const routedScreen = (path: string): string =>
  renderToString(
    <Router ssrPath={path}>
      <Switch>
        {screenRoutes.map((route) => (
          <Route key={route.path} path={route.path}>
            {route.screen.name}
          </Route>
        ))}
        <Route>none</Route>
      </Switch>
    </Router>,
  );

const firstScreenNames: Readonly<Record<string, string>> = {
  HomeScreen: "home",
  ProductScreen: "product",
  ViewTicketsScreen: "viewTickets",
};

/** What the router's screen means for the server: the first screen it prepares, if any. */
const preparedFor = (path: string): string | undefined => firstScreenNames[routedScreen(path)];

/** A character as a link may write it: itself, or percent-encoded (upper or lower hex). */
const spelledChar = (char: string) =>
  /[A-Za-z0-9\-_.~]/.test(char)
    ? fc.constantFrom(
        char,
        `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
        `%${char.charCodeAt(0).toString(16)}`,
      )
    : fc.constant(char);

/**
 * Another spelling of a path the router opens the same page for: any character
 * percent-encoded, the first segment (the page's fixed word) in any case, a trailing slash.
 */
const spelled = (path: string) => {
  const firstSegmentEnd = path.indexOf("/", 1) === -1 ? path.length : path.indexOf("/", 1);
  return fc
    .tuple(
      fc.tuple(
        ...Array.from(path).map((char, index) =>
          (index < firstSegmentEnd
            ? fc.constantFrom(char, char.toUpperCase())
            : fc.constant(char)
          ).chain(spelledChar),
        ),
      ),
      fc.boolean(),
    )
    .map(([chars, trailingSlash]) => {
      const written = chars.join("");
      return trailingSlash && path !== "/" ? `${written}/` : written;
    });
};

const canonicalPaths = [
  "/",
  "/tickets",
  "/tickets/events",
  "/tickets/promo-code",
  "/product",
  "/view-tickets",
  "/cart",
  "/checkout",
];

describe("a page's path is read as the router reads it", () => {
  it.each([
    ["/%74ickets", "/tickets"],
    ["/tickets/", "/tickets"],
    ["/Product", "/product"],
    ["/VIEW-TICKETS/", "/view-tickets"],
    ["/tickets/EVENTS", "/tickets/EVENTS"],
    ["/tickets/%65vents", "/tickets/events"],
    ["/product/%E0%A4%A", "/product/%E0%A4%A"],
    ["/tickets%2Fevents", "/tickets%2fevents"],
  ])("routedPath(%j) is %j", (written, routed) => {
    expect(routedPath(written)).toBe(routed);
  });

  it("any spelling of a page's path gets the first screen, the drawing and the router's screen of the path itself", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...canonicalPaths)
          .chain((path) => fc.tuple(fc.constant(path), spelled(path))),
        ([path, written]) => {
          expect(routedScreen(written)).toBe(routedScreen(path));
          expect(firstScreenOf(written)).toBe(firstScreenOf(path));
          expect(drawnByServer(written)).toBe(drawnByServer(path));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("whatever the path, the server prepares the first screen of the screen the router shows", () => {
    const segment = fc.oneof(
      fc.constantFrom(
        "tickets",
        "TICKETS",
        "product",
        "view-tickets",
        "events",
        "cart",
        "%74ickets",
        "",
      ),
      fc.string({ unit: fc.constantFrom("a", "B", "%", "2", "F", "-", ".", "é", " ") }),
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(firstScreenOf(path)).toBe(preparedFor(path));
      }),
      { numRuns: 1000 },
    );
  });
});
