import * as O from "fp-ts/lib/Option.js";
import { useObservableEagerState } from "observable-hooks";
import { useEffect, useMemo } from "react";
import { Link } from "wouter";
import { pagePaths } from "../../../domain/pagePaths.js";
import { venueWallClock } from "../../../domain/venueTime.js";
import { offerCart, type WaitingListOffer } from "../../../domain/waitingList.js";
import { useLaterUseCases, useUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useRequestProductList } from "../../app/useRequestProductList.js";
import { useWords } from "../../app/WordsContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { PageTitle } from "../../components/PageTitle.js";
import { Spinner } from "../../components/Spinner.js";
import { CheckoutLayout } from "../checkout/CheckoutScreen.js";
import { Confirmation } from "../checkout/Confirmation.js";
import checkout from "../checkout/Checkout.module.css";
import { useWaitingListToken } from "./waitingListToken.js";

/**
 * The offer's checkout: what is held (product, date, entry time, tickets, total) and until
 * when, paid with checkout's own form. Its product's name is the catalog's, read once the list
 * is in; a product the list no longer shows is named by the page's title.
 */
const OfferCheckout = ({ offer }: { readonly offer: WaitingListOffer }) => {
  const { catalog } = useUseCases();
  const { payOffer } = useLaterUseCases();
  const list = useObservableEagerState(catalog.productList$);
  useRequestProductList();
  const words = useWords();
  const formats = useFormats();
  const settled = list.status === "ready" || list.status === "failed";
  const product = settled ? O.toNullable(catalog.product(offer.productId)) : null;
  const name = product?.name ?? words("waitingList.offer.pageTitle");
  const cart = useMemo(
    () => offerCart(offer, { name, categoryName: product?.categoryName ?? "products" }),
    [offer, name, product],
  );
  const purchaseCase = useMemo(() => payOffer(offer, cart), [payOffer, offer, cart]);
  const purchase = useObservableEagerState(purchaseCase.state$);
  if (!settled) return <Spinner />;
  if (purchase.status === "confirmed") return <Confirmation receipt={purchase.receipt} />;
  return (
    <section className={checkout.screen}>
      <PageTitle>{words("waitingList.offer.pageTitle")}</PageTitle>
      <h1>{words("waitingList.offer.pageTitle")}</h1>
      <p>
        {words("waitingList.offer.heldUntil", {
          // At the venue, as the offer mail and the entry time say it.
          time: formats.orderDate(venueWallClock(new Date(offer.reservationExpirationDateTime))),
        })}
      </p>
      <CheckoutLayout cart={cart} purchase={purchase} confirmPurchase={purchaseCase} hold={null} />
    </section>
  );
};

const noOffer = { status: "refused", error: { tag: "NO_SUCH_ENTRY" } } as const;

/**
 * /waiting-list/offer?token=…, the offer mail's link: the places held for the party, to pay
 * for here. An offer that lapsed, was bought or names nothing says so.
 */
export const WaitingListOfferScreen = () => {
  const { waitingListOffer } = useLaterUseCases();
  const opened = useObservableEagerState(waitingListOffer.state$);
  const token = useWaitingListToken();
  const words = useWords();
  useEffect(() => {
    if (token !== "") void waitingListOffer.open(token);
  }, [waitingListOffer, token]);
  // A link that lost its token names no offer: the API is not asked about nothing.
  const state = token === "" ? noOffer : opened;
  if (state.status === "open") return <OfferCheckout offer={state.offer} />;
  return (
    <section className={checkout.screen}>
      <PageTitle>{words("waitingList.offer.pageTitle")}</PageTitle>
      <h1>{words("waitingList.offer.pageTitle")}</h1>
      {state.status === "refused" ? (
        <>
          <ErrorMessage error={state.error} />
          <p>
            <Link href={pagePaths.home}>{words("waitingList.offer.backToTickets")}</Link>
          </p>
        </>
      ) : (
        <p role="status">{words("waitingList.offer.opening")}</p>
      )}
    </section>
  );
};
