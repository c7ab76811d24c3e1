/**
 * content/interface.json's words that islands show, put in by the build (`define`, scripts/content/island-words.ts),
 * typeset: « (nouvel onglet) » after a link that opens a new tab, the toaster's region and close button names.
 */
declare const __NEW_TAB__: string;
declare const __TOASTER_REGION__: string;
declare const __TOASTER_CLOSE__: string;
