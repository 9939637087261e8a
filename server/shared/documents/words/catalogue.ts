/**
 * A compiled catalogue (words/compile.ts): each key's message as a function of its values.
 * The storefront's own (src/adapters/words/catalogue.ts) is an adapter, which the server may
 * not import: the documents' catalogue is typed by this twin.
 */
export type Catalogue<Messages> = {
  readonly [Key in keyof Messages]: (values: Messages[Key]) => string;
};
