/** Reading raw HTML as a crawler does, before any JavaScript runs. */
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: "\u00a0",
};

export function decode(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#") && name !== "#39") return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? entity;
  });
}

const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, "")).trim();

export function headOf(html: string) {
  const attr = (pattern: RegExp) => {
    const match = html.match(pattern);
    return match?.[1] === undefined ? undefined : decode(match[1]);
  };
  return {
    lang: attr(/<html[^>]*\blang="([^"]*)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    ogLocale: attr(/<meta property="og:locale" content="([^"]*)"/),
    hreflangs: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)].map((m) => [
      m[1],
      m[2],
    ]),
    h1s: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? "")),
  };
}
