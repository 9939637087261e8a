import { BehaviorSubject, distinctUntilChanged, type Observable } from "rxjs";

/** A use case's state: read as a stream with a current value, changed only by the use case. */
export interface State<S> {
  readonly state$: Observable<S>;
  readonly get: () => S;
  readonly set: (next: S) => void;
  readonly update: (change: (current: S) => S) => void;
}

export const createState = <S>(initial: S): State<S> => {
  const subject = new BehaviorSubject(initial);
  return {
    state$: subject.pipe(distinctUntilChanged()),
    get: () => subject.getValue(),
    set: (next) => {
      subject.next(next);
    },
    update: (change) => {
      subject.next(change(subject.getValue()));
    },
  };
};
