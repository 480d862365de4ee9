/**
 * The app's own page. The build has one more, the SCORM player (scorm/index.html, decision 0062),
 * a page of its own that the app's first-screen plugins leave alone.
 */
export const isAppPage = (path: string) => path === '/index.html';
