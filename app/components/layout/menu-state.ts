/** Which header menu is open: at most one. Pure, so the rules are unit-tested. */
export type MenuState = { open: string | null; mobileOpen: boolean };

export type MenuAction =
  | { type: "toggle"; id: string }
  | { type: "close" }
  | { type: "toggle-mobile" }
  | { type: "close-all" };

export const INITIAL_MENU_STATE: MenuState = Object.freeze({ open: null, mobileOpen: false });

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case "toggle":
      return { ...state, open: state.open === action.id ? null : action.id };
    case "close":
      return state.open === null ? state : { ...state, open: null };
    case "toggle-mobile":
      return { open: null, mobileOpen: !state.mobileOpen };
    case "close-all":
      return state.open === null && !state.mobileOpen ? state : INITIAL_MENU_STATE;
  }
}
