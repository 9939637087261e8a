import type { GuestMessages } from "../../../domain/words/guestMessages.js";
import type { Catalogue } from "../catalogue.js";
declare const words: Catalogue<GuestMessages>;
export default words;
