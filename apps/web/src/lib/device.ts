const HANDHELD =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|HarmonyOS|Windows Phone|BlackBerry|Opera Mini/i;

/**
 * Whether this browser runs on a computer rather than a phone or tablet (spec §2 forbidden PC
 * login). iPadOS reports itself as a Mac, so a Mac with a touch screen counts as a tablet.
 */
export function isComputer(
  userAgent: string = navigator.userAgent,
  maxTouchPoints: number = navigator.maxTouchPoints ?? 0,
): boolean {
  if (HANDHELD.test(userAgent)) return false;
  return !(/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
