// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useCustomHtml } from "../../src/ui/app/useCustomHtml.js";

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("custom HTML from the configuration (spec §2)", () => {
  it("htmlHeader goes into the head and htmlFooter at the start of the body, once", () => {
    document.body.innerHTML = "<div id=root></div>";
    const script = { htmlHeader: '<meta name="x-header">', htmlFooter: "<p>footer</p>" };
    const { rerender } = renderHook(() => {
      useCustomHtml(script);
    });
    rerender();
    expect(document.head.querySelectorAll('meta[name="x-header"]')).toHaveLength(1);
    expect(document.body.firstElementChild?.outerHTML).toBe("<p>footer</p>");
  });

  it("its scripts carry the page's nonce, so that the CSP runs the inline ones", () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="n0nce">';
    renderHook(() => {
      useCustomHtml({
        htmlHeader: "<script>window.headerRan = true;</script>",
        htmlFooter: '<script src="https://tracker.example/tag.js"></script>',
      });
    });
    const scripts = [...document.querySelectorAll("script")];
    expect(scripts).toHaveLength(2);
    expect(scripts.map((script) => script.nonce)).toEqual(["n0nce", "n0nce"]);
  });
});
