import { useId } from "react";

/**
 * Ids for the items of one list, unique on the page: `itemId(index)` names a card's title (for the link that it
 * describes) or a list's label (for the list it labels).
 */
export function useItemIds(): (index: number) => string {
  const baseId = useId();
  return (index) => `${baseId}-${index}`;
}
