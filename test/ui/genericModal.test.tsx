// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { GenericModal } from "../../src/ui/components/GenericModal.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { WordsProvider } from "../../src/ui/app/WordsContext.js";
import { settled } from "../async.js";

describe("GenericModal", () => {
  it("stays open when React runs its effects twice (StrictMode), until the guest closes it", async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <WordsProvider locale="en" words={guestWordsIn("en")}>
          <GenericModal onClose={onClose} />
        </WordsProvider>
      </StrictMode>,
    );
    await settled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLDialogElement>("alertdialog").open).toBe(true);
    expect(document.activeElement?.textContent).toBe("Close");
  });
});
