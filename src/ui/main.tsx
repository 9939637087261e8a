import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserContainer } from "../adapters/composition/browser.js";
import { App } from "./app/App.js";
import { StorefrontProvider } from "./app/StorefrontContext.js";

// The one composition entry of the UI: the browser's container is made here and nowhere else.
const useCases = createBrowserContainer(window, {
  loadAnalyticsTag: import.meta.env.VITE_ANALYTICS_TAG === "on",
}).storefront();
void useCases.startup.start();

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <StorefrontProvider useCases={useCases}>
      <App />
    </StorefrontProvider>
  </StrictMode>,
);
