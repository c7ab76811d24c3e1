import { INITIAL_MENU_STATE, type MenuAction, type MenuState, menuReducer } from "./menu-state";

const run = (actions: MenuAction[], from: MenuState = INITIAL_MENU_STATE) =>
  actions.reduce(menuReducer, from);

describe("header menu state", () => {
  it.each<[string, MenuAction[], MenuState]>([
    ["opens a dropdown", [{ type: "toggle", id: "services" }], { open: "services", mobileOpen: false }],
    [
      "closes it on a second click",
      [
        { type: "toggle", id: "services" },
        { type: "toggle", id: "services" },
      ],
      INITIAL_MENU_STATE,
    ],
    [
      "keeps one dropdown open at a time",
      [
        { type: "toggle", id: "services" },
        { type: "toggle", id: "about" },
      ],
      { open: "about", mobileOpen: false },
    ],
    [
      "closes the dropdown (Escape, click outside)",
      [{ type: "toggle", id: "about" }, { type: "close" }],
      INITIAL_MENU_STATE,
    ],
    ["opens the mobile menu", [{ type: "toggle-mobile" }], { open: null, mobileOpen: true }],
    [
      "opens a section inside the mobile menu",
      [{ type: "toggle-mobile" }, { type: "toggle", id: "services" }],
      { open: "services", mobileOpen: true },
    ],
    [
      "closes the mobile menu with its sections",
      [{ type: "toggle-mobile" }, { type: "toggle", id: "services" }, { type: "toggle-mobile" }],
      INITIAL_MENU_STATE,
    ],
    [
      "closes everything on navigation",
      [{ type: "toggle-mobile" }, { type: "toggle", id: "about" }, { type: "close-all" }],
      INITIAL_MENU_STATE,
    ],
  ])("%s", (_, actions, expected) => {
    expect(run(actions)).toEqual(expected);
  });

  it("returns the same state when there is nothing to close, so React skips a render", () => {
    expect(menuReducer(INITIAL_MENU_STATE, { type: "close" })).toBe(INITIAL_MENU_STATE);
    expect(menuReducer(INITIAL_MENU_STATE, { type: "close-all" })).toBe(INITIAL_MENU_STATE);
  });
});
