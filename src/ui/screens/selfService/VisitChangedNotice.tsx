import type { VisitChanged } from "../../../domain/order.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import { useResultInView } from "../../components/useResultInView.js";
import styles from "./ChangeVisit.module.css";

/** What changing the visit charged or gave back, and that only the new tickets admit. */
export const VisitChangedNotice = ({ changed }: { readonly changed: VisitChanged }) => {
  // The choice the guest acted on is gone: reading resumes here.
  const heading = useResultInView<HTMLHeadingElement>(changed);
  const words = useWords();
  const formats = useFormats();
  return (
    <div className={styles.done} role="status">
      <h2 ref={heading} tabIndex={-1}>
        {words("selfService.change.done.heading")}
      </h2>
      {changed.charged > 0 ? (
        <p>
          {words("selfService.change.done.charged", { charged: formats.price(changed.charged) })}
        </p>
      ) : null}
      {changed.refunded > 0 ? (
        <p>
          {words("selfService.change.done.refunded", {
            refunded: formats.price(changed.refunded),
          })}
        </p>
      ) : null}
      <p>{words("selfService.change.done.tickets")}</p>
    </div>
  );
};
