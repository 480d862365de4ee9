/**
 * Where the formula editor's fonts and sounds are served, under the page base (decision 0053):
 * the build copies MathLive's `fonts/` and `sounds/` folders there (build/mathlive-assets-plugin.ts).
 */
export const MATHLIVE_ASSETS_FOLDER = 'mathlive';

/** The folders of the installed mathlive package that the editor loads files from. */
export const MATHLIVE_ASSET_SUBFOLDERS = ['fonts', 'sounds'] as const;
