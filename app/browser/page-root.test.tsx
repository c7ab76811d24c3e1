import { act, type ReactNode, useId } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { AtTreePosition, PAGE_ROOT_ID, PageRoot, treeForks } from "./page-root";

/** A form's field as the site writes it: an id from `useId`, its label and its help tied to it. */
function Field() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Nom</label>
      <input id={id} aria-describedby={`${id}-aide`} />
      <span id={`${id}-aide`}>Aide</span>
    </p>
  );
}

function Body() {
  return [<Field key="a" />, <Field key="b" />];
}

/** A component that asks for an id: React then adds a level to the path of everything below it. */
function AsksForAnId({ children }: { children: ReactNode }) {
  useId();
  return [<i key="i" />, <div key="d">{children}</div>];
}

/** Documents whose page body sits at different depths, as React Router's own tree or a layout may put it. */
const DOCUMENTS: Record<string, (body: ReactNode) => ReactNode> = {
  "directly in the body": (body) => <PageRoot>{body}</PageRoot>,
  "beside the scripts": (body) => [<PageRoot key="page">{body}</PageRoot>, <script key="s" />, null],
  "after a head, in the third of five slots": (body) => [
    <meta key="m" />,
    <section key="x">{[null, null, <PageRoot key="page">{body}</PageRoot>, null, null]}</section>,
  ],
  "under components that ask for ids": (body) => (
    <AsksForAnId>
      <AsksForAnId>{[null, <PageRoot key="page">{body}</PageRoot>]}</AsksForAnId>
    </AsksForAnId>
  ),
};

describe("the page body hydrated alone", () => {
  for (const [name, document] of Object.entries(DOCUMENTS)) {
    test(`keeps the prerendered ids (${name})`, async () => {
      const host = window.document.createElement("div");
      host.innerHTML = renderToString(document(<Body />));
      const root = host.querySelector<HTMLElement>(`#${PAGE_ROOT_ID}`);
      if (!root) throw new Error("no page root");
      const prerendered = [...root.querySelectorAll("[id]")].map((element) => element.id);
      const recoverable = vi.fn();
      await act(async () => {
        hydrateRoot(
          root,
          <AtTreePosition position={root.dataset.tree ?? ""}>
            <Body />
          </AtTreePosition>,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      // The ids React now gives, read from its props on each element.
      const hydrated = [...root.querySelectorAll("[id]")].map((element) => {
        const key = Object.keys(element).find((name) => name.startsWith("__reactProps$")) ?? "";
        return (element as unknown as Record<string, { id: string }>)[key]?.id;
      });
      expect(hydrated).toEqual(prerendered);
    });
  }
});

describe("treeForks", () => {
  test("rebuilds the path bit for bit: a 1 above m-1 zeros is an array of 2^(m-1), last slot", () => {
    // _R_35_: 0b1100101 over 7 bits, then the 1 the id adds: 0b11100101.
    expect(treeForks("_R_35_")).toEqual([1, 2, 4, 1, 1]);
  });

  test("refuses what it cannot read", () => {
    expect(() => treeForks("")).toThrow(/illisible/);
    expect(() => treeForks("_R_1000000_")).toThrow(/trop profonde/);
  });
});
