import { Terminal, terminalOf } from '@lectern/contracts/common/terminal';

/**
 * Whether this browser runs on a computer rather than a phone or tablet (spec §2 forbidden PC
 * login), as the server tells it from a request (common/terminal.ts).
 */
export const isComputer = () =>
  terminalOf(navigator.userAgent, navigator.maxTouchPoints ?? 0) !== Terminal.HANDHELD;
