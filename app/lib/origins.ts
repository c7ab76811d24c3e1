/**
 * Each variant's public origin (SITE.origins, ~/lib/variant's originOf). A module of its own, without
 * ~/site.config, so that the forms' islands, which need an origin, do not load every fact of the group with it.
 */
export const ORIGINS = { fr: "https://www.lif-group.fr", be: "https://www.lif-group.be" } as const;
