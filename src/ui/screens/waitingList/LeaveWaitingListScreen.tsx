import { useObservableEagerState } from "observable-hooks";
import type { LeaveWaitingListState } from "../../../application/waitingList/leaveWaitingList.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { Button } from "../../components/Button.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { PageTitle } from "../../components/PageTitle.js";
import styles from "../selfService/SelfService.module.css";
import { useWaitingListToken } from "./waitingListToken.js";

/** Left now, or before; a party that bought its offer had no list left to leave. */
const Left = ({
  state,
}: {
  readonly state: Extract<LeaveWaitingListState, { status: "left" }>;
}) => {
  const words = useWords();
  return (
    <p role="status">
      {state.became === "bought"
        ? words("waitingList.leave.bought")
        : words("waitingList.leave.left")}
    </p>
  );
};

/**
 * /waiting-list/leave?token=…, the leave link of a waiting-list mail: one button leaves. Opening
 * the page leaves nothing, since mail scanners open links too; leaving twice says it is done.
 */
export const LeaveWaitingListScreen = () => {
  const { leaveWaitingList } = useLaterUseCases();
  const state = useObservableEagerState(leaveWaitingList.state$);
  const token = useWaitingListToken();
  const words = useWords();
  return (
    <section className={styles.screen}>
      <PageTitle>{words("waitingList.leave.pageTitle")}</PageTitle>
      <h1>{words("waitingList.leave.pageTitle")}</h1>
      {state.status === "left" ? (
        <Left state={state} />
      ) : (
        <div className={styles.form}>
          <p>{words("waitingList.leave.intro")}</p>
          {state.status === "refused" ? <ErrorMessage error={state.error} /> : null}
          <Button
            unavailable={false}
            busyLabel={state.status === "leaving" ? words("waitingList.leave.leaving") : undefined}
            onClick={() => void leaveWaitingList.leave(token)}
          >
            {words("waitingList.leave.submit")}
          </Button>
        </div>
      )}
    </section>
  );
};
