/** The Studio's build inlines `process.env.SANITY_STUDIO_*` (public values only); nothing else of Node exists here. */
declare const process: { readonly env: Readonly<Record<string, string | undefined>> }
