import { useSetup } from "../app/SetupContext.js";

/**
 * The browser tab's and a bookmark's name for the screen, then the venue's, so two brands and
 * two screens never share one: React hoists a `<title>` rendered anywhere into the head.
 */
export const PageTitle = ({ children }: { readonly children: string }) => {
  const { brand } = useSetup();
  return <title>{`${children} · ${brand.venueName}`}</title>;
};
