import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { resolveBrand } from "../domain/brand.js";
import { Shell } from "./Shell.js";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <Shell brand={resolveBrand(window.location.host)} />
  </StrictMode>,
);
