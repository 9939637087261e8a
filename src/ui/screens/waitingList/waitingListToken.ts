import { useSearch } from "wouter";

/** The token a waiting-list mail's link carries (?token=…); empty when it carries none. */
export const useWaitingListToken = (): string =>
  new URLSearchParams(useSearch()).get("token")?.trim() ?? "";
