// Where nginx and its brotli_static module are on this machine (Debian's layout), for the bootstrap, the
// nginx test and the benchmarks.
import { existsSync } from "node:fs";

const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The nginx binary (NGINX_PATH first), or undefined when there is none. */
export function findNginx() {
  return [process.env.NGINX_PATH, ...NGINX_PATHS].filter(Boolean).find((path) => existsSync(path));
}

export function hasBrotliStatic() {
  return existsSync(BROTLI_STATIC_MODULE);
}
