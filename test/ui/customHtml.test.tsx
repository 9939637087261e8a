// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useCustomHtml } from "../../src/ui/app/useCustomHtml.js";

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("custom HTML from the configuration (spec §2)", () => {
  it("htmlHeader goes into the head and htmlFooter at the start of the body, once", async () => {
    document.body.innerHTML = "<div id=root></div>";
    const script = { htmlHeader: '<meta name="x-header">', htmlFooter: "<p>footer</p>" };
    const { rerender } = renderHook(() => {
      useCustomHtml(script);
    });
    await waitFor(() => {
      expect(document.head.querySelectorAll('meta[name="x-header"]')).toHaveLength(1);
    });
    rerender();
    await import("../../src/ui/app/customHtml.js");
    expect(document.head.querySelectorAll('meta[name="x-header"]')).toHaveLength(1);
    expect(document.body.firstElementChild?.outerHTML).toBe("<p>footer</p>");
  });

  it("its scripts carry the page's nonce, so that the CSP runs the inline ones", async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="n0nce">';
    renderHook(() => {
      useCustomHtml({
        htmlHeader: "<script>window.headerRan = true;</script>",
        htmlFooter: '<script src="https://tracker.example/tag.js"></script>',
      });
    });
    await waitFor(() => {
      expect(document.querySelectorAll("script")).toHaveLength(2);
    });
    const scripts = [...document.querySelectorAll("script")];
    expect(scripts.map((script) => script.nonce)).toEqual(["n0nce", "n0nce"]);
  });

  it("a tenant with neither puts nothing into the page", async () => {
    document.body.innerHTML = "<div id=root></div>";
    renderHook(() => {
      useCustomHtml({ htmlHeader: "", htmlFooter: "" });
    });
    await import("../../src/ui/app/customHtml.js");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.innerHTML).toBe("");
    expect(document.body.firstElementChild?.id).toBe("root");
  });
});
