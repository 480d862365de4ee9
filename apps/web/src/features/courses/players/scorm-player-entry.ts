import { startScormPlayer } from './scorm-player';

/** The entry of scorm/index.html (vite.config.ts), a page of its own beside the app. */
startScormPlayer();
