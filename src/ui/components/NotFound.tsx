import { Link } from "wouter";
import { PageTitle } from "./PageTitle.js";
import { pagePaths } from "../../domain/pagePaths.js";
import { useWords } from "../app/WordsContext.js";

export const NotFound = () => {
  const words = useWords();
  return (
    <section>
      <PageTitle>{words("content.notFound.title")}</PageTitle>
      <h1>{words("content.notFound.title")}</h1>
      <p>{words("content.notFound.body")}</p>
      <Link href={pagePaths.home}>{words("content.notFound.backToTickets")}</Link>
    </section>
  );
};
