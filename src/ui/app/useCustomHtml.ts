import { useEffect } from "react";

/**
 * Spec §2: the configuration's htmlHeader goes into the page head and htmlFooter at the start
 * of the body, once. The code that puts them there is a chunk of its own, fetched only for a
 * tenant that has either: most have none, and their guests' first screen waits on none of it.
 */
export const useCustomHtml = (script: {
  readonly htmlHeader: string;
  readonly htmlFooter: string;
}) => {
  useEffect(() => {
    if (script.htmlHeader === "" && script.htmlFooter === "") return;
    import("./customHtml.js")
      .then(({ insertCustomHtml }) => {
        insertCustomHtml(document, script);
      })
      .catch((error: unknown) => {
        // The guest's shop works without the tenant's extras: said in the console, not to them.
        console.error("the tenant's custom HTML could not be loaded", error);
      });
  }, [script]);
};
