/**
 * Whether the browser of this user agent can open an Apple Wallet pass (`.pkpass`): every
 * browser of an iPhone, iPad or iPod (all WebKit, all hand the pass to Wallet), and Safari on a
 * Mac, which is also what an iPad's Safari says it is by default. Anywhere else the file is a
 * download that nothing opens, so the button is not offered.
 */
export const opensWalletPasses = (userAgent: string): boolean =>
  /\((?:iPhone|iPad|iPod)\b/.test(userAgent) ||
  (/\(Macintosh\b/.test(userAgent) &&
    /\bVersion\/[\d.]+ (?:Mobile\/\w+ )?Safari\//.test(userAgent));
