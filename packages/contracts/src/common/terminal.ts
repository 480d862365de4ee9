/**
 * The kind of terminal a learner uses (spec §2 forbidden PC login, §3 and §6 per-exam device
 * rules: 'PC browser forbidden; PC desktop client forbidden'). The client and the server classify
 * the same way (docs/decisions/0046).
 */
export const Terminal = {
  /** A phone or tablet, in a browser or an app. */
  HANDHELD: 'handheld',
  /** A browser on a computer. */
  PC_BROWSER: 'pc-browser',
  /** The desktop client on a computer. */
  PC_CLIENT: 'pc-client',
} as const;
export type TTerminal = (typeof Terminal)[keyof typeof Terminal];

/**
 * Sent by the web client on each request with `navigator.maxTouchPoints`: iPadOS browsers report
 * a Mac's user agent, and only the touch screen tells them apart.
 */
export const TOUCH_POINTS_HEADER = 'X-Lectern-Touch-Points';

const HANDHELD =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|HarmonyOS|Windows Phone|BlackBerry|Opera Mini/i;

/**
 * The desktop client's user agent carries `LecternClient/<version>`; a desktop shell built on
 * Electron without it counts as a desktop client too.
 */
const DESKTOP_CLIENT = /\b(LecternClient|Electron)\//;

/** A Mac reporting a touch screen is an iPad asking for the desktop site. */
export const terminalOf = (userAgent: string, maxTouchPoints: number): TTerminal => {
  if (HANDHELD.test(userAgent)) return Terminal.HANDHELD;
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return Terminal.HANDHELD;
  return DESKTOP_CLIENT.test(userAgent) ? Terminal.PC_CLIENT : Terminal.PC_BROWSER;
};
