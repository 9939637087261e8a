/**
 * The offline worker's cache of tickets answers, one per number asked: the worker fills it
 * (vite.config.ts), the storefront removes from it (cachedOfflineTickets.ts).
 */
export const OFFLINE_TICKETS_CACHE = "tickets";
