import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["DSI", "DS"],
    ["CTO", "CT"],
    ["Responsable RH", "RR"],
    ["Directrice des opérations", "DO"],
    ["Directeur d’exploitation", "DE"],
    ["Head of Data", "HD"],
    ["DSI adjoint", "DA"],
    ["", ""],
  ])("draws the monogram of %j as %j", (role, expected) => {
    expect(initials(role)).toBe(expected);
  });
});
