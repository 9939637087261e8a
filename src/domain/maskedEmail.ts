/**
 * "j•••@example.com": enough for guests to recognise their own address on a screen, not to
 * read it off one. The local part is cut to its first character and a fixed mark, so not even
 * its length shows.
 */
export const maskEmail = (email: string): string => {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${trimmed.slice(0, 1)}•••${trimmed.slice(at)}`;
};
