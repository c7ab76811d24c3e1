/**
 * The interface's words that islands show (content/interface.json, « Navigation › Textes de l’interface »):
 * « (nouvel onglet) » after a link that opens one (SmartLink, the contact map, the links to another site) and the
 * toaster's names. Imported by name, Vite's JSON named exports, so that an island's script carries these few words
 * and not the file; they are shown as the file holds them, since typesetting in the browser would add its code to
 * each island: the file's schema refuses a text that typesetting would change (`asWritten`,
 * app/content/files/schema-parts.ts). Server-rendered blocks read the same words typeset (app/content/files/interface.ts),
 * which is the same text.
 */
export { newTab as NEW_TAB, toaster as TOASTER_WORDS } from "../../content/interface.json";
