import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { WireCode } from "#contract/failure.js";

/**
 * A URL the router refuses before any route sees it (a path segment over its length limit, a
 * broken %-escape) answers the contract's `{ Code, message }` like any bad input. The message
 * never repeats the path: it may hold an e-mail address.
 */
export const refuseBadUrl = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  void reply.status(tooLong ? 414 : 400).send({
    Code: tooLong ? 414 : WireCode.InvalidRequest,
    message: tooLong ? "A part of the URL is too long." : "The URL is not valid.",
  });
};
