/** Set to `true` in a build's environment to leave out the fresh PGlite cluster (pglite-cluster-plugin.ts). */
export const SKIP_CLUSTER_ENV = 'STAGEBOOK_SKIP_PGLITE_CLUSTER'
