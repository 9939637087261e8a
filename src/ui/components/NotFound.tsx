import { Link } from "wouter";
import { PageTitle } from "./PageTitle.js";
import { pagePaths } from "../../domain/pagePaths.js";

export const NotFound = () => (
  <section>
    <PageTitle>Page not found</PageTitle>
    <h1>Page not found</h1>
    <p>We could not find the page you asked for.</p>
    <Link href={pagePaths.home}>Back to tickets</Link>
  </section>
);
