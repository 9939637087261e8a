import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserStorefront } from "../adapters/composition/browser.js";
import { App } from "./app/App.js";
import { preloadFirstScreen } from "./app/preload.js";
import { UseCasesProvider } from "./app/UseCasesContext.js";

// The one composition entry of the UI: the browser's use cases are made here and nowhere else.
const useCases = createBrowserStorefront(window, {
  loadAnalyticsTag: import.meta.env.VITE_ANALYTICS_TAG === "on",
});
preloadFirstScreen(useCases, window.location);
void useCases.startup.start();

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <UseCasesProvider useCases={useCases}>
      <App />
    </UseCasesProvider>
  </StrictMode>,
);
