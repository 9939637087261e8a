import type { BindInWhenOnFluentSyntax, BindToFluentSyntax, ServiceIdentifier } from "inversify";

/** A factory's dependencies as tokens, under the names the factory takes them by. */
type TokensByName<Deps> = { readonly [K in keyof Deps]: ServiceIdentifier<Deps[K]> };

/**
 * Binds to what `make` makes of the tokens' services, handed over under the tokens' names: a
 * factory's dependencies are named where they are wired, so two of one type cannot be swapped
 * unseen, and each takes its token's type. Resolved as `toResolvedValue` resolves a list.
 */
export const bindByName = <T, Deps extends object>(
  binding: BindToFluentSyntax<T>,
  tokens: TokensByName<Deps>,
  make: (deps: NoInfer<Deps>) => T,
): BindInWhenOnFluentSyntax<T> => {
  const names = Object.keys(tokens) as (keyof Deps & string)[];
  return binding.toResolvedValue(
    (...services: unknown[]) =>
      make(Object.fromEntries(names.map((name, at) => [name, services[at]])) as Deps),
    names.map((name) => tokens[name]),
  );
};
