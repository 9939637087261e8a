import { filter, type Observable } from "rxjs";
import { createState } from "../shared/state.js";

/** The guest's current path, reported by the router: what the fraud beacon and analytics watch. */
export interface Navigation {
  readonly path$: Observable<string>;
  readonly pathChanged: (path: string) => void;
}

export const createNavigation = (): Navigation => {
  const path = createState<string | null>(null);
  return {
    path$: path.state$.pipe(filter((value): value is string => value !== null)),
    pathChanged: (next) => {
      path.set(next);
    },
  };
};
