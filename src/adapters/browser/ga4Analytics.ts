import type { Analytics, AnalyticsEvent } from "../../ports/analytics.js";

type DataLayer = unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

/**
 * GA4 through `window.dataLayer` (spec §7 events). The gtag script is added only when a
 * measurement id is configured, async, after the page has rendered; if it never loads, events
 * simply stay in the data layer. Nothing here can throw into the guest's flow.
 */
export const createGa4Analytics = (measurementId: string, page: Window = window): Analytics => {
  const dataLayer = (page.dataLayer ??= []);
  const gtag = (...args: unknown[]) => {
    dataLayer.push(args);
  };
  if (measurementId !== "") {
    gtag("js", new Date());
    gtag("config", measurementId, { send_page_view: false });
    const tag = page.document.createElement("script");
    tag.async = true;
    tag.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    tag.onerror = () => {
      console.warn("analytics tag did not load; events stay in dataLayer");
    };
    page.document.head.appendChild(tag);
  }
  return {
    track: (event: AnalyticsEvent) => {
      try {
        const { name, ...parameters } = event;
        dataLayer.push({ event: name, ecommerce: parameters });
      } catch (error) {
        console.warn("analytics event dropped", error);
      }
    },
  };
};
