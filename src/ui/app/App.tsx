import { useObservableEagerState } from "observable-hooks";
import { Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import type { StorefrontSetup } from "../../application/startup/startup.js";
import { ErrorBoundary } from "../components/ErrorBoundary.js";
import { GenericModal } from "../components/GenericModal.js";
import { Spinner } from "../components/Spinner.js";
import themes from "../theme/themes.module.css";
import { useCustomHtml } from "./useCustomHtml.js";
import { Layout } from "./Layout.js";
import { useNextScreensPrefetch } from "./preload.js";
import { lazyScreen, retryFailedScreens, screenRoutes } from "./routes.js";
import { useUseCases } from "./UseCasesContext.js";
import { yieldToMain } from "./yieldToMain.js";

// A screen like the others, in a chunk of its own: only a mistyped address needs it.
const notFound = lazyScreen(() => import("../components/NotFound.js"), "NotFound");
import { SetupContext } from "./SetupContext.js";
import { LocaleInLinks } from "./LocaleInLinks.js";

// One function for the page's life: the prefetch's effect depends on it.
const pauseOnPage = () => yieldToMain(window);

/**
 * Reports every path change to the navigation use case (the fraud beacon, analytics) and
 * fetches ahead the screens the guest may go to next.
 */
const PathWatcher = () => {
  const { navigation, later } = useUseCases();
  const [location] = useLocation();
  useEffect(() => {
    navigation.pathChanged(location);
  }, [navigation, location]);
  useNextScreensPrefetch(location, later, pauseOnPage);
  return null;
};

const PriceFailureModal = () => {
  const { priceCart } = useUseCases();
  const open = useObservableEagerState(priceCart.genericModal$);
  return open ? <GenericModal onClose={priceCart.closeGenericModal} /> : null;
};

const Routes = () => (
  <Switch>
    {/* Routes of one screen share a key: moving between them (home's tabs) keeps the screen
        and the guest's focus instead of mounting it anew. */}
    {screenRoutes.map((route) => (
      <Route key={route.screen.name} path={route.path} component={route.screen.component} />
    ))}
    <Route component={notFound.component} />
  </Switch>
);

const Started = ({ setup }: { readonly setup: StorefrontSetup }) => {
  useCustomHtml(setup.configuration.script);
  const [location] = useLocation();
  return (
    <SetupContext.Provider value={setup}>
      <div className={`${themes.theme ?? ""} ${themes[setup.brand.themeId] ?? ""}`}>
        <Layout brand={setup.brand}>
          <PathWatcher />
          <ErrorBoundary resetKey={location} onReset={retryFailedScreens}>
            <Suspense fallback={<Spinner />}>
              <Routes />
            </Suspense>
          </ErrorBoundary>
          <PriceFailureModal />
        </Layout>
      </div>
    </SetupContext.Provider>
  );
};

/**
 * Spec §4 Startup: a spinner until the configuration, then the feature flags, are loaded;
 * only then the brand's theme and the routes. A failed configuration shows no message (§8):
 * the spinner stays and startup is tried again shortly.
 */
export const App = () => {
  const { startup } = useUseCases();
  const state = useObservableEagerState(startup.state$);
  useEffect(() => {
    if (state.status !== "failed") return;
    const retry = setTimeout(() => void startup.start(), 5000);
    return () => {
      clearTimeout(retry);
    };
  }, [state, startup]);
  return state.status === "ready" ? (
    <LocaleInLinks>
      <Started setup={state} />
    </LocaleInLinks>
  ) : (
    <Spinner />
  );
};
