import { Terminal, terminalOf } from '@lectern/contracts/common/terminal';

/** This browser's terminal, as the server classifies it from the request (common/terminal.ts). */
export const currentTerminal = () => terminalOf(navigator.userAgent, navigator.maxTouchPoints ?? 0);

/** Whether this browser runs on a computer rather than a phone or tablet (spec §2 forbidden PC login). */
export const isComputer = () => currentTerminal() !== Terminal.HANDHELD;
