/** The date the site was built: wording that depends on "now" (years since, past targets) is computed from it. */
export const BUILD_YEAR = new Date().getFullYear();

/** Whole years from `year` to the build year. */
export const yearsSince = (year: number): number => BUILD_YEAR - year;
