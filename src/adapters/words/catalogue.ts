/** A compiled catalogue (words/compile.ts): each key's message as a function of its values. */
export type Catalogue<Messages> = {
  readonly [Key in keyof Messages]: (values: Messages[Key]) => string;
};
