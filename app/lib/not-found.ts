/** The path the build prerenders through the catch-all route to make 404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";
