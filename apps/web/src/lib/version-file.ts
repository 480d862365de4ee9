/** Spec §9 version check: the build writes this file, relative to the page base. */
export const VERSION_FILE = 'static/version.json';
/** ...and this `<meta name>` in index.html, with the same build id. */
export const VERSION_META_NAME = 'version';
