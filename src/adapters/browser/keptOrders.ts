/**
 * What this device keeps of a guest's orders: the last purchase's receipt for the session, and
 * the tickets kept for the gate. Only the later screens reach them, so their code is one chunk
 * loaded with those screens, which the page's entry names once for both.
 */
export { sessionReceiptStorageOf } from "./sessionReceiptStorage.js";
export { offlineTicketsOf } from "./cachedOfflineTickets.js";
