import { Link } from "wouter";

export const NotFound = () => (
  <section>
    <h1>Page not found</h1>
    <p>We could not find the page you asked for.</p>
    <Link href="/">Back to tickets</Link>
  </section>
);
