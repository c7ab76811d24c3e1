/** A component's HTML rendered at build time (scripts/static-markup.ts). */
declare module "*?static-markup" {
  const markup: string;
  export default markup;
}
