import { useObservableEagerState } from "observable-hooks";
import { offers } from "../../../domain/extensions.js";
import { maskEmail } from "../../../domain/maskedEmail.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { Button } from "../../components/Button.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./SelfService.module.css";
import { useWords } from "../../app/WordsContext.js";

/**
 * "Resend tickets": the tickets e-mail again, for a guest who lost it, and how that went; only
 * where the API offers the call (its flag on, and the call not answered as one it does not have).
 */
export const ResendTickets = () => {
  const { cancellation } = useLaterUseCases();
  const { flags } = useSetup();
  const resend = useObservableEagerState(cancellation.resend$);
  const words = useWords();
  if (!offers(flags, "resendTickets")) return null;
  if (resend.status === "not-offered")
    return resend.error === null ? null : <ErrorMessage error={resend.error} />;
  return (
    <div className={styles.resend}>
      <Button
        unavailable={false}
        busyLabel={resend.status === "sending" ? words("selfService.resend.sending") : undefined}
        onClick={() => void cancellation.resendTickets()}
      >
        {words("selfService.resend.button")}
      </Button>
      <div role="status" className={styles.resendStatus}>
        {resend.status === "sent" ? (
          <p>{words("selfService.resend.sent", { email: maskEmail(resend.email) })}</p>
        ) : null}
      </div>
      {resend.status === "failed" ? <ErrorMessage error={resend.error} /> : null}
    </div>
  );
};
