/*
 * jsdom has <dialog> but not its modal behaviour. Tests get the part the storefront relies on,
 * as browsers do it: showModal() opens the dialog and focuses its first control, Escape cancels
 * and closes it, close() returns focus where it was and fires "close" a task later. The e2e
 * tests run the real one in Chromium.
 */
const FOCUSABLE = "button, [href], input, select, textarea";
const openers = new WeakMap<HTMLDialogElement, Element | null>();

function cancelOnEscape(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key === "Escape" && this.dispatchEvent(new Event("cancel", { cancelable: true })))
    this.close();
}

if (typeof HTMLDialogElement !== "undefined" && !("showModal" in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      openers.set(this, document.activeElement);
      this.setAttribute("open", "");
      this.addEventListener("keydown", cancelOnEscape);
      this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      this.removeEventListener("keydown", cancelOnEscape);
      const opener = openers.get(this);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      setTimeout(() => this.dispatchEvent(new Event("close")));
    },
  });
}
