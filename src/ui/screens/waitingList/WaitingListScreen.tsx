import { useParams } from "wouter";
import { NotFound } from "../../components/NotFound.js";
import { LeaveWaitingListScreen } from "./LeaveWaitingListScreen.js";
import { WaitingListOfferScreen } from "./WaitingListOfferScreen.js";

/**
 * The pages a waiting-list mail links to, /waiting-list/offer and /waiting-list/leave: one
 * route and one chunk, so the page's first script names them once.
 */
export const WaitingListScreen = () => {
  const { page } = useParams<{ page: string }>();
  if (page === "offer") return <WaitingListOfferScreen />;
  if (page === "leave") return <LeaveWaitingListScreen />;
  return <NotFound />;
};
