/** Server time minus device time, from GET /login/createOn at app start (spec §7). */
let offsetMillis = 0;

export function setServerTime(serverTime: number, receivedAt: number = Date.now()) {
  offsetMillis = serverTime - receivedAt;
}

/** "Now" on the server's clock: countdowns and deadlines use this, not the device clock. */
export const serverNow = () => Date.now() + offsetMillis;
