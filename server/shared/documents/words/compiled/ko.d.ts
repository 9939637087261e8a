import type { DocumentsMessages } from "../documentsMessages.js";
import type { Catalogue } from "../catalogue.js";
declare const words: Catalogue<DocumentsMessages>;
export default words;
