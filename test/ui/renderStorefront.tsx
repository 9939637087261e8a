import { configure, render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createTestContainer, type TestContainerOptions } from "../support/testContainer.js";
import { App } from "../../src/ui/app/App.js";
import { screenCodeLoaded } from "../../src/ui/app/preload.js";
import { UseCasesProvider } from "../../src/ui/app/UseCasesContext.js";

// Every screen is a lazy chunk, imported the first time a test file shows it: on a busy 2-core
// machine that first import alone can outlast the default one-second wait for what it renders.
// The screen a test opens on is loaded before it renders, as the server does; a screen it goes
// on to is imported when the guest reaches it, hence the longer wait.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders the whole storefront at `path` over the test container (scripted APIs, a manual
 * clock, recording analytics), the way the browser entry does, with an in-memory location.
 */
export const renderStorefront = async (
  path: string,
  options: TestContainerOptions & { readonly start?: boolean } = {},
) => {
  const test = createTestContainer(options);
  const useCases = test.useCases();
  const location = memoryLocation({ path, record: true });
  await screenCodeLoaded(useCases, new URL(path, "http://localhost").pathname);
  const view = render(
    <UseCasesProvider useCases={useCases}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App />
      </Router>
    </UseCasesProvider>,
  );
  if (options.start !== false) await useCases.startup.start();
  return { ...view, ...test, useCases, location };
};
